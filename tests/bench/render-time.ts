/**
 * The server's time to answer a rendered page, warm: `count` requests one after another (after a
 * few to warm it), from the request to the last byte, uncompressed. A page kept with the public data
 * (a course, the catalogue) is rendered once per change; others (a verification page) every time.
 */
export async function renderTimes(url: string, count = 200): Promise<{ p50: number; p99: number }> {
  const once = async () => {
    const started = performance.now();
    const answer = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    await answer.arrayBuffer();
    return performance.now() - started;
  };
  for (let warm = 0; warm < 10; warm++) await once();
  const times: number[] = [];
  for (let index = 0; index < count; index++) times.push(await once());
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99) };
}
