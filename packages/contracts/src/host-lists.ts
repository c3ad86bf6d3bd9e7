/*
 * Lists of hosts the server may post to, as the environment gives them (PUSH_ENDPOINT_HOSTS,
 * WEBHOOK_ALLOW_HOSTS): comma-separated names or IPs, `*.` and a domain for any subdomain, each with
 * an optional port; without a port an entry allows only the https default port.
 */

/** A host entry: a name or IP (or `*.` and a domain), with an optional port. */
const HOST_ENTRY = /^(\*\.)?([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

export function isHostEntry(entry: string): boolean {
  return HOST_ENTRY.test(entry);
}

/** A host list as written: comma-separated, spaces ignored, lowercased. */
export function parseHostList(text: string): string[] {
  return text
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
}

/** Whether an https address's host and port are on the list. */
export function hostListed(url: URL, hosts: readonly string[]): boolean {
  return hosts.some((entry) => {
    const [, wildcard, name, , port] = HOST_ENTRY.exec(entry.toLowerCase()) ?? [];
    // URL leaves the default port out; an entry naming it means the same.
    const wanted = port === ':443' ? '' : (port ?? '');
    if (!name || wanted !== (url.port ? `:${url.port}` : '')) return false;
    return wildcard ? url.hostname.endsWith(`.${name}`) : url.hostname === name;
  });
}
