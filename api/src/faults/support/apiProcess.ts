// Runs the API as a separate Node process, as production does: the source bundled by esbuild (same
// options as `npm run build -w @school/api`) into a temporary folder, on a SQLite file, on a free
// port of 127.0.0.1 (started and awaited by scripts/apiProcess.cjs, like `npm start` does). Fault
// tests kill it, restart it and flood it from the test process.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { startApiProcess as startProcess, type ApiProcess } from '../../../../scripts/apiProcess.cjs';

export { freePort, type ApiProcess } from '../../../../scripts/apiProcess.cjs';

export const apiDir = resolve(__dirname, '..', '..', '..');
export const repoRoot = resolve(apiDir, '..');

export interface Bundle {
  file: string;
  remove(): void;
}

/** `main` is the real entry (src/main.ts); `faultServer` the same start with cheap hashing. */
export async function bundleApi(entry: 'main' | 'faultServer'): Promise<Bundle> {
  const dir = mkdtempSync(join(tmpdir(), 'school-api-bundle-'));
  const source = entry === 'main' ? join(apiDir, 'src', 'main.ts') : join(__dirname, 'faultServer.ts');
  await build({
    entryPoints: [source],
    outfile: join(dir, `${entry}.js`),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    external: ['better-sqlite3', 'better-sqlite3-13', 'pg', 'pg-native', 'sharp'],
    logLevel: 'error',
  });
  return { file: join(dir, `${entry}.js`), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface StartOptions {
  bundle: Bundle;
  databaseFile: string;
  adminPassword: string;
  /** The working directory (the API writes nothing else there when SESSION_SECRET is set). */
  cwd: string;
  /** More environment variables (MEDIA_DIR, TMPDIR, ...). */
  env?: Record<string, string>;
}

/** The bundle started on a free port by scripts/apiProcess.cjs, with its stderr kept for the tests. */
export function startApiProcess({ bundle, databaseFile, adminPassword, cwd, env = {} }: StartOptions): Promise<ApiProcess> {
  return startProcess({
    script: bundle.file,
    cwd,
    output: 'capture',
    timeoutMs: 30_000,
    env: {
      PATH: process.env.PATH,
      // The bundle lives in a temporary folder: its external packages are found in the repository.
      NODE_PATH: [join(apiDir, 'node_modules'), join(repoRoot, 'node_modules')].join(':'),
      NODE_ENV: 'production',
      SEED_MEDIA_DIR: join(apiDir, 'seed-media'),
      COOKIE_SECURE: 'false',
      DATABASE_URL: `sqlite:${databaseFile}`,
      ADMIN_PASSWORD: adminPassword,
      SESSION_SECRET: 'fault-test-session-secret',
      LOG_LEVEL: 'error',
      ...env,
    },
  });
}
