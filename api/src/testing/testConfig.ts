// Configuration for tests: cheap password hashing (production parameters are proven separately).
import type { ScryptParams } from '../auth/passwords';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Config } from '../config';
import { loadMediaConfig } from '../media/mediaConfig';

export const testHashing: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };

export function testConfig(databaseUrl: string, overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl,
    adminPassword: undefined,
    sessionSecret: 'test-session-secret',
    nodeEnv: 'test',
    cookieSecure: false,
    logLevel: 'silent',
    trustProxy: ['loopback'],
    // Tests close the API once their requests are answered: nothing in flight to wait for.
    shutdownGraceMs: 200,
    registrationsPerHour: 10,
    publicSiteUrl: 'http://localhost:3000',
    platformHost: null,
    passwordHashing: testHashing,
    // Each API under test stores its media in a directory of its own.
    media: loadMediaConfig({ MEDIA_DIR: mkdtempSync(join(tmpdir(), 'school-media-')) }),
    ...overrides,
  };
}
