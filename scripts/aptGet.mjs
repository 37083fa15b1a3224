// apt-get install as root, waiting while another apt-get holds its locks. `.ci/run` prepares the
// containers (Docker's packages) while `npm test` installs its own, and `apt-get update` does not
// wait for the package lists' lock (DPkg::Lock::Timeout is the dpkg lock's only): on a fresh
// machine npm test once stopped at once, "Could not get lock /var/lib/apt/lists/lock".
import { spawnSync } from 'node:child_process';
import process from 'node:process';

const LOCK_WAIT_MS = 10 * 60_000;
const RETRY_MS = 2000;
const LOCK_HELD = /Could not get lock|Unable to lock/;

const pause = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** One apt-get command, again while the lock is held (up to LOCK_WAIT_MS); answers whether it succeeded. */
function aptGet(args, env) {
  const deadline = Date.now() + LOCK_WAIT_MS;
  let told = false;
  for (;;) {
    const { status, stderr } = spawnSync('apt-get', ['-o', `DPkg::Lock::Timeout=${LOCK_WAIT_MS / 1000}`, ...args], {
      env,
      stdio: ['ignore', 'inherit', 'pipe'],
      encoding: 'utf8',
    });
    if (status === 0 || !LOCK_HELD.test(stderr ?? '') || Date.now() > deadline) {
      process.stderr.write(stderr ?? '');
      return status === 0;
    }
    if (!told) console.log('apt-get: another apt-get holds its lock; waiting for it');
    told = true;
    pause(RETRY_MS);
  }
}

/** `apt-get update && apt-get install -y …names`; answers whether both succeeded. */
export function aptInstall(names, { env = process.env } = {}) {
  return aptGet(['update'], env) && aptGet(['install', '-y', ...names], env);
}
