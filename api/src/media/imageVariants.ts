// Images through sharp: rotated by their EXIF orientation, every metadata block stripped (sharp
// writes none unless asked: no EXIF, GPS, XMP, IPTC or ICC), resized to the standard widths (never
// enlarged). The source is decoded once, to at most the largest width, and every variant is
// encoded from that. Re-encoding also defuses polyglots: nothing but pixels survives.
import { randomBytes } from 'node:crypto';
import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { mediaMessages } from '@school/shared/messages/media';
import { ApiError } from '../http/apiError';
import type { NewVariant } from '../repositories/mediaRepository';
import { variantMimeTypes } from './allowedTypes';
import { uploadTempDirectory } from './receiveUpload';
import type { MediaStorage } from './storage/mediaStorage';

// No operation cache (every upload is new) and one libvips thread per image: memory stays flat
// and a core stays free for requests; MEDIA_PROCESSING_CONCURRENCY sets how many images at once.
sharp.cache(false);
sharp.concurrency(1);

export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;
const LARGEST_WIDTH = 1920;
export type VariantFormat = 'webp' | 'jpeg' | 'avif';

/** The widths an image of `width` pixels gets: the standard ones below it, and its own when smaller than the largest. */
export function variantWidths(width: number): number[] {
  const widths: number[] = VARIANT_WIDTHS.filter((standard) => standard < width);
  if (width <= LARGEST_WIDTH) widths.push(width);
  return widths;
}

/** The decoded image, oriented, at most the largest variant width: every variant starts here. */
export interface DecodedImage {
  pixels: Buffer;
  raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
  /** The uploaded image's oriented size. */
  width: number;
  height: number;
}

export interface VariantFile {
  format: VariantFormat;
  width: number;
  height: number;
  path: string;
  sizeBytes: number;
}

/** Reads the header first: a decompression bomb (huge declared size, small file) is refused before decoding. */
export async function decodeImage(path: string, originalName: string, maxPixels: number): Promise<DecodedImage> {
  const options = { limitInputPixels: maxPixels, failOn: 'truncated' as const };
  let metadata: Metadata;
  try {
    metadata = await sharp(path, { limitInputPixels: false }).metadata();
  } catch {
    throw new ApiError(422, mediaMessages.unreadableImage(originalName));
  }
  if (!metadata.width || !metadata.height) throw new ApiError(422, mediaMessages.unreadableImage(originalName));
  if (metadata.width * metadata.height > maxPixels) throw new ApiError(413, mediaMessages.tooManyPixels(originalName, maxPixels));
  const width = metadata.autoOrient?.width ?? metadata.width;
  const height = metadata.autoOrient?.height ?? metadata.height;
  try {
    const { data, info } = await sharp(path, options)
      .autoOrient()
      .resize({ width: LARGEST_WIDTH, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { pixels: data, raw: { width: info.width, height: info.height, channels: info.channels }, width, height };
  } catch (error) {
    if (/pixel limit/i.test(String((error as Error).message))) throw new ApiError(413, mediaMessages.tooManyPixels(originalName, maxPixels));
    throw new ApiError(422, mediaMessages.unreadableImage(originalName));
  }
}

// Efforts chosen for this 2-core machine: a 12 MP photo answered in well under 3 s (bench).
const encoders: Record<VariantFormat, (image: Sharp) => Sharp> = {
  webp: (image) => image.webp({ quality: 80, effort: 2 }),
  // JPEG has no transparency: transparent areas become white.
  jpeg: (image) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, progressive: true }),
  avif: (image) => image.avif({ quality: 55, effort: 1 }),
};

/** Decoded pixels waiting on disk, not in memory, for the background encoder. */
export type ParkedImage = Omit<DecodedImage, 'pixels'> & { path: string };

export async function parkImage(image: DecodedImage): Promise<ParkedImage> {
  const path = join(uploadTempDirectory, `${Date.now()}-${randomBytes(8).toString('hex')}.raw`);
  await writeFile(path, image.pixels, { mode: 0o600 });
  return { raw: image.raw, width: image.width, height: image.height, path };
}

/** Runs `work` on the parked pixels, then removes them. */
export async function withParkedImage<T>(parked: ParkedImage, work: (image: DecodedImage) => Promise<T>): Promise<T> {
  try {
    return await work({ raw: parked.raw, width: parked.width, height: parked.height, pixels: await readFile(parked.path) });
  } finally {
    await rm(parked.path, { force: true });
  }
}

/** Encodes the image at every variant width in `formats`, into temporary files. */
export async function encodeVariants(image: DecodedImage, formats: VariantFormat[]): Promise<VariantFile[]> {
  const files: VariantFile[] = [];
  for (const width of variantWidths(image.width)) {
    for (const format of formats) {
      const path = join(uploadTempDirectory, `${Date.now()}-${randomBytes(8).toString('hex')}.${format}`);
      const resized = sharp(image.pixels, { raw: image.raw }).resize({ width: Math.min(width, image.raw.width) });
      const info = await encoders[format](resized).toFile(path);
      files.push({ format, width: info.width, height: info.height, path, sizeBytes: (await stat(path)).size });
    }
  }
  return files;
}

/** Stores the encoded files as `<base>-<width>.<format>`: the variant rows to write once all are stored. */
export async function storeVariantFiles(storage: MediaStorage, base: string, files: VariantFile[]): Promise<NewVariant[]> {
  const stored: NewVariant[] = [];
  for (const file of files) {
    const key = `${base}-${file.width}.${file.format}`;
    await storage.put(key, file.path, variantMimeTypes[file.format] ?? 'application/octet-stream');
    stored.push({ format: file.format, width: file.width, height: file.height, storage_key: key, size_bytes: file.sizeBytes });
  }
  return stored;
}
