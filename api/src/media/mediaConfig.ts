// The media settings, from environment variables (read by ../config.ts); every one has a default.
import { availableParallelism } from 'node:os';
import type { S3Settings } from './storage/s3Storage';

export interface MediaConfig {
  /** MEDIA_STORAGE: `filesystem` (default) or `s3`. */
  storage: 'filesystem' | 's3';
  /** MEDIA_DIR, default ./data/media: the filesystem driver's directory, created on first start. */
  directory: string;
  /** S3_ENDPOINT, S3_BUCKET, S3_REGION (us-east-1), S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE, S3_PREFIX. */
  s3: S3Settings;
  /** MEDIA_MAX_IMAGE_MB, default 25. */
  maxImageBytes: number;
  /** MEDIA_MAX_DOCUMENT_MB, default 50. */
  maxDocumentBytes: number;
  /** MEDIA_MAX_MEGAPIXELS, default 100: larger declared images are refused (decompression bombs). */
  maxPixels: number;
  /** MEDIA_PROCESSING_CONCURRENCY, default the CPU cores less one (at least 1): images processed at once, a core left to answer requests. */
  concurrency: number;
  /** MEDIA_QUEUE_LENGTH, default 16: uploads waiting their turn (on disk, not in memory) before the API answers 503. */
  queueLength: number;
  /**
   * How long an upload's AVIF variants give way to uploads waiting to be processed, at most:
   * 30 s (tests shorten it).
   */
  avifMaxWaitMs: number;
}

type Env = Record<string, string | undefined>;

function positive(env: Env, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`${name} must be a positive number, got "${value}"`);
  return number;
}

const MB = 1024 * 1024;

export function loadMediaConfig(env: Env): MediaConfig {
  const storage = env.MEDIA_STORAGE || 'filesystem';
  if (storage !== 'filesystem' && storage !== 's3') throw new Error(`MEDIA_STORAGE must be filesystem or s3, got "${storage}"`);
  if (storage === 's3' && !env.S3_BUCKET) throw new Error('MEDIA_STORAGE=s3 needs S3_BUCKET');
  return {
    storage,
    directory: env.MEDIA_DIR || './data/media',
    s3: {
      endpoint: env.S3_ENDPOINT || undefined,
      bucket: env.S3_BUCKET || '',
      region: env.S3_REGION || 'us-east-1',
      accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
      forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
      prefix: env.S3_PREFIX ?? '',
    },
    maxImageBytes: Math.round(positive(env, 'MEDIA_MAX_IMAGE_MB', 25) * MB),
    maxDocumentBytes: Math.round(positive(env, 'MEDIA_MAX_DOCUMENT_MB', 50) * MB),
    maxPixels: Math.round(positive(env, 'MEDIA_MAX_MEGAPIXELS', 100) * 1_000_000),
    concurrency: Math.round(positive(env, 'MEDIA_PROCESSING_CONCURRENCY', Math.max(1, availableParallelism() - 1))),
    queueLength: Math.round(positive(env, 'MEDIA_QUEUE_LENGTH', 16)),
    avifMaxWaitMs: 30_000,
  };
}
