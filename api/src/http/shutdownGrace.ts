// Closing the server waits for its connections to end, and Node closes at once only those it counts
// as idle. A keep-alive connection that served a file after a pause was seen left out of that count
// and held open until its 72 s keep-alive timeout, holding up a deploy's SIGTERM as long. After the
// grace every connection still open is closed; a request still in flight by then is cut.
import type { FastifyInstance } from 'fastify';

export function closeConnectionsAfterGrace(app: FastifyInstance, graceMs: number): void {
  app.addHook('preClose', async () => {
    setTimeout(() => app.server.closeAllConnections(), graceMs).unref();
  });
}
