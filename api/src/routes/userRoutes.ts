// /user: sign-in with HTTP Basic, sign-out, the current user, registration.
import type { FastifyInstance } from 'fastify';
import { messages } from '@school/shared/validation';
import type { Kysely } from 'kysely';
import { parseBasicAuthorization } from '../auth/basicAuth';
import type { LoginThrottle } from '../auth/loginThrottle';
import { hashPassword, verifyPassword, type ScryptParams } from '../auth/passwords';
import type { Database } from '../db/schema';
import { ApiError } from '../http/apiError';
import { isUniqueViolation } from '../http/databaseErrors';
import { findUserByUsername, insertUser, usernameKey } from '../repositories/usersRepository';
import { readRegistrationInput } from '../validation/registrationInput';

export interface UserRoutesOptions {
  db: Kysely<Database>;
  now: () => number;
  hashing: ScryptParams;
  loginThrottle: LoginThrottle;
}

const usernameTaken = () =>
  new ApiError(409, messages.registration.failed, { username: messages.registration.failed });

export async function userRoutes(app: FastifyInstance, { db, now, hashing, loginThrottle }: UserRoutesOptions): Promise<void> {
  // Hashing once at start lets unknown usernames cost as much as known ones.
  const decoyHash = await hashPassword('decoy password', hashing);

  app.get('/user/login', async (request, reply) => {
    const credentials = parseBasicAuthorization(request.headers.authorization);
    if (!credentials?.username || !credentials.password) throw new ApiError(401, messages.login.failed);

    const attemptKey = { usernameKey: usernameKey(credentials.username), ip: request.ip };
    const retryAfter = await loginThrottle.retryAfter(attemptKey);
    if (retryAfter !== null) {
      return reply.status(429).header('Retry-After', String(retryAfter)).send({ message: messages.login.tooManyAttempts });
    }

    const found = await findUserByUsername(db, credentials.username);
    const passwordMatches = await verifyPassword(credentials.password, found?.passwordHash ?? decoyHash);
    if (!found || !passwordMatches) {
      await loginThrottle.recordFailure(attemptKey);
      throw new ApiError(401, messages.login.failed);
    }
    await loginThrottle.reset(attemptKey);
    await reply.startSession(found.user);
    return found.user;
  });

  app.post('/user/logout', async (_request, reply) => {
    await reply.endSession();
    return reply.status(204).send();
  });

  app.get('/user/me', async (request) => {
    if (!request.session) throw new ApiError(401, messages.api.authenticationRequired);
    return request.session.user;
  });

  app.post('/user/registration', async (request, reply) => {
    const input = readRegistrationInput(request.body);
    const passwordHash = await hashPassword(input.password, hashing);
    try {
      const user = await db.transaction().execute(async (trx) => {
        if (await findUserByUsername(trx, input.username)) throw usernameTaken();
        // Always USER, whatever the body says: only an ADMIN makes an ADMIN.
        return insertUser(trx, { ...input, role: 'USER', passwordHash }, now());
      });
      return reply.status(201).send(user);
    } catch (error) {
      throw isUniqueViolation(error) ? usernameTaken() : error;
    }
  });
}
