// An S3-compatible store for tests: s3rver on loopback with one bucket, and the API's media
// settings pointed at it (MEDIA_STORAGE=s3, under the `media/` key prefix a county might use).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { loadMediaConfig, type MediaConfig } from '../media/mediaConfig';
import { createS3Storage } from '../media/storage/s3Storage';

export const testBucket = 'school';

export interface TestS3Server {
  /** The API's media settings for this store. */
  settings: MediaConfig;
  /** Every object's key in the bucket, as S3 names it (the `media/` prefix included). */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

export async function startS3Server(): Promise<TestS3Server> {
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: mkdtempSync(join(tmpdir(), 's3rver-')) });
  const { port } = await server.run();
  const settings = loadMediaConfig({
    MEDIA_STORAGE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: testBucket,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    S3_PREFIX: 'media/',
  });
  const { client } = createS3Storage(settings.s3);
  await client.send(new CreateBucketCommand({ Bucket: testBucket }));
  return {
    settings,
    keys: async () => ((await client.send(new ListObjectsV2Command({ Bucket: testBucket }))).Contents ?? []).map((object) => object.Key!),
    close: () => server.close(),
  };
}
