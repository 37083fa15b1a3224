// Crash safety: a burst of admin writes, SIGKILL in the middle of it, a restart on the same SQLite
// file. The file must pass PRAGMA integrity_check and hold every write that was answered 2xx
// (synchronous=FULL: an answer means the commit reached the disk). The second burst goes through
// the host's /api proxy of `npm start`, whose answers while the API is dead must all be 502
// {"message"}: never a 500, never a dropped connection.
import { join } from 'node:path';
import { loadSqliteDriver } from '../db/sqliteDriver.cjs';
import { ApiClient, json } from '../testing/apiClient';
import { messages } from '@school/shared/messages';
import { withFaultRig } from './support/faultRig';
import { startHostProxy, type HostProxy } from './support/hostProxy';

const SqliteDatabase = loadSqliteDriver();

const adminPassword = 'crash-test-admin-password';

interface Acknowledged {
  kind: 'subject' | 'teacher';
  id: number;
  name: string;
}

const rig = withFaultRig('main', { adminPassword });
let proxy: HostProxy | undefined;

afterAll(() => proxy?.close());

/**
 * Writers loop until the process dies; each 2xx answer is recorded as a write that must survive,
 * and what each writer got once the API was being killed (an answer, or a connection error).
 */
async function burst(client: ApiClient, round: number, killAfter: number, kill: () => Promise<void>) {
  const acknowledged: Acknowledged[] = [];
  const afterKill: string[] = [];
  let failures = 0;
  let killing: Promise<void> | undefined;
  const writer = async (worker: number) => {
    for (let n = 0; failures === 0 || !killing; n += 1) {
      const name = `Crash ${round}-${worker}-${n}`;
      try {
        if (n % 3 === 2) {
          const response = await client.post('/api/school/teachers', {
            firstName: name,
            lastName: 'Burst',
            gender: 'FEMALE',
            position: 'TEACHER',
            subject: null,
          });
          if (response.status === 201) acknowledged.push({ kind: 'teacher', id: (await json(response)).id, name });
          else throw new Refused(response.status, await response.text());
        } else {
          const response = await client.post('/api/school/subjects', { name });
          if (response.status === 201) acknowledged.push({ kind: 'subject', id: (await json(response)).id, name });
          else throw new Refused(response.status, await response.text());
        }
      } catch (error) {
        if (!killing) throw error;
        afterKill.push(error instanceof Refused ? `${error.status} ${error.body}` : 'no answer');
        failures += 1;
        return;
      }
      if (acknowledged.length >= killAfter && !killing) killing = kill();
    }
  };
  await Promise.all(Array.from({ length: 8 }, (_, worker) => writer(worker)));
  await killing;
  return { acknowledged, afterKill };
}

class Refused extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`write answered ${status}: ${body}`);
  }
}

function checkFile(file: string, acknowledged: Acknowledged[]): void {
  const db = new SqliteDatabase(file);
  try {
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(db.pragma('foreign_key_check')).toEqual([]);
    const subject = db.prepare('select name from subjects where id = ?').pluck();
    const teacher = db.prepare('select first_name from teachers where id = ?').pluck();
    const missing = acknowledged.filter(({ kind, id, name }) => (kind === 'subject' ? subject : teacher).get(id) !== name);
    expect(missing).toEqual([]);
  } finally {
    db.close();
  }
}

describe('the API killed with SIGKILL in the middle of a burst of writes', () => {
  it('restarts on the same file with an intact database holding every answered write', async () => {
    const file = join(rig.dir, 'school.db');
    const everything: Acknowledged[] = [];
    for (const [round, killAfter, throughProxy] of [
      [1, 40, false],
      [2, 120, true],
    ] as const) {
      const api = await rig.start();
      proxy = throughProxy ? await startHostProxy(api.url) : undefined;
      const client = await rig.signIn(proxy?.url ?? api.url);
      const { acknowledged, afterKill } = await burst(client, round, killAfter, () => api.kill());
      expect(api.child.signalCode).toBe('SIGKILL');
      expect(acknowledged.length).toBeGreaterThanOrEqual(killAfter);
      if (throughProxy) expect(new Set(afterKill)).toEqual(new Set([`502 ${JSON.stringify({ message: messages.api.apiUnavailable })}`]));
      await proxy?.close();
      proxy = undefined;
      everything.push(...acknowledged);
      checkFile(file, everything);
    }

    // The restarted API serves every answered write, and the session opened before the crash.
    const api = await rig.start();
    const subjects: { id: number; name: string }[] = await json(await fetch(`${api.url}/api/school/subjects`));
    const byId = new Map(subjects.map((s) => [s.id, s.name]));
    for (const write of everything.filter((w) => w.kind === 'subject')) expect(byId.get(write.id)).toBe(write.name);
    const teachers: { id: number; firstName: string }[] = await json(await fetch(`${api.url}/api/school/teachers`));
    const teacherById = new Map(teachers.map((t) => [t.id, t.firstName]));
    for (const write of everything.filter((w) => w.kind === 'teacher')) expect(teacherById.get(write.id)).toBe(write.name);
    expect(api.stderr()).toBe('');
    await api.stop();
    checkFile(file, everything);
  }, 90_000);
});
