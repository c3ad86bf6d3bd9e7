import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Credentials, S3Location } from './s3-storage.js';

/** s3rver's own account: the only credentials it takes. */
export const S3RVER_CREDENTIALS: S3Credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** An S3-protocol server in this process, on a free port, with one empty bucket; close() discards it. */
export async function startS3Server(): Promise<{ location: S3Location; close: () => Promise<void> }> {
  const directory = mkdtempSync(join(tmpdir(), 'tc-s3-'));
  const bucket = 'tc-files';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    location: { bucket, endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1' },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
