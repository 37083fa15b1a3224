// Password work outside sign-in and registration (an ADMIN setting a password, a user changing
// theirs) waits at the same hashing gate, so it cannot crowd out sign-ins.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@school/shared/messages';
import { ApiError } from '../http/apiError';
import { clientGoneSignal } from '../http/clientGone';
import { HashingRefused, type HashingGate } from './hashingGate';
import { signInMessages } from '@school/shared/messages/sign-in';

/** Runs `work` when the gate admits it; 429 or 503 with Retry-After when it does not. */
export async function throughHashingGate<T>(gate: HashingGate, request: FastifyRequest, reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  const ticket = gate.admit(request.ip);
  if (ticket instanceof HashingRefused) {
    void reply.header('Retry-After', String(ticket.retryAfterSeconds));
    throw new ApiError(ticket.status, ticket.status === 429 ? signInMessages.login.tooManyAttempts : messages.api.busy);
  }
  try {
    return await ticket.run(work, clientGoneSignal(reply));
  } finally {
    ticket.release();
  }
}
