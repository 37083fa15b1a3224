// Running commands for the deployment check: to completion (output kept), in the foreground
// (builds, Playwright, the test runner: output to ours, Ctrl-C still reaches the orchestrator), or
// in the background in a process group of its own with a log file (nginx), stopped with its workers.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** Runs a command to completion; answers { status, output } (stdout and stderr together). */
export function run(command, args, { env = {}, cwd = ROOT } = {}) {
  const result = spawnSync(command, args, {
    cwd,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) return { status: -1, output: String(result.error.message) };
  return { status: result.status, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

const foreground = new Set();
const background = [];

/** Runs a long command with its output on ours, without blocking the event loop; answers its exit status. */
export function runInForeground(command, args, { env = {}, cwd = ROOT } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
    foreground.add(child);
    child.on('error', (error) => console.error(`${command}: ${error.message}`));
    child.on('close', (code, signal) => {
      foreground.delete(child);
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

/** An empty log file, opened for appending (a child's stdout and stderr). */
export function openLog(file) {
  writeFileSync(file, '');
  return openSync(file, 'a');
}

export function tail(file, lines = 30) {
  if (!existsSync(file)) return '(no log)';
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

/** Starts a command in a process group of its own, its output in `logFile`. */
export function startInBackground(name, command, args, { env = {}, cwd = ROOT, logFile }) {
  const log = openLog(logFile);
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', log, log], detached: true });
  const entry = { name, child, logFile, exited: false, code: null };
  child.on('exit', (code, signal) => {
    entry.exited = true;
    entry.code = code ?? signal;
  });
  background.push(entry);
  return entry;
}

function killGroup(entry, signal) {
  if (entry.exited) return;
  try {
    process.kill(-entry.child.pid, signal);
  } catch {
    // already gone
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** SIGTERM to the group, SIGKILL after `timeoutMs`; waits for the exit. */
export async function stopInBackground(entry, timeoutMs = 5000) {
  if (entry.exited) return;
  killGroup(entry, 'SIGTERM');
  const deadline = Date.now() + timeoutMs;
  while (!entry.exited && Date.now() < deadline) await sleep(50);
  if (!entry.exited) {
    killGroup(entry, 'SIGKILL');
    while (!entry.exited && Date.now() < deadline + 2000) await sleep(50);
  }
}

/** Stops every background and foreground command this process started. */
export async function stopEverything() {
  for (const child of foreground) child.kill('SIGTERM');
  for (const entry of [...background].reverse()) await stopInBackground(entry);
}

const others = new Set();

/** A child started elsewhere (the API processes) that must not outlive this process either. */
export function killOnExit(child) {
  others.add(child);
  child.once('exit', () => others.delete(child));
}

// Last resort when the process dies without stopEverything(): no process left behind.
process.on('exit', () => {
  for (const entry of background) killGroup(entry, 'SIGKILL');
  for (const child of [...foreground, ...others]) child.kill('SIGKILL');
});
