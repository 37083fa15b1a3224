// Conditional GET for the public reads: every answer carries a strong ETag, a hash of its bytes
// (@fastify/etag), and a client that sends it back in If-None-Match while nothing changed gets 304
// with no body. A successful read says `Cache-Control: no-cache`: the browser revalidates every
// time, so an admin's edit shows at once and an unchanged list costs a 304.
import { createHash } from 'node:crypto';
import fastifyEtag from '@fastify/etag';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/** sha1 in base64url: an ETag of letters, digits, '-' and '_' only. */
const hashOf = (payload: string | Buffer) => createHash('sha1').update(payload).digest('base64url');

async function revalidatePlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (request, reply, payload) => {
    // A route that chose its own caching (the content's short public max-age) keeps it.
    if ((request.method === 'GET' || request.method === 'HEAD') && reply.statusCode === 200 && !reply.hasHeader('Cache-Control')) {
      reply.header('Cache-Control', 'no-cache');
    }
    return payload;
  });
  await app.register(fastifyEtag, { hashFn: hashOf });
}

export default fp(revalidatePlugin, { name: 'revalidate' });
