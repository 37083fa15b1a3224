// POST /invitations/accept (a school's host): the invitation link's page sends its token with a
// new account (the registration's rules) or an existing account's username and password; the
// account then holds the invitation's role in this school, and is signed in here.
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { platformMessages } from '@school/shared/messages/platform';
import { invitationAcceptSchema, userSchema } from '@school/shared/schemas';
import { isCommonPassword } from '../auth/commonPasswords';
import { throughHashingGate } from '../auth/gatedHashing';
import type { HashingGate } from '../auth/hashingGate';
import { hashPassword, verifyPassword, type ScryptParams } from '../auth/passwords';
import { ApiError } from '../http/apiError';
import { acceptInvitation, findInvitation } from '../repositories/invitationsRepository';
import { setMembership } from '../repositories/membershipsRepository';
import { findUserByUsername, insertUser } from '../repositories/usersRepository';
import { hashInvitationToken } from '../tenancy/invitations';
import type { SchemaTypeProvider } from '../validation/schemaPlugin';
import type { DatedOptions } from './routeOptions';
import { signInMessages } from '@school/shared/messages/sign-in';

export interface InvitationRoutesOptions extends DatedOptions {
  hashing: ScryptParams;
  hashingGate: HashingGate;
}

const acceptBody = z.extend(invitationAcceptSchema, {
  password: invitationAcceptSchema.shape.password.check(z.refine((password) => !isCommonPassword(password), signInMessages.registration.passwordCommon)),
});

const invalid = () => new ApiError(400, platformMessages.invitationInvalid);

export async function invitationRoutes(fastify: FastifyInstance, { db, now, hashing, hashingGate }: InvitationRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<SchemaTypeProvider>();

  app.post('/invitations/accept', { schema: { body: acceptBody, response: { 201: userSchema } } }, async (request, reply) => {
    const { tenant } = request;
    const { token, password, ...account } = request.body;
    const tokenHash = hashInvitationToken(token);
    const invitation = await findInvitation(db, tokenHash);
    // Another school's invitation is no invitation here: the link names its school's host.
    const usable = tenant.kind === 'school' && invitation && invitation.schoolId === tenant.school.id && invitation.acceptedAt === null && invitation.expiresAt > now();
    if (!usable || tenant.kind !== 'school') throw invalid();

    const existing = await findUserByUsername(db, account.username);
    const gated = <T>(work: () => Promise<T>) => throughHashingGate(hashingGate, request, reply, work);
    // An existing identity joins this school only with its own password.
    if (existing && (!(await gated(() => verifyPassword(password, existing.passwordHash))) || existing.disabled)) throw new ApiError(401, signInMessages.login.failed);
    const passwordHash = existing ? null : await gated(() => hashPassword(password, hashing));

    const user = await db.transaction().execute(async (trx) => {
      if (!(await acceptInvitation(trx, tokenHash, now()))) throw invalid();
      const identity = existing?.user ?? (await insertUser(trx, { ...account, role: 'USER', passwordHash: passwordHash! }, now()));
      await setMembership(trx, identity.id, tenant.school.id, invitation.role);
      return { ...identity, role: invitation.role };
    });
    await reply.startSession(user);
    return reply.status(201).send(user);
  });
}
