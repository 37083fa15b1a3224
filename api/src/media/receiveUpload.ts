// Reads a multipart upload (field `file`, optional `alt` and `decorative`) by streaming the file to
// a temporary file while hashing it: never buffered whole, and cut off at the largest size allowed.
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { mediaMessages } from '@school/shared/messages/media';
import { withoutUnsafeCharacters } from '@school/shared/schemas';
import { ApiError } from '../http/apiError';

/** Uploads in progress; the sweep removes what a killed process left here. */
export const uploadTempDirectory = join(tmpdir(), 'school-media-uploads');

export interface ReceivedUpload {
  tempPath: string;
  originalName: string;
  sizeBytes: number;
  sha256: string;
  alt: string;
  decorative: boolean;
  /** Removes the temporary file. */
  discard(): Promise<void>;
}

/** The name as the browser sent it, without any folder or the characters no text keeps, at most 255 characters. */
const cleanName = (name: string) => (withoutUnsafeCharacters(name).split(/[\\/]/).pop()?.trim() || 'file').normalize('NFC').slice(0, 255);

// Multipart's own limits: more files or fields than an upload has.
const PART_LIMITS = ['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT'];

/** What reading the body failed with, as the client is answered. */
function uploadError(error: unknown): unknown {
  if (error instanceof ApiError) return error;
  const { code, syscall } = error as { code?: unknown; syscall?: unknown };
  if (typeof code === 'string' && PART_LIMITS.includes(code)) return new ApiError(413, mediaMessages.tooManyParts);
  // The temporary file failing is the server's error; anything else is the body's framing (no
  // boundary, an empty one, a missing closing boundary, a part cut short).
  if (typeof syscall === 'string') return error;
  return new ApiError(400, mediaMessages.unreadableUpload);
}

/**
 * `tooLarge` is asked for the error when the file passes `maxBytes`; it gets the partial file, whose
 * first bytes tell an image from a document.
 */
export async function receiveUpload(
  request: FastifyRequest,
  maxBytes: number,
  tooLarge: (name: string, partialPath: string) => Promise<ApiError>,
): Promise<ReceivedUpload> {
  await mkdir(uploadTempDirectory, { recursive: true });
  const tempPath = join(uploadTempDirectory, `${Date.now()}-${randomBytes(8).toString('hex')}`);
  const discard = () => rm(tempPath, { force: true });
  const fields: Record<string, string> = {};
  let file: { originalName: string; sizeBytes: number; sha256: string } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 4096 } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file' || file) {
        part.file.resume();
        continue;
      }
      const originalName = cleanName(part.filename);
      const hash = createHash('sha256');
      let size = 0;
      const measure = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          hash.update(chunk);
          done(null, chunk);
        },
      });
      try {
        await pipeline(part.file, measure, createWriteStream(tempPath, { mode: 0o600 }));
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw await tooLarge(originalName, tempPath);
        throw error;
      }
      if (part.file.truncated) throw await tooLarge(originalName, tempPath);
      file = { originalName, sizeBytes: size, sha256: hash.digest('hex') };
    }
  } catch (error) {
    await discard();
    throw uploadError(error);
  }
  if (!file) {
    await discard();
    throw new ApiError(400, mediaMessages.fileRequired, { file: mediaMessages.fileRequired });
  }
  // The alt text as sent: the upload's rules (mediaUpdateSchema) judge it, a long one is refused, never cut.
  return { ...file, tempPath, alt: fields.alt ?? '', decorative: fields.decorative === 'true', discard };
}
