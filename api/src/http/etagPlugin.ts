// Conditional GET for the public reads: each answer carries a strong ETag (a hash of its bytes),
// and a client that sends it back in If-None-Match while nothing changed gets 304 with no body.
import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

export const etagOf = (body: string | Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

const matches = (ifNoneMatch: string, etag: string) =>
  ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);

async function etagPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (request, reply, payload) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = etagOf(payload);
    // Revalidate every time: an admin's edit shows at once, and an unchanged list costs a 304.
    reply.header('ETag', etag).header('Cache-Control', 'no-cache');
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch && matches(ifNoneMatch, etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}

export default fp(etagPlugin, { name: 'etag' });
