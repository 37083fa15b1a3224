// Configuration comes only from environment variables; every one has a documented default.
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname } from 'node:path';
import { productionScryptParams, type ScryptParams } from './auth/passwords';
import { domainPattern } from '@school/shared/schemas';
import { loadMediaConfig, type MediaConfig } from './media/mediaConfig';
import { hostNameOf } from './tenancy/hostName';

export interface Config {
  /** PORT, default 4000. */
  port: number;
  /** HOST, default 127.0.0.1. */
  host: string;
  /** DATABASE_URL, default `sqlite:./data/school.db` (relative to the working directory). */
  databaseUrl: string;
  /** ADMIN_PASSWORD: password of the first ADMIN; when unset a random one is printed once. */
  adminPassword: string | undefined;
  /** SESSION_SECRET: signs XSRF tokens; when unset generated once into ./data/session-secret. */
  sessionSecret: string;
  /** NODE_ENV, default development. */
  nodeEnv: string;
  /** COOKIE_SECURE, default true when NODE_ENV=production: Secure cookies, session cookie `__Host-sid`. */
  cookieSecure: boolean;
  /** LOG_LEVEL, default info. */
  logLevel: string;
  /**
   * TRUST_PROXY, default `loopback`: the proxies whose X-Forwarded-For is believed, so that
   * request.ip (the login throttle's address) is the visitor's and not the proxy's. proxy-addr
   * names (loopback, linklocal, uniquelocal) or IPs/CIDRs, comma-separated; `false` trusts none.
   */
  trustProxy: string[] | false;
  /** SHUTDOWN_GRACE_MS, default 10000: how long a shutdown lets requests in flight finish. */
  shutdownGraceMs: number;
  /**
   * REGISTRATIONS_PER_HOUR, default 10: accounts one address may register in an hour. Only the
   * end-to-end run raises it: every account its tests make comes from 127.0.0.1.
   */
  registrationsPerHour: number;
  /**
   * PUBLIC_SITE_URL, default http://localhost:3000 (`npm start`'s address): the site's public
   * origin, for the absolute links the API writes (the RSS feed). Never taken from a request's
   * Host: any client may name any host there.
   */
  publicSiteUrl: string;
  /**
   * PLATFORM_HOST, default none: the platform's own host name (e.g. platforma.isj.example.ro),
   * where the county's PLATFORM_ADMIN signs in and runs the console. Without it, and without
   * schools, the install is one school on any host.
   */
  platformHost: string | null;
  /** Password hashing cost; always the production parameters outside tests. */
  passwordHashing: ScryptParams;
  /** Uploads: storage (filesystem or S3), size and pixel limits, processing concurrency (media/mediaConfig.ts). */
  media: MediaConfig;
}

export const defaultDatabaseUrl = 'sqlite:./data/school.db';
export const sessionSecretFile = './data/session-secret';

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = env.NODE_ENV || 'development';
  return {
    port: parsePort(env.PORT),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || defaultDatabaseUrl,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    sessionSecret: env.SESSION_SECRET || readOrCreateSessionSecret(sessionSecretFile),
    nodeEnv,
    cookieSecure: env.COOKIE_SECURE ? env.COOKIE_SECURE === 'true' : nodeEnv === 'production',
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    shutdownGraceMs: parseGrace(env.SHUTDOWN_GRACE_MS),
    registrationsPerHour: parseRegistrationsPerHour(env.REGISTRATIONS_PER_HOUR),
    publicSiteUrl: parsePublicSiteUrl(env.PUBLIC_SITE_URL),
    platformHost: parsePlatformHost(env.PLATFORM_HOST),
    passwordHashing: productionScryptParams,
    media: loadMediaConfig(env),
  };
}

function parseGrace(value: string | undefined): number {
  const ms = Number(value || 10_000);
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`SHUTDOWN_GRACE_MS must be a whole number of milliseconds, not "${value}"`);
  return ms;
}

function parseRegistrationsPerHour(value: string | undefined): number {
  const count = Number(value || 10);
  if (!Number.isInteger(count) || count < 1) throw new Error(`REGISTRATIONS_PER_HOUR must be a whole number of at least 1, not "${value}"`);
  return count;
}

/** The origin of an http(s) address with no path, e.g. https://scoala.example. */
function parsePublicSiteUrl(value: string | undefined): string {
  if (!value) return 'http://localhost:3000';
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username) {
    throw new Error(`PUBLIC_SITE_URL must be the site's address, e.g. https://scoala.example, not "${value}"`);
  }
  return url.origin;
}

function parsePlatformHost(value: string | undefined): string | null {
  if (!value) return null;
  const host = hostNameOf(value);
  if (!host || !domainPattern.test(host)) throw new Error(`PLATFORM_HOST must be a host name, e.g. platforma.isj.example.ro, not "${value}"`);
  return host;
}

function parsePort(value: string | undefined): number {
  if (!value) return 4000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0-65535, got "${value}"`);
  return port;
}

export const defaultTrustProxy = ['loopback'];

function parseTrustProxy(value: string | undefined): string[] | false {
  if (value === undefined || value.trim() === '') return defaultTrustProxy;
  if (value.trim() === 'false') return false;
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Trusting every hop would let any client name its own address in X-Forwarded-For.
  if (entries.some((entry) => entry === 'true' || entry === '*' || /^\d+$/.test(entry))) {
    throw new Error(`TRUST_PROXY must name proxies (loopback, uniquelocal, IPs or CIDRs) or be false, got "${value}"`);
  }
  return entries;
}

/** Kept on disk so sessions' XSRF tokens survive a restart; readable only by the owner. */
export function readOrCreateSessionSecret(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
