// Sends one stored file as every file answer does: a strong ETag of its content-hashed key (304
// when the client has it), Range support (206, 416), the type its extension names, PDFs and images
// inline and office files as attachments (opensInBrowser), under their original name, and headers
// that stop a browser from sniffing the bytes or running anything in them. The caller says how
// long it may be cached.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { mediaMessages } from '@school/shared/messages/media';
import { opensInBrowser } from '@school/shared/types';
import { ApiError } from '../http/apiError';
import type { StoredFile } from '../repositories/mediaRepository';
import { variantMimeTypes } from './allowedTypes';
import { parseByteRange } from './byteRange';
import { contentDisposition } from './contentDisposition';
import type { MediaStorage } from './storage/mediaStorage';

const notFound = () => new ApiError(404, mediaMessages.notFound);

export interface StoredFileAnswer {
  storage: MediaStorage;
  key: string;
  file: StoredFile;
  cacheControl: string;
}

export async function sendStoredFile(request: FastifyRequest, reply: FastifyReply, { storage, key, file, cacheControl }: StoredFileAnswer) {
  const stored = await storage.stat(key);
  if (!stored) throw notFound();

  const etag = `"${key}"`;
  const extension = key.slice(key.lastIndexOf('.') + 1);
  const contentType = variantMimeTypes[extension] ?? file.mimeType;
  reply
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cross-Origin-Resource-Policy', 'same-origin')
    .header('Accept-Ranges', 'bytes')
    .header('ETag', etag)
    .header('Cache-Control', cacheControl)
    .header('Content-Type', contentType)
    .header('Content-Disposition', contentDisposition(opensInBrowser(contentType) ? 'inline' : 'attachment', file.originalName));
  if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) return reply.status(304).send();

  const verdict = parseByteRange(request.headers.range, stored.size);
  if (verdict.kind === 'unsatisfiable') {
    return reply.status(416).header('Content-Range', `bytes */${stored.size}`).type('application/json; charset=utf-8').send({ message: mediaMessages.rangeNotSatisfiable });
  }
  const range = verdict.kind === 'range' ? verdict.range : undefined;
  const body = await storage.read(key, range);
  if (!body) throw notFound();
  if (range) {
    return reply
      .status(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${stored.size}`)
      .header('Content-Length', String(range.end - range.start + 1))
      .send(body);
  }
  return reply.header('Content-Length', String(stored.size)).send(body);
}
