#!/usr/bin/env node
// `npm run dev`: the API plus the four webpack dev servers (host 3000, remote-public 3001,
// remote-auth 3002, remote-admin 3003: the sections' layout, moved by the same environment keys
// as `npm start`). The host's dev server answers /remotes.json from that environment and proxies
// /api to the API (shared/federation/webpackConfig.js). Ctrl-C stops all.
import { spawn } from 'node:child_process';
import path from 'node:path';
import process from 'node:process';
import layout from '../shared/federation/sections.js';
import { buildMissing, missingBuilds, ROOT, startApi } from './start.mjs';

const ports = layout.portsFromEnv();
const children = [];

function devServer({ folder }) {
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js'), 'serve', '--config', path.join(folder, 'webpack.config.js'), '--mode', 'development'],
    { cwd: ROOT, stdio: 'inherit' },
  );
  children.push(child);
  return child;
}

let stopping = false;
async function shutdown(api, code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await api?.stop();
  process.exit(code);
}

async function main() {
  // The API runs from its build; the front ends are served from memory by webpack-dev-server.
  if (missingBuilds().includes('api')) buildMissing();
  const api = await startApi({ port: ports.api, env: { ...process.env, NODE_ENV: process.env.NODE_ENV || 'development' } });
  for (const section of layout.SECTIONS) devServer(section);
  console.log(`\nDev servers: host http://localhost:${ports.host}, remotes ${ports.public}/${ports.auth}/${ports.admin}, api ${ports.api}. Ctrl-C stops them.`);
  process.on('SIGINT', () => shutdown(api));
  process.on('SIGTERM', () => shutdown(api));
  for (const child of children) {
    child.on('exit', (code) => {
      if (!stopping) {
        console.error(`A dev server stopped (code ${code}); stopping the others.`);
        shutdown(api, 1);
      }
    });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  shutdown(undefined, 1);
});
