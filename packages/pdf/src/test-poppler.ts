import { spawn, spawnSync } from 'node:child_process';

/** poppler-utils (pdftotext, pdftoppm) are installed by .ci/run; a machine without them skips. */
export const hasPoppler = spawnSync('pdftotext', ['-v']).error === undefined;
if (!hasPoppler) {
  console.warn(
    'Skipping the checks that read PDF text: pdftotext is missing (apt-get install poppler-utils).',
  );
}

/** Runs a poppler tool with the PDF on its standard input; resolves its standard output. */
export function poppler(tool: string, args: string[], pdf: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (data: Buffer) => out.push(data));
    child.stderr.on('data', (data: Buffer) => err.push(data));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(Buffer.concat(out))
        : reject(new Error(`${tool} exited with ${code}: ${Buffer.concat(err).toString()}`)),
    );
    child.stdin.end(pdf);
  });
}

/** The text of each page, in reading layout (pdftotext separates pages with form feeds). */
export async function pagesText(pdf: Buffer): Promise<string[]> {
  const text = (await poppler('pdftotext', ['-layout', '-', '-'], pdf)).toString('utf8');
  return text.split('\f').filter((page) => page.trim() !== '');
}
