// GET /api/media/files/{key}: the stored files. A file is served to anonymous visitors and USERs
// only while some content that uses it is public (404 otherwise, never 403); editors get every
// file. Keys are content-hashed, so public answers are cached for a year; every answer forbids
// sniffing and running anything (a sandboxed, empty Content-Security-Policy).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import * as z from 'zod/mini';
import { mediaMessages } from '@school/shared/messages/media';
import { CONTENT_EDITOR_ROLES, type Role } from '@school/shared/types';
import type { Database } from '../db/schema';
import { ApiError } from '../http/apiError';
import { variantMimeTypes } from '../media/allowedTypes';
import { parseByteRange } from '../media/byteRange';
import { contentDisposition } from '../media/contentDisposition';
import type { MediaStorage } from '../media/storage/mediaStorage';
import { isStorageKey } from '../media/storage/mediaStorage';
import { findStoredFile, isMediaPublic } from '../repositories/mediaRepository';
import type { SchemaTypeProvider } from '../validation/schemaPlugin';

const fileParams = z.object({ key: z.string() });
const notFound = () => new ApiError(404, mediaMessages.notFound);
const isEditor = (role: Role | undefined) => (CONTENT_EDITOR_ROLES as readonly string[]).includes(role ?? '');

function fileHeaders(reply: FastifyReply): FastifyReply {
  return reply
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cross-Origin-Resource-Policy', 'same-origin')
    .header('Accept-Ranges', 'bytes');
}

export interface MediaFilesRoutesOptions {
  db: Kysely<Database>;
  storage: MediaStorage;
  now: () => number;
}

export async function mediaFilesRoutes(fastify: FastifyInstance, { db, storage, now }: MediaFilesRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<SchemaTypeProvider>();

  app.get('/media/files/:key', { schema: { params: fileParams } }, async (request, reply) => {
    const { key } = request.params;
    const file = isStorageKey(key) ? await findStoredFile(db, key) : undefined;
    if (!file) throw notFound();
    const isPublic = await isMediaPublic(db, file.mediaId, now());
    if (!isPublic && !isEditor(request.session?.user.role)) throw notFound();
    const stored = await storage.stat(key);
    if (!stored) throw notFound();

    const etag = `"${key}"`;
    const extension = key.slice(key.lastIndexOf('.') + 1);
    fileHeaders(reply)
      .header('ETag', etag)
      // Public files never change under their URL; a file only editors may see is not cached anywhere.
      .header('Cache-Control', isPublic ? 'public, max-age=31536000, immutable' : 'private, no-store')
      .header('Content-Type', variantMimeTypes[extension] ?? file.mimeType)
      .header('Content-Disposition', contentDisposition(file.kind === 'DOCUMENT' ? 'attachment' : 'inline', file.originalName));
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
  });
}
