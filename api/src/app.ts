// Assembles the API: JSON only, error shape, cookies, compressed answers, sessions, XSRF, then the routes under /api.
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import apiProxy from '@school/shared/http/apiProxy.json';
import type { Kysely } from 'kysely';
import { createHashingGate, type HashingGate } from './auth/hashingGate';
import { createLoginThrottle } from './auth/loginThrottle';
import { createMessageLimit } from './auth/messageLimit';
import { createRegistrationLimit } from './auth/registrationLimit';
import sessionPlugin from './auth/sessionPlugin';
import xsrfPlugin from './auth/xsrfPlugin';
import type { Config } from './config';
import type { Database } from './db/schema';
import { compressionOptions } from './http/compression';
import errorHandler, { clientErrorHandler, frameworkErrors } from './http/errorHandler';
import { closeConnectionsAfterGrace } from './http/shutdownGrace';
import { acceptOnlyJson } from './http/jsonBodyParser';
import noStorePlugin from './http/noStorePlugin';
import revalidatePlugin from './http/revalidatePlugin';
import { decorateMedia, mediaPlugin } from './media/mediaPlugin';
import { aboutUsRoutes } from './routes/aboutUsRoutes';
import { accountRoutes } from './routes/accountRoutes';
import { auditLogRoutes } from './routes/auditLogRoutes';
import { classesRoutes } from './routes/classesRoutes';
import { healthRoutes } from './routes/healthRoutes';
import { contentKindList } from './content/kinds';
import { contentRoutes } from './routes/contentRoutes';
import { eventsPublicRoutes } from './routes/eventsPublicRoutes';
import { newsFeedRoutes } from './routes/newsFeedRoutes';
import { pageArchiveRoutes } from './routes/pageArchiveRoutes';
import { searchRoutes } from './routes/searchRoutes';
import { contentHealthRoutes } from './routes/contentHealthRoutes';
import { schoolYearRoutes } from './routes/schoolYearRoutes';
import { schoolYearsRoutes } from './routes/schoolYearsRoutes';
import { trashRoutes } from './routes/trashRoutes';
import { messagesRoutes } from './routes/messagesRoutes';
import { subjectsRoutes } from './routes/subjectsRoutes';
import { teachersRoutes } from './routes/teachersRoutes';
import { userRoutes } from './routes/userRoutes';
import { usersRoutes } from './routes/usersRoutes';
import { invitationRoutes } from './routes/invitationRoutes';
import { platformRoutes } from './routes/platformRoutes';
import { siteRoutes } from './routes/siteRoutes';
import renderCheckPlugin from './tenancy/renderCheckPlugin';
import tenancyPlugin from './tenancy/tenancyPlugin';
import tenantAccessPlugin from './tenancy/tenantAccessPlugin';
import schemaPlugin from './validation/schemaPlugin';

export interface AppOptions {
  db: Kysely<Database>;
  config: Config;
  /** The clock sessions and the login throttle read; tests move it forward. */
  now?: () => number;
  logger?: FastifyServerOptions['logger'];
  /** The gate every password hash goes through; tests give one with their own limits, and watch it. */
  hashingGate?: HashingGate;
}

/** The proxies in front of the API refuse larger bodies themselves, with the same answer. */
export const bodyLimitBytes = apiProxy.bodyLimitBytes;

/** Credentials never reach the log. */
export const loggerOptions = (level: string): FastifyServerOptions['logger'] => ({
  level,
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'res.headers["set-cookie"]',
      'password',
      '*.password',
      '*.*.password',
    ],
    censor: '[redacted]',
  },
});

export async function buildApp({ db, config, now = Date.now, logger, hashingGate: passwordHashingGate = createHashingGate() }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel),
    bodyLimit: bodyLimitBytes,
    // request.ip is the visitor's address from X-Forwarded-For when the hop is a trusted proxy
    // (the host's /api proxy, nginx); X-Forwarded-For from anyone else is ignored.
    trustProxy: config.trustProxy,
    frameworkErrors,
    clientErrorHandler,
  });
  acceptOnlyJson(app);
  closeConnectionsAfterGrace(app, config.shutdownGraceMs);
  decorateMedia(app, db, config.media, now);
  await app.register(errorHandler);
  await app.register(fastifyCookie);
  await app.register(fastifyCompress, compressionOptions);
  await app.register(schemaPlugin);
  // passwordHashingGate: one gate for every password hash (sign-in, registration, a password set or changed).
  // Sign-in and a password change count their password checks together.
  const loginThrottle = createLoginThrottle(db, now);

  // The process's health is no school's and no session's: outside the tenancy and the sessions, it
  // answers on any host, even with the database down, and never touches a visitor's cookie.
  await app.register(healthRoutes, { db, prefix: '/api' });
  await app.register(
    async (api) => {
      await api.register(tenancyPlugin, { db, platformHost: config.platformHost });
      await api.register(sessionPlugin, { db, now, cookieSecure: config.cookieSecure });
      await api.register(tenantAccessPlugin);
      await api.register(xsrfPlugin, { secret: config.sessionSecret, cookieSecure: config.cookieSecure });
      await api.register(async (site) => {
        // Revalidated like every public read: a snapshot drawn from it records its ETag.
        await site.register(revalidatePlugin);
        await site.register(siteRoutes);
      });
      await api.register(async (user) => {
        await user.register(noStorePlugin);
        await user.register(userRoutes, {
          db,
          now,
          hashing: config.passwordHashing,
          loginThrottle,
          registrationLimit: createRegistrationLimit(db, now, config.registrationsPerHour),
          hashingGate: passwordHashingGate,
        });
        await user.register(usersRoutes, { db, hashing: config.passwordHashing, hashingGate: passwordHashingGate });
        await user.register(accountRoutes, { db, hashing: config.passwordHashing, hashingGate: passwordHashingGate, loginThrottle });
        await user.register(auditLogRoutes, { db });
        await user.register(invitationRoutes, { db, now, hashing: config.passwordHashing, hashingGate: passwordHashingGate });
        await user.register(platformRoutes, { db, now, publicSiteUrl: config.publicSiteUrl });
      });
      // Visitors' messages hold personal data: never kept by a cache.
      await api.register(async (visitorMessages) => {
        await visitorMessages.register(noStorePlugin);
        await visitorMessages.register(messagesRoutes, { db, now, messageLimit: createMessageLimit(db, now) });
      });
      const renderCheck = { db, platformHost: config.platformHost };
      await api.register(async (school) => {
        await school.register(revalidatePlugin);
        await school.register(renderCheckPlugin, renderCheck);
        await school.register(aboutUsRoutes, { db });
        await school.register(subjectsRoutes, { db });
        await school.register(teachersRoutes, { db });
        await school.register(classesRoutes, { db });
      });
      await api.register(async (media) => {
        await media.register(renderCheckPlugin, renderCheck);
        await media.register(mediaPlugin, { db, now });
      });
      await api.register(async (content) => {
        await content.register(revalidatePlugin);
        await content.register(renderCheckPlugin, renderCheck);
        await content.register(newsFeedRoutes, { db, now, publicSiteUrl: config.publicSiteUrl });
        for (const kind of contentKindList) await content.register(contentRoutes, { db, now, kind });
        await content.register(pageArchiveRoutes, { db, now });
        await content.register(eventsPublicRoutes, { db, now, publicSiteUrl: config.publicSiteUrl });
        await content.register(trashRoutes, { db, now });
        await content.register(contentHealthRoutes, { db, now });
        await content.register(schoolYearRoutes, { db, now });
        await content.register(schoolYearsRoutes, { db });
        await content.register(searchRoutes, { db, now });
      });
    },
    { prefix: '/api' },
  );
  return app;
}
