// docker and docker-compose as the container test runs them: against its own engine (DOCKER_HOST),
// to completion with the output kept, or in the foreground with the output prefixed by a label.
import { spawn } from 'node:child_process';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { DOCKER } from './engine.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const engineEnv = {};

/** Every later command talks to this engine. */
export function useEngine(env) {
  Object.assign(engineEnv, env);
}

/** Runs a command; answers { status, output, ms }. `label` streams its lines, prefixed, as they come. */
export function run(command, args, { env = {}, cwd = ROOT, label, input } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...engineEnv, ...env }, stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'] });
    const chunks = [];
    let pending = '';
    const take = (chunk) => {
      chunks.push(chunk);
      if (!label) return;
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop();
      for (const line of lines) console.log(`[${label}] ${line}`);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    if (input !== undefined) child.stdin.end(input);
    child.on('error', (error) => chunks.push(Buffer.from(String(error.message))));
    child.on('close', (code) => {
      if (label && pending) console.log(`[${label}] ${pending}`);
      resolve({ status: code ?? 1, output: Buffer.concat(chunks).toString(), ms: performance.now() - started });
    });
  });
}

/** `docker …`; throws with its output when it fails, unless { allowFail }. */
export async function docker(args, options = {}) {
  const result = await run(DOCKER, args, options);
  if (result.status !== 0 && !options.allowFail) throw new Error(`docker ${args.join(' ')} failed:\n${result.output.slice(-4000)}`);
  return result;
}

/** The output of `docker …`, trimmed. */
export const dockerOut = async (args) => (await docker(args)).output.trim();

/** Whether the engine holds the image `name`. */
export const hasImage = async (name) => (await docker(['image', 'inspect', name], { allowFail: true })).status === 0;
