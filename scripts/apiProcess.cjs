// The one way to run the API as its own process and wait until it answers: `npm start` and
// `npm run dev` (start.mjs), the deployment check and the fault tests all start it here.
// CommonJS with apiProcess.d.cts beside it, so the .mjs scripts and the TypeScript tests under
// jest load the same code.
const { spawn } = require('node:child_process');
const { createServer } = require('node:net');

/** A port of 127.0.0.1 nothing listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const exited = (child) => child.exitCode !== null || child.signalCode !== null;

const waitForExit = (child) => (exited(child) ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve())));

/**
 * `command args` as a command that first enters the cgroup whose cgroup.procs file is
 * `cgroupProcs`, then becomes `command` (the same pid): [command, args] for spawn. Without a
 * cgroup (none could be made), `command args` as they are.
 */
function inCgroup(cgroupProcs, command, args) {
  if (!cgroupProcs) return [command, args];
  return ['/bin/sh', ['-c', 'echo $$ > "$0" && exec "$@"', cgroupProcs, command, ...args]];
}

/**
 * Starts `node <script>` with `env` (PORT and HOST set here) and waits until GET /api/health
 * answers 200. `output`: 'inherit', 'errors' (stderr only, to ours), 'capture' (stderr kept for
 * stderr()) or a file descriptor (a log file). `cgroupProcs`: a cgroup's cgroup.procs file, for
 * the process to run in that cgroup. Rejects when the process exits first or does not answer in time.
 */
async function startApiProcess({ script, env, port, cwd, output = 'inherit', timeoutMs = 60_000, cgroupProcs }) {
  const listenPort = port ?? (await freePort());
  const stdio = { capture: ['ignore', 'ignore', 'pipe'], errors: ['ignore', 'ignore', 'inherit'] }[output] ?? ['ignore', output, output];
  // Two glibc malloc arenas: sharp's image threads otherwise each grow their own, and the API's
  // memory with them (README, "Media storage"; the Dockerfile sets the same).
  const processEnv = { MALLOC_ARENA_MAX: '2', ...env, PORT: String(listenPort), HOST: '127.0.0.1' };
  // The process enters its cgroup before Node starts: Node sizes its heap by the limit it starts in.
  const [command, args] = inCgroup(cgroupProcs, process.execPath, [script]);
  const child = spawn(command, args, { cwd, env: processEnv, stdio });
  let captured = '';
  child.stderr?.on('data', (chunk) => {
    captured += chunk.toString();
  });
  const url = `http://127.0.0.1:${listenPort}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited(child)) throw new Error(`the API exited (${child.exitCode ?? child.signalCode}) before answering ${url}/api/health${captured ? `: ${captured}` : ''}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the API did not answer ${url}/api/health within ${timeoutMs / 1000} s${captured ? `: ${captured}` : ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    port: listenPort,
    child,
    stderr: () => captured,
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

module.exports = { startApiProcess, freePort, inCgroup };
