// The host's section server of `npm start` (scripts/sectionServer.mjs) with its /api proxy in
// front of an API, as its own process on a free port of 127.0.0.1: the fault tests send through
// it what a visitor sends to http://localhost:3000/api. It serves a one-line index.html: these
// tests need only /api.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './apiProcess';

export interface HostProxy {
  /** The host's address; its /api/* goes to the API. */
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function startHostProxy(apiUrl: string): Promise<HostProxy> {
  const root = mkdtempSync(join(tmpdir(), 'school-host-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>host</title>\n');
  const port = await freePort();
  const child = spawn(process.execPath, [join(__dirname, 'hostServer.mjs'), root, String(port), apiUrl], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening\n')) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the host server exited (${code}): ${output}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(root, { recursive: true, force: true });
    },
  };
}
