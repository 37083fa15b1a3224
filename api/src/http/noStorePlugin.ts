// Cache-Control: no-store on every answer of the scope it is registered in (app.ts: the
// /api/user/* routes, who is signed in, sign-in, registration), errors included: a browser or a
// shared cache must never keep them.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

async function noStorePlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Cache-Control', 'no-store');
    return payload;
  });
}

export default fp(noStorePlugin, { name: 'no-store' });
