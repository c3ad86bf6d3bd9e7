import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort } from '../free-port.js';

/** s3rver's own account, handed to the servers as the usual AWS variables. */
export const S3RVER_ENV = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

/** An S3-protocol server (s3rver) in a process of its own, with one empty bucket; stop() discards it. */
export async function startS3Server(): Promise<{ fileStorage: string; stop: () => Promise<void> }> {
  const directory = mkdtempSync(join(tmpdir(), 'tc-s3-'));
  const port = await findFreePort();
  const bin = createRequire(import.meta.url).resolve('s3rver/bin/s3rver.js');
  const child = spawn(
    process.execPath,
    [
      bin,
      '--directory',
      directory,
      '--address',
      '127.0.0.1',
      '--port',
      String(port),
      '--silent',
      ...['--configure-bucket', 'tc-files'],
    ],
    { stdio: 'ignore' },
  );
  const endpoint = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  // Any answer (s3rver lists the buckets at /) means it listens.
  while (
    !(await fetch(endpoint).then(
      () => true,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('s3rver did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    fileStorage: `s3://tc-files?endpoint=${endpoint}&region=us-east-1`,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          rmSync(directory, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
