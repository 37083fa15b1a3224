// /user: sign-in with HTTP Basic, sign-out, the current user, registration. Sign-in and
// registration hash a password: each is first admitted by the hashing gate (hashingGate.ts) and
// reserved against the limits per address (loginThrottle.ts, registrationLimit.ts).
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as z from 'zod/mini';
import { messages } from '@school/shared/messages';
import { limits, registrationSchema, userSchema } from '@school/shared/schemas';
import { parseBasicAuthorization } from '../auth/basicAuth';
import { isCommonPassword } from '../auth/commonPasswords';
import { ClientGone, HashingRefused, type HashingGate } from '../auth/hashingGate';
import type { LoginThrottle } from '../auth/loginThrottle';
import { hashPassword, verifyPassword, type ScryptParams } from '../auth/passwords';
import type { RegistrationLimit } from '../auth/registrationLimit';
import { ApiError } from '../http/apiError';
import { clientGoneSignal } from '../http/clientGone';
import { isUniqueViolation } from '../http/databaseErrors';
import { auditChanges } from '../audit/auditFields';
import { userAudit } from '../audit/entityAudit';
import { recordAudit } from '../repositories/auditLogRepository';
import { setMembership } from '../repositories/membershipsRepository';
import { findUserByUsername, insertUser, usernameKey } from '../repositories/usersRepository';
import { userInTenant } from '../tenancy/tenantRole';
import type { SchemaTypeProvider } from '../validation/schemaPlugin';
import type { DatedOptions } from './routeOptions';
import { signInMessages } from '@school/shared/messages/sign-in';

export interface UserRoutesOptions extends DatedOptions {
  hashing: ScryptParams;
  loginThrottle: LoginThrottle;
  registrationLimit: RegistrationLimit;
  hashingGate: HashingGate;
}

/** The registration form's rules, plus a password that is not on the common-passwords list (the API's alone). */
const registrationBody = z.extend(registrationSchema, {
  password: registrationSchema.shape.password.check(z.refine((password) => !isCommonPassword(password), signInMessages.registration.passwordCommon)),
});

const usernameTaken = () =>
  new ApiError(409, signInMessages.registration.failed, { username: signInMessages.registration.failed });

/** 429 or 503 with Retry-After: the request was not worked on, try again then. */
const refuse = (reply: FastifyReply, status: number, retryAfter: number, message: string) =>
  reply.status(status).header('Retry-After', String(retryAfter)).send({ message });

const refuseHashing = (reply: FastifyReply, refused: HashingRefused, tooManyMessage: string) =>
  refuse(reply, refused.status, refused.retryAfterSeconds, refused.status === 429 ? tooManyMessage : messages.api.busy);

export async function userRoutes(
  fastify: FastifyInstance,
  { db, now, hashing, loginThrottle, registrationLimit, hashingGate }: UserRoutesOptions,
): Promise<void> {
  const app = fastify.withTypeProvider<SchemaTypeProvider>();
  const answersUser = { response: { 200: userSchema, 201: userSchema } };
  // Hashing once at start lets unknown usernames cost as much as known ones.
  const decoyHash = await hashPassword('decoy password', hashing);

  app.get('/user/login', { schema: answersUser }, async (request, reply) => {
    const clientGone = clientGoneSignal(reply);
    const credentials = parseBasicAuthorization(request.headers.authorization);
    // Every account's username follows the shared pattern (registration and the admin command
    // check it): another one cannot match, and is not worth a hash or a row.
    const possible = credentials?.password && limits.usernamePattern.test(credentials.username);
    if (!credentials || !possible) throw new ApiError(401, signInMessages.login.failed);

    const ticket = hashingGate.admit(request.ip);
    if (ticket instanceof HashingRefused) return refuseHashing(reply, ticket, signInMessages.login.tooManyAttempts);
    try {
      const attemptKey = { usernameKey: usernameKey(credentials.username), ip: request.ip };
      const reservation = await loginThrottle.reserve(attemptKey);
      if ('retryAfter' in reservation) return refuse(reply, 429, reservation.retryAfter, signInMessages.login.tooManyAttempts);

      const found = await findUserByUsername(db, credentials.username);
      const passwordMatches = await ticket
        .run(() => verifyPassword(credentials.password, found?.passwordHash ?? decoyHash), clientGone)
        .catch(async (error: unknown) => {
          if (error instanceof ClientGone) await loginThrottle.release(reservation.attempt);
          throw error;
        });
      // A disabled account gets the wrong credentials' answer: sign-in tells nobody which accounts exist or are disabled.
      // So does an account that holds no role on this host (another school's, the platform's).
      const user = found && passwordMatches && !found.disabled ? await userInTenant(db, found.user, request.tenant) : undefined;
      if (!user) throw new ApiError(401, signInMessages.login.failed);
      await loginThrottle.succeeded(attemptKey, reservation.attempt);
      await reply.startSession(user);
      return user;
    } catch (error) {
      // Nobody is left to answer.
      if (error instanceof ClientGone) return reply.hijack();
      throw error;
    } finally {
      ticket.release();
    }
  });

  app.post('/user/logout', async (_request, reply) => {
    await reply.endSession();
    return reply.status(204).send();
  });

  app.get('/user/me', { schema: answersUser }, async (request) => {
    if (!request.session) throw new ApiError(401, messages.api.authenticationRequired);
    return request.session.user;
  });

  app.post('/user/registration', { schema: { ...answersUser, body: registrationBody } }, async (request, reply) => {
    const clientGone = clientGoneSignal(reply);
    const input = request.body;

    const ticket = hashingGate.admit(request.ip);
    if (ticket instanceof HashingRefused) return refuseHashing(reply, ticket, signInMessages.registration.tooMany);
    try {
      const reservation = await registrationLimit.reserve(request.ip);
      if ('retryAfter' in reservation) return refuse(reply, 429, reservation.retryAfter, signInMessages.registration.tooMany);
      const passwordHash = await ticket.run(() => hashPassword(input.password, hashing), clientGone).catch(async (error: unknown) => {
        if (error instanceof ClientGone) await registrationLimit.release(reservation.attempt);
        throw error;
      });
      const user = await db.transaction().execute(async (trx) => {
        if (await findUserByUsername(trx, input.username)) throw usernameTaken();
        // Always USER, whatever the body says: only an ADMIN makes an ADMIN.
        const created = await insertUser(trx, { ...input, role: 'USER', passwordHash }, now());
        // On a school's host the account is that school's USER (its identity may later hold roles elsewhere).
        if (request.tenant.kind === 'school') await setMembership(trx, created.id, request.tenant.school.id, 'USER');
        await recordAudit(trx, { actor: created, action: 'CREATE', itemType: 'user', itemId: created.id, itemLabel: created.username, changes: auditChanges(userAudit, undefined, { role: 'USER' }) });
        return created;
      });
      return reply.status(201).send(user);
    } catch (error) {
      if (error instanceof ClientGone) return reply.hijack();
      throw isUniqueViolation(error) ? usernameTaken() : error;
    } finally {
      ticket.release();
    }
  });
}
