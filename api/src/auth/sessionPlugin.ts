// Loads the session named by the cookie into request.session; reply.startSession / endSession
// open and close one. Expired sessions are deleted when met.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { User } from '@school/shared/types';
import type { Db } from '../db/database';
import {
  deleteExpiredSessions,
  deleteSession,
  findSession,
  insertSession,
  touchSession,
} from '../repositories/sessionsRepository';
import { hashSessionId, isSessionExpired, newSessionId, sessionCookieName, sessionTimeouts } from './sessions';

export interface CurrentSession {
  idHash: string;
  user: User;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: CurrentSession | null;
  }
  interface FastifyReply {
    startSession(user: User): Promise<void>;
    endSession(): Promise<void>;
  }
}

export interface SessionPluginOptions {
  db: Db;
  now: () => number;
  cookieSecure: boolean;
}

async function sessionPlugin(app: FastifyInstance, { db, now, cookieSecure }: SessionPluginOptions): Promise<void> {
  const cookieName = sessionCookieName(cookieSecure);
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure: cookieSecure } as const;

  app.decorateRequest('session', null);

  // The tenant (tenancyPlugin) is decided first: a session counts only on its own tenant's hosts.
  app.addHook('onRequest', async (request, reply) => {
    const id = request.cookies[cookieName];
    if (!id) return;
    const stored = await findSession(db, hashSessionId(id), request.tenant);
    const time = now();
    if (!stored || isSessionExpired(stored, time)) {
      if (stored) await deleteSession(db, stored.idHash);
      reply.clearCookie(cookieName, cookieOptions);
      return;
    }
    // At most one write a minute per session (sessionTimeouts.touchIntervalMs).
    if (time - stored.lastSeenAt >= sessionTimeouts.touchIntervalMs) await touchSession(db, stored.idHash, time);
    request.session = { idHash: stored.idHash, user: stored.user };
  });

  app.decorateReply('startSession', async function (this: FastifyReply, user: User) {
    const time = now();
    // A new id at every login: a session id planted before sign-in is worth nothing after it.
    if (this.request.session) await deleteSession(db, this.request.session.idHash);
    await deleteExpiredSessions(db, time - sessionTimeouts.idleMs, time - sessionTimeouts.absoluteMs);
    const id = newSessionId();
    const idHash = hashSessionId(id);
    await insertSession(db, idHash, user.id, time, this.request.tenant);
    this.setCookie(cookieName, id, cookieOptions);
    this.request.session = { idHash, user };
  });

  app.decorateReply('endSession', async function (this: FastifyReply) {
    if (this.request.session) await deleteSession(db, this.request.session.idHash);
    this.request.session = null;
    this.clearCookie(cookieName, cookieOptions);
  });
}

export default fp(sessionPlugin, { name: 'session', dependencies: ['@fastify/cookie', 'tenancy'] });
