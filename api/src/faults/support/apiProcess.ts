// Runs the API as a separate Node process, as production does: the source bundled by esbuild (same
// options as `npm run build -w @school/api`) into a temporary folder, on a SQLite file, on a free
// port of 127.0.0.1. Fault tests kill it, restart it and flood it from the test process.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

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
    external: ['better-sqlite3', 'better-sqlite3-13', 'pg', 'pg-native'],
    logLevel: 'error',
  });
  return { file: join(dir, `${entry}.js`), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** What the process wrote to stderr (crash reports). */
  stderr(): string;
  /** SIGKILL, and wait for the exit. */
  kill(): Promise<void>;
  /** SIGTERM, SIGKILL after 5 s; waits for the exit. */
  stop(): Promise<void>;
}

export interface StartOptions {
  bundle: Bundle;
  databaseFile: string;
  adminPassword: string;
  /** The working directory (the API writes nothing else there when SESSION_SECRET is set). */
  cwd: string;
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

function waitForExit(child: ChildProcess): Promise<void> {
  return exited(child) ? Promise.resolve() : new Promise((done) => child.once('exit', () => done()));
}

export async function startApiProcess({ bundle, databaseFile, adminPassword, cwd }: StartOptions): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [bundle.file], {
    cwd,
    env: {
      PATH: process.env.PATH,
      // The bundle lives in a temporary folder: its external packages are found in the repository.
      NODE_PATH: [join(apiDir, 'node_modules'), join(repoRoot, 'node_modules')].join(':'),
      NODE_ENV: 'production',
      COOKIE_SECURE: 'false',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${databaseFile}`,
      ADMIN_PASSWORD: adminPassword,
      SESSION_SECRET: 'fault-test-session-secret',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (exited(child)) throw new Error(`the API exited before answering: ${stderr}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the API did not answer within 30 s: ${stderr}`);
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return {
    url,
    child,
    stderr: () => stderr,
    kill: async () => {
      if (!exited(child)) child.kill('SIGKILL');
      await waitForExit(child);
    },
    stop: async () => {
      if (exited(child)) return;
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.kill('SIGTERM');
      await waitForExit(child);
      clearTimeout(timer);
    },
  };
}
