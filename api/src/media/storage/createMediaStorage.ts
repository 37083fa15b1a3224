// The storage the configuration names: the filesystem by default, S3 when MEDIA_STORAGE=s3.
import { resolve } from 'node:path';
import type { MediaConfig } from '../mediaConfig';
import { createFileSystemStorage } from './fileSystemStorage';
import type { MediaStorage } from './mediaStorage';
import { createS3Storage } from './s3Storage';

export function createMediaStorage(config: MediaConfig): MediaStorage {
  return config.storage === 's3' ? createS3Storage(config.s3) : createFileSystemStorage(resolve(config.directory));
}
