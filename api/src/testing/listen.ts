// Starts an app on a free local port. Tests speak real HTTP: Fastify's inject() loads an ESM-only
// cookie parser that jest's CommonJS runtime cannot require.
import type { FastifyInstance } from 'fastify';

export async function listenOnFreePort(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The test API has no port');
  return `http://127.0.0.1:${address.port}`;
}
