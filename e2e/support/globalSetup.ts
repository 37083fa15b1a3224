// Builds what is missing and starts the composed site through scripts/start.mjs's own functions
// (the API on a fresh SQLite database, each remote on its own port, the host). A small control
// server lets a test stop and restart one section's server or the API (the failure tests).
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import layout from '../../shared/federation/sections.js';
import { ADMIN_PASSWORD, E2E_PORTS } from './ports';

interface Api {
  stop(): Promise<void>;
}

interface Site {
  url: string;
  /** The host serves the public pages' snapshots from here; the prerender specs render into it. */
  snapshotDir: string;
  api: Api;
  startSection(name: string): Promise<unknown>;
  stopSection(name: string): Promise<void>;
  stop(): Promise<void>;
}

export default async function globalSetup(_config: FullConfig) {
  const start = (await import('../../scripts/start.mjs')) as {
    buildMissing(options?: { force?: boolean }): void;
    startSite(options: { ports: typeof E2E_PORTS; env: NodeJS.ProcessEnv; cwd: string; quiet: boolean }): Promise<Site>;
    startApi(options: { port: number; env: NodeJS.ProcessEnv; cwd: string; quiet: boolean }): Promise<Api>;
  };
  start.buildMissing();

  const dataDir = mkdtempSync(path.join(tmpdir(), 'school-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: `sqlite:${path.join(dataDir, 'school.db')}`,
    ADMIN_PASSWORD,
    SESSION_SECRET: 'e2e-session-secret-0123456789abcdef',
    LOG_LEVEL: 'warn',
    // Every account the tests register comes from 127.0.0.1; the limit itself is an API test's.
    REGISTRATIONS_PER_HOUR: '100',
    // The feed's links, also from an API started again after a stop.
    PUBLIC_SITE_URL: `http://localhost:${E2E_PORTS.host}`,
  };
  // Each remote on its own e2e port, whatever the caller's environment says.
  for (const { urlKey } of layout.REMOTES) delete env[urlKey as string];
  const site = await start.startSite({ ports: E2E_PORTS, env, cwd: dataDir, quiet: true });
  process.env.E2E_PRERENDER_DIR = site.snapshotDir;
  // The API process now running: the site's own, or the one started again after a stop.
  let api: Api | null = site.api;
  const controlApi = async (action: string) => {
    if (action === 'stop') {
      await api?.stop();
      api = null;
    } else {
      api ??= await start.startApi({ port: E2E_PORTS.api, env, cwd: dataDir, quiet: true });
    }
  };

  const control = createServer((request, response) => {
    const match = /^\/sections\/(public|auth|admin|host|api)\/(stop|start)$/.exec(request.url ?? '');
    if (request.method !== 'POST' || !match) {
      response.writeHead(404).end();
      return;
    }
    const [, name, action] = match as unknown as [string, string, string];
    const done = name === 'api' ? controlApi(action) : action === 'stop' ? site.stopSection(name) : site.startSection(name);
    done.then(
      () => response.writeHead(204).end(),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  const address = control.address();
  process.env.E2E_CONTROL_URL = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  return async () => {
    await new Promise<void>((resolve) => control.close(() => resolve()));
    await site.stop();
    await api?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
