// /account (any signed-in user): change one's own password (the current one required; every other
// session ends) and sign out of every other session. Answers in Romanian, as the page /cont.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import * as z from 'zod/mini';
import { messages } from '@school/shared/messages';
import { otherSessionsEndedSchema, passwordChangeSchema } from '@school/shared/schemas';
import { ROLES } from '@school/shared/types';
import { isCommonPassword } from '../auth/commonPasswords';
import { throughHashingGate } from '../auth/gatedHashing';
import type { HashingGate } from '../auth/hashingGate';
import { hashPassword, verifyPassword, type ScryptParams } from '../auth/passwords';
import { requireRole } from '../auth/requireRole';
import type { Database } from '../db/schema';
import { ApiError } from '../http/apiError';
import { recordAudit } from '../repositories/auditLogRepository';
import { findPasswordHash, updateManagedUser } from '../repositories/managedUsersRepository';
import { deleteOtherSessionsOfUser } from '../repositories/sessionsRepository';
import type { SchemaTypeProvider } from '../validation/schemaPlugin';
import { actorOf } from './auditWrite';

export interface AccountRoutesOptions {
  db: Kysely<Database>;
  hashing: ScryptParams;
  hashingGate: HashingGate;
}

const m = messages.account;

const passwordChangeBody = passwordChangeSchema.check(
  z.refine((change) => !isCommonPassword(change.newPassword), { error: m.newPasswordCommon, path: ['newPassword'] }),
);

const wrongCurrentPassword = () => new ApiError(400, messages.api.invalidInput, { currentPassword: m.currentPasswordWrong });

export async function accountRoutes(fastify: FastifyInstance, { db, hashing, hashingGate }: AccountRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<SchemaTypeProvider>();
  const signedIn = { onRequest: requireRole(...ROLES) };

  app.put('/account/password', { ...signedIn, schema: { body: passwordChangeBody } }, async (request, reply) => {
    const session = request.session!;
    const { currentPassword, newPassword } = request.body;
    const stored = await findPasswordHash(db, session.user.id);
    // A wrong current password is a 400 on its field, never a 401: the client reads 401 as the session's end.
    const newHash = await throughHashingGate(hashingGate, request, reply, async () =>
      stored && (await verifyPassword(currentPassword, stored)) ? hashPassword(newPassword, hashing) : undefined,
    );
    if (!newHash) throw wrongCurrentPassword();
    await db.transaction().execute(async (trx) => {
      // Changed meanwhile (another tab, an ADMIN): the current password checked is no longer it.
      if ((await findPasswordHash(trx, session.user.id)) !== stored) throw wrongCurrentPassword();
      await updateManagedUser(trx, session.user.id, { passwordHash: newHash });
      await deleteOtherSessionsOfUser(trx, session.user.id, session.idHash);
      await recordAudit(trx, {
        actor: actorOf(request),
        action: 'UPDATE',
        itemType: 'user',
        itemId: session.user.id,
        itemLabel: session.user.username,
        changes: { password: ['***', '***'] },
      });
    });
    return reply.status(204).send();
  });

  app.post('/account/sign-out-others', { ...signedIn, schema: { response: { 200: otherSessionsEndedSchema } } }, async (request) => {
    const session = request.session!;
    return { ended: await deleteOtherSessionsOfUser(db, session.user.id, session.idHash) };
  });
}
