// Overload: 200 concurrent clients for 10 s — reads, good sign-ins and a password-guessing flood —
// against the API in its own process, started as production starts it (src/main.ts, production
// scrypt cost). Every answer must be a designed one: 200 for the reads; 200, or 429/503 from the
// hashing gate, for the sign-ins; at most 5 checked guesses (401), the rest 429. No other 5xx, no
// connection error, no timeout, and right afterwards the API answers /api/health, and a visitor
// from another address signs in at once.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { basicAuth } from '../testing/apiClient';
import { fetchFrom } from '../testing/fromAddress';
import { repoRoot, type ApiProcess } from './support/apiProcess';
import { withFaultRig } from './support/faultRig';

interface GroupResult {
  total: number;
  errors: number;
  timeouts: number;
  '5xx': number;
  statuses: Record<string, number>;
  latency: { p50: number; p99: number; max: number };
}

const adminPassword = 'overload-admin-password';

const rig = withFaultRig('main', { adminPassword });
let api: ApiProcess;

beforeAll(async () => {
  api = await rig.start();
}, 60_000);

async function load(groups: object[]): Promise<[GroupResult, GroupResult, GroupResult]> {
  const { stdout } = await promisify(execFile)(process.execPath, [join(__dirname, 'support', 'loadClients.mjs'), JSON.stringify(groups)], {
    cwd: repoRoot,
    timeout: 60_000,
  });
  return JSON.parse(stdout);
}

describe('200 concurrent clients for 10 s', () => {
  it('get only the designed answers, and the API keeps answering', async () => {
    // A request unanswered for 30 s would count as a timeout; those in flight when the 10 s end do not.
    const common = { url: api.url, duration: 10, timeout: 30 };
    const [reads, signIns, guesses] = await load([
      {
        ...common,
        connections: 140,
        requests: [
          { method: 'GET', path: '/api/school/teachers' },
          { method: 'GET', path: '/api/school/about-us' },
          { method: 'GET', path: '/api/school/subjects' },
          { method: 'GET', path: '/api/school/classes' },
          { method: 'GET', path: '/api/health' },
        ],
      },
      { ...common, connections: 30, method: 'GET', headers: { authorization: basicAuth('admin', adminPassword) }, requests: [{ path: '/api/user/login' }] },
      { ...common, connections: 30, method: 'GET', headers: { authorization: basicAuth('intruder', 'guess-1234') }, requests: [{ path: '/api/user/login' }] },
    ]);
    if (process.env.FAULT_STATS) console.log(JSON.stringify({ reads, signIns, guesses }));

    expect({ errors: reads.errors, timeouts: reads.timeouts, '5xx': reads['5xx'] }).toEqual({ errors: 0, timeouts: 0, '5xx': 0 });
    for (const result of [signIns, guesses]) expect({ errors: result.errors, timeouts: result.timeouts }).toEqual({ errors: 0, timeouts: 0 });
    expect(reads.total).toBeGreaterThan(0);
    expect(Object.keys(reads.statuses)).toEqual(['200']);
    // Sign-ins: checked (200), or refused at once by the hashing gate (429 for this one address, 503 when full).
    // How many of this address's hashes end within the 10 s depends on the machine (none, in CI
    // runs beside other test workers); that the gate still checks passwords is asserted right after.
    for (const status of Object.keys(signIns.statuses)) expect(['200', '429', '503']).toContain(status);
    // Guesses: at most 5 checked in the 15 minutes, whatever the concurrency; the rest refused.
    for (const status of Object.keys(guesses.statuses)) expect(['401', '429', '503']).toContain(status);
    expect(guesses.statuses['401'] ?? 0).toBeLessThanOrEqual(5);

    const health = await fetch(`${api.url}/api/health`);
    expect(health.status).toBe(200);
    // Another visitor signs in at once, and the guesses stay within their 5 checks.
    const signIn = await fetchFrom('127.0.0.2', `${api.url}/api/user/login`, { headers: { authorization: basicAuth('admin', adminPassword) } });
    expect(signIn.status).toBe(200);
    const guess = await fetch(`${api.url}/api/user/login`, { headers: { authorization: basicAuth('intruder', 'guess-1234') } });
    expect([401, 429]).toContain(guess.status);
    expect((guesses.statuses['401'] ?? 0) + (guess.status === 401 ? 1 : 0)).toBeLessThanOrEqual(5);
    expect(api.child.exitCode).toBeNull();
    expect(api.stderr()).toBe('');
  }, 60_000);
});
