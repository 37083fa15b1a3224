// What every fault test file sets up: the API bundled once, a temporary folder of its own, and API
// processes started in it, all stopped and removed after the file's tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient } from '../../testing/apiClient';
import { bundleApi, startApiProcess, type ApiProcess, type Bundle, type StartOptions } from './apiProcess';

export interface FaultRig {
  readonly bundle: Bundle;
  readonly dir: string;
  /** An API process on `dir/school.db` with the rig's admin password unless told otherwise. */
  start(options?: Partial<Omit<StartOptions, 'bundle'>>): Promise<ApiProcess>;
  /** A client signed in as the seeded admin of the API at `url`. */
  signIn(url: string): Promise<ApiClient>;
}

export function withFaultRig(entry: 'main' | 'faultServer', { adminPassword, timeoutMs = 90_000 }: { adminPassword: string; timeoutMs?: number }): FaultRig {
  const started: ApiProcess[] = [];
  let bundle: Bundle | undefined;
  let dir: string | undefined;
  const rig: FaultRig = {
    get bundle() {
      if (!bundle) throw new Error('the fault rig is not set up yet (use it inside tests)');
      return bundle;
    },
    get dir() {
      if (!dir) throw new Error('the fault rig is not set up yet (use it inside tests)');
      return dir;
    },
    async start(options = {}) {
      const process = await startApiProcess({ bundle: rig.bundle, databaseFile: join(rig.dir, 'school.db'), adminPassword, cwd: rig.dir, ...options });
      started.push(process);
      return process;
    },
    async signIn(url) {
      const client = new ApiClient(url);
      const response = await client.login('admin', adminPassword);
      if (response.status !== 200) throw new Error(`admin sign-in failed: ${response.status}`);
      await client.get('/api/user/me');
      return client;
    },
  };
  beforeAll(async () => {
    bundle = await bundleApi(entry);
    dir = mkdtempSync(join(tmpdir(), 'school-fault-'));
  }, timeoutMs);
  afterAll(async () => {
    await Promise.all(started.map((process) => process.kill()));
    bundle?.remove();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return rig;
}
