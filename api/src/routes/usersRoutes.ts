// /users (ADMIN): the paged list of users and a partial change of one (role, disabled, a new
// password). The last enabled ADMIN stays one: the check counts after the change, in its
// transaction, under a lock on PostgreSQL (SQLite's write lock serialises it already).
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { managedUserSchema, registrationSchema, userListQuerySchema, userPageSchema, userUpdateSchema } from '@school/shared/schemas';
import { isCommonPassword } from '../auth/commonPasswords';
import { throughHashingGate } from '../auth/gatedHashing';
import type { HashingGate } from '../auth/hashingGate';
import { hashPassword, type ScryptParams } from '../auth/passwords';
import { requireRole } from '../auth/requireRole';
import { lockUntilCommit } from '../db/transactionLock';
import { ApiError } from '../http/apiError';
import { auditChanges } from '../audit/auditFields';
import { userAudit } from '../audit/entityAudit';
import { recordAudit } from '../repositories/auditLogRepository';
import { countEnabledAdmins, findManagedUser, isSharedAccount, listManagedUsers, updateManagedUser } from '../repositories/managedUsersRepository';
import { deleteOtherSessionsOfUser } from '../repositories/sessionsRepository';
import { schoolIdOf } from '../tenancy/tenant';
import { idParams } from '../validation/pathParams';
import type { SchemaTypeProvider } from '../validation/schemaPlugin';
import { actorOf } from './auditWrite';
import type { DatabaseOptions } from './routeOptions';
import { usersMessages } from '@school/shared/messages/account';
import { signInMessages } from '@school/shared/messages/sign-in';

export interface UsersRoutesOptions extends DatabaseOptions {
  hashing: ScryptParams;
  hashingGate: HashingGate;
}

/** The registration's password rules, plus the common-passwords list (the API's alone). */
const updateBody = z.extend(userUpdateSchema, {
  password: z.optional(registrationSchema.shape.password.check(z.refine((password) => !isCommonPassword(password), signInMessages.registration.passwordCommon))),
});

export async function usersRoutes(fastify: FastifyInstance, { db, hashing, hashingGate }: UsersRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<SchemaTypeProvider>();
  const adminOnly = { onRequest: requireRole('ADMIN') };

  app.get('/users', { ...adminOnly, schema: { querystring: userListQuerySchema, response: { 200: userPageSchema } } }, async (request) =>
    listManagedUsers(db, request.query, schoolIdOf(request)),
  );

  app.put(
    '/users/:id',
    { ...adminOnly, schema: { params: idParams, body: updateBody, response: { 200: managedUserSchema } } },
    async (request, reply) => {
      const { id } = request.params;
      const { role, disabled, password } = request.body;
      if (role === undefined && disabled === undefined && password === undefined) throw new ApiError(400, usersMessages.nothingToChange);
      const school = schoolIdOf(request);
      if (!(await findManagedUser(db, id, school))) throw new ApiError(404, usersMessages.notFound);
      // An account other schools use too is theirs as much as this one's: only its role here is this school's to change.
      if (school !== null && (disabled !== undefined || password !== undefined) && (await isSharedAccount(db, id, school))) throw new ApiError(409, usersMessages.sharedAccount);
      const passwordHash = password === undefined ? undefined : await throughHashingGate(hashingGate, request, reply, () => hashPassword(password, hashing));

      return db.transaction().execute(async (trx) => {
        await lockUntilCommit(trx, 'users.admins');
        const before = await findManagedUser(trx, id, school);
        const after = before && (await updateManagedUser(trx, id, { role, disabled, passwordHash }, school));
        if (!before || !after) throw new ApiError(404, usersMessages.notFound);
        if (before.role === 'ADMIN' && !before.disabled && (await countEnabledAdmins(trx, school)) === 0) throw new ApiError(409, usersMessages.lastAdmin);
        // Disabled: every session ends. A new password: every other one (an ADMIN setting their own keeps this one).
        if (after.disabled) await deleteOtherSessionsOfUser(trx, id, undefined);
        else if (passwordHash !== undefined) await deleteOtherSessionsOfUser(trx, id, request.session?.user.id === id ? request.session.idHash : undefined);
        const changes = auditChanges(userAudit, { ...before, password: false }, { ...after, password: passwordHash !== undefined });
        if (changes.length > 0) {
          await recordAudit(trx, { actor: actorOf(request), action: 'UPDATE', itemType: 'user', itemId: id, itemLabel: after.username, changes });
        }
        return after;
      });
    },
  );
}
