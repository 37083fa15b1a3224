import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, readOrCreateSessionSecret } from './config';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({ SESSION_SECRET: 's' });
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      databaseUrl: 'sqlite:./data/school.db',
      adminPassword: undefined,
      sessionSecret: 's',
      nodeEnv: 'development',
      cookieSecure: false,
      logLevel: 'info',
      trustProxy: ['loopback'],
      registrationsPerHour: 10,
      publicSiteUrl: 'http://localhost:3000',
    });
  });

  it('reads the site\'s public address from PUBLIC_SITE_URL, an origin and nothing more', () => {
    expect(loadConfig({ SESSION_SECRET: 's', PUBLIC_SITE_URL: 'https://Scoala.example/' }).publicSiteUrl).toBe('https://scoala.example');
    for (const wrong of ['scoala.example', 'ftp://scoala.example', 'https://scoala.example/site', 'https://scoala.example/?x=1']) {
      expect(() => loadConfig({ SESSION_SECRET: 's', PUBLIC_SITE_URL: wrong })).toThrow(/PUBLIC_SITE_URL/);
    }
  });

  it('reads how many accounts one address may register in an hour from REGISTRATIONS_PER_HOUR', () => {
    expect(loadConfig({ SESSION_SECRET: 's', REGISTRATIONS_PER_HOUR: '100' }).registrationsPerHour).toBe(100);
    expect(() => loadConfig({ SESSION_SECRET: 's', REGISTRATIONS_PER_HOUR: '0' })).toThrow(/REGISTRATIONS_PER_HOUR/);
  });

  it('reads the trusted proxies from TRUST_PROXY, or trusts none', () => {
    expect(loadConfig({ SESSION_SECRET: 's', TRUST_PROXY: 'uniquelocal, 192.0.2.0/24,10.1.2.3' }).trustProxy).toEqual([
      'uniquelocal',
      '192.0.2.0/24',
      '10.1.2.3',
    ]);
    expect(loadConfig({ SESSION_SECRET: 's', TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    // Trusting every hop would let any client choose the address the login throttle counts.
    expect(() => loadConfig({ SESSION_SECRET: 's', TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ SESSION_SECRET: 's', TRUST_PROXY: '2' })).toThrow(/TRUST_PROXY/);
  });

  it('reads every variable, and makes cookies Secure in production unless told otherwise', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://db/school',
      ADMIN_PASSWORD: 'pw',
      SESSION_SECRET: 's',
      NODE_ENV: 'production',
    });
    expect(config).toMatchObject({ port: 8080, host: '0.0.0.0', databaseUrl: 'postgres://db/school', adminPassword: 'pw', cookieSecure: true });
    expect(loadConfig({ SESSION_SECRET: 's', NODE_ENV: 'production', COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
    expect(() => loadConfig({ SESSION_SECRET: 's', PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('generates the session secret once, readable only by its owner', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'school-secret-')), 'data', 'session-secret');
    const secret = readOrCreateSessionSecret(file);
    expect(secret.length).toBeGreaterThanOrEqual(43);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readOrCreateSessionSecret(file)).toBe(secret);
    expect(readFileSync(file, 'utf8').trim()).toBe(secret);
  });
});
