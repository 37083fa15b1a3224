// Media in an S3-compatible store (AWS S3, MinIO, Garage, ...), for API replicas on several hosts.
// A PUT is atomic in S3: readers see the whole object or none.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { isStorageKey, type MediaStorage, type StoredObject } from './mediaStorage';

export interface S3Settings {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
  /** Key prefix inside the bucket, e.g. `media/`. */
  prefix: string;
}

const isMissing = (error: unknown) => {
  const name = (error as { name?: string }).name;
  return name === 'NotFound' || name === 'NoSuchKey' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;
};

export function createS3Storage(settings: S3Settings): MediaStorage & { client: S3Client } {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 requires them: many S3-compatible stores do not understand the
    // SDK's default aws-chunked uploads with trailing checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  const Bucket = settings.bucket;
  const objectKey = (key: string) => `${settings.prefix}${key}`;

  return {
    client,
    async put(key, sourcePath, contentType) {
      const { size } = await stat(sourcePath);
      await client.send(
        new PutObjectCommand({ Bucket, Key: objectKey(key), Body: createReadStream(sourcePath), ContentLength: size, ContentType: contentType }),
      );
    },
    async stat(key): Promise<StoredObject | undefined> {
      if (!isStorageKey(key)) return undefined;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return { key, size: Number(head.ContentLength ?? 0), modifiedAt: head.LastModified?.getTime() ?? 0 };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async read(key, range) {
      if (!isStorageKey(key)) return undefined;
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket, Key: objectKey(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
        return object.Body as Readable;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: settings.prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue;
          yield { key: object.Key.slice(settings.prefix.length), size: Number(object.Size ?? 0), modifiedAt: object.LastModified?.getTime() ?? 0 };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
