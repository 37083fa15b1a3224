// A bench process under its container's memory limit (an API replica, a render worker with its
// Chromium): a memory cgroup holding the composition's mem_limit, entered before Node starts, so
// that Node sizes its heap as it does in the container (its old space and young generation follow
// the limit) and the kernel holds the whole process tree to that limit.
// cgroup v1 (a memory hierarchy of its own) or v2 (the memory controller given to the root's
// children); null where neither can be made (not root, inside a container).
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const words = (file) => (existsSync(file) ? readFileSync(file, 'utf8').split(/\s+/) : []);

const LAYOUTS = [
  { root: '/sys/fs/cgroup/memory', limitFile: 'memory.limit_in_bytes', usable: (root) => existsSync(path.join(root, 'memory.limit_in_bytes')) },
  { root: '/sys/fs/cgroup', limitFile: 'memory.max', usable: (root) => words(path.join(root, 'cgroup.subtree_control')).includes('memory') },
];

/** Removes cgroup `dir` once its last process has left (a killed process tree takes a moment to go). */
async function removeWhenEmpty(dir, timeoutMs = 5000) {
  for (const deadline = Date.now() + timeoutMs; ; await sleep(50)) {
    try {
      return rmdirSync(dir);
    } catch (error) {
      if (error.code !== 'EBUSY' || Date.now() > deadline) throw error;
    }
  }
}

/**
 * A memory cgroup `name` limited to `bytes`: { procs (the file a process writes its pid to, to
 * enter it), remove() (a promise: once its processes have gone) }, or null where none can be made.
 */
export function memoryCgroup(name, bytes) {
  for (const { root, limitFile, usable } of LAYOUTS) {
    if (!usable(root)) continue;
    const dir = path.join(root, name);
    try {
      mkdirSync(dir);
      writeFileSync(path.join(dir, limitFile), String(bytes));
    } catch {
      try {
        rmdirSync(dir);
      } catch {
        // never made
      }
      continue;
    }
    return { procs: path.join(dir, 'cgroup.procs'), remove: () => removeWhenEmpty(dir) };
  }
  return null;
}

/**
 * The memory cgroup of process `name` of the bench run in folder `runDir` (named after both: two
 * runs never share one), limited to `bytes`; null without a limit or where none can be made.
 */
export const runCgroup = (runDir, name, bytes) => (bytes ? memoryCgroup(`${path.basename(runDir)}-${name}`, bytes) : null);

/** `stop` followed by the removal of `cgroup` (if any), once what ran in it has gone. */
export const stopThenRemove = (stop, cgroup) => async () => {
  await stop();
  await cgroup?.remove();
};
