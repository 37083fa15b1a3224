// A signal that aborts when the client goes away before its answer is sent, so work queued for it
// (a password hash waiting for its turn) can be dropped.
import type { FastifyReply } from 'fastify';

export function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
