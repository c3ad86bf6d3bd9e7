import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { type FileArea, type FileStorage, PUBLIC_FILES_PREFIX } from './storage.js';
import { assertMadeKey, isMadeKey } from './storage-keys.js';

export interface S3Location {
  bucket: string;
  /** An S3-compatible server's address (then addressed path-style: endpoint/bucket/key). */
  endpoint: string | undefined;
  region: string | undefined;
}

/** Credentials for a test's own server; unset, the SDK reads the usual AWS variables and files. */
export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * Files in S3 or any S3-compatible object storage (FILE_STORAGE=s3://bucket?endpoint=&region=),
 * as `<area>/<key>` objects of the bucket. A put is one object written whole (multipart for large
 * bodies, streamed in 5 MB parts), so a reader sees the old object or the new one.
 */
export function createS3Storage(location: S3Location, credentials?: S3Credentials): FileStorage {
  const client = new S3Client({
    endpoint: location.endpoint,
    region: location.region,
    forcePathStyle: location.endpoint !== undefined,
    credentials,
    // Checksums only where S3 requires them: compatible servers do not all take the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = location.bucket;
  const objectKey = (area: FileArea, key: string) => `${area}/${key}`;
  return {
    async put(area, key, body) {
      assertMadeKey(area, key);
      await new Upload({ client, params: { Bucket, Key: objectKey(area, key), Body: body } }).done();
    },
    async get(area, key) {
      if (!isMadeKey(area, key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(area, key) }));
        if (!(object.Body instanceof Readable)) throw new Error('object storage answered no stream');
        return { stream: object.Body, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async delete(area, key) {
      assertMadeKey(area, key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(area, key) }));
    },
    async *list(area) {
      const Prefix = `${area}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(Prefix.length) ?? '';
          if (isMadeKey(area, key)) yield key;
        }
        ContinuationToken = page.NextContinuationToken;
      } while (ContinuationToken);
    },
    publicUrl: (key) => `${PUBLIC_FILES_PREFIX}${key}`,
  };
}
