// /account (any signed-in user): change one's own password (the current one required; every other
// session ends) and sign out of every other session. Answers in Romanian, as the page /cont.
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { messages } from '@school/shared/messages';
import { otherSessionsEndedSchema, passwordChangeSchema } from '@school/shared/schemas';
import { ROLES } from '@school/shared/types';
import { isCommonPassword } from '../auth/commonPasswords';
import { throughHashingGate } from '../auth/gatedHashing';
import type { HashingGate } from '../auth/hashingGate';
import type { LoginThrottle } from '../auth/loginThrottle';
import { hashPassword, verifyPassword, type ScryptParams } from '../auth/passwords';
import { requireRole } from '../auth/requireRole';
import { ApiError } from '../http/apiError';
import { auditChanges } from '../audit/auditFields';
import { userAudit } from '../audit/entityAudit';
import { recordAudit } from '../repositories/auditLogRepository';
import { findPasswordHash, updateManagedUser } from '../repositories/managedUsersRepository';
import { deleteOtherSessionsOfUser } from '../repositories/sessionsRepository';
import { usernameKey } from '../repositories/usersRepository';
import type { SchemaTypeProvider } from '../validation/schemaPlugin';
import { actorOf } from './auditWrite';
import type { DatabaseOptions } from './routeOptions';
import { accountMessages } from '@school/shared/messages/account';

export interface AccountRoutesOptions extends DatabaseOptions {
  hashing: ScryptParams;
  hashingGate: HashingGate;
  loginThrottle: LoginThrottle;
}

const m = accountMessages;

const passwordChangeBody = passwordChangeSchema.check(
  z.refine((change) => !isCommonPassword(change.newPassword), { error: m.newPasswordCommon, path: ['newPassword'] }),
);

const wrongCurrentPassword = () => new ApiError(400, messages.api.invalidInput, { currentPassword: m.currentPasswordWrong });

export async function accountRoutes(fastify: FastifyInstance, { db, hashing, hashingGate, loginThrottle }: AccountRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<SchemaTypeProvider>();
  const signedIn = { onRequest: requireRole(...ROLES) };

  app.put('/account/password', { ...signedIn, schema: { body: passwordChangeBody } }, async (request, reply) => {
    const session = request.session!;
    const { currentPassword, newPassword } = request.body;
    // A session taken over must not become a way to guess the password: the checks count with sign-in's.
    const attemptKey = { usernameKey: usernameKey(session.user.username), ip: request.ip };
    const reservation = await loginThrottle.reserve(attemptKey);
    if ('retryAfter' in reservation) {
      void reply.header('Retry-After', String(reservation.retryAfter));
      throw new ApiError(429, m.tooManyAttempts);
    }
    const stored = await findPasswordHash(db, session.user.id);
    // A wrong current password is a 400 on its field, never a 401: the client reads 401 as the session's end.
    const newHash = await throughHashingGate(hashingGate, request, reply, async () =>
      stored && (await verifyPassword(currentPassword, stored)) ? hashPassword(newPassword, hashing) : undefined,
    ).catch(async (error: unknown) => {
      // Never checked (too busy, the client left): the reservation is given back.
      await loginThrottle.release(reservation.attempt);
      throw error;
    });
    if (!newHash) throw wrongCurrentPassword();
    await loginThrottle.succeeded(attemptKey, reservation.attempt);
    await db.transaction().execute(async (trx) => {
      // Changed meanwhile (another tab, an ADMIN): the current password checked is no longer it.
      if ((await findPasswordHash(trx, session.user.id)) !== stored) throw wrongCurrentPassword();
      await updateManagedUser(trx, session.user.id, { passwordHash: newHash }, null);
      await deleteOtherSessionsOfUser(trx, session.user.id, session.idHash);
      await recordAudit(trx, {
        actor: actorOf(request),
        action: 'UPDATE',
        itemType: 'user',
        itemId: session.user.id,
        itemLabel: session.user.username,
        changes: auditChanges(userAudit, { password: false }, { password: true }),
      });
    });
    return reply.status(204).send();
  });

  app.post('/account/sign-out-others', { ...signedIn, schema: { response: { 200: otherSessionsEndedSchema } } }, async (request) => {
    const session = request.session!;
    return { ended: await deleteOtherSessionsOfUser(db, session.user.id, session.idHash) };
  });
}
