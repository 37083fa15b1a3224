// The county's render workers as an operator runs them (`npm run prerender -- --worker`, the
// bench's database, PLATFORM_HOST and nginx), each a process group of its own: its Chromium is
// killed with it. Each runs, Chromium included, in a memory cgroup of the composition's limit
// where one can be made, as in its container. Each names its database connections
// (application_name) so the bench can see the jobs it holds, and its process tree's memory is
// sampled: node and every Chromium process.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import apiProcess from '../../apiProcess.cjs';
import { startInBackground, stopInBackground } from '../../deploy-check/support/commands.mjs';
import { ROOT } from '../../start.mjs';
import { runCgroup, stopThenRemove } from './memoryCgroup.mjs';
import { PLATFORM_HOST } from './platform.mjs';

/** What a worker prints when it is the one that saw a redeploy (queueWorker.mjs's redeploy()). */
const REDEPLOY_SEEN = "every school's pages drawn from it queued";

/** What a worker prints when a job failed (queueWorker.mjs's runSlot()). */
const JOB_FAILED = 'failed, tried again later';

/**
 * Worker `name` on `platform`: { name, entry, pid, logFile, limited (in a memory cgroup),
 * sawRedeploy(), failedJobs() (its log's lines), kill(), stop() (its cgroup removed after it) }.
 */
export function startRenderWorker(platform, name) {
  const databaseUrl = new URL(platform.env.DATABASE_URL);
  databaseUrl.searchParams.set('application_name', name);
  const logFile = path.join(platform.dir, `${name}.log`);
  const cgroup = runCgroup(platform.dir, name, platform.rendererMemoryLimit);
  const worker = [path.join(ROOT, 'scripts', 'prerender', 'cli.mjs'), '--worker'];
  const [command, args] = apiProcess.inCgroup(cgroup?.procs, process.execPath, worker);
  const entry = startInBackground(name, command, args, {
    logFile,
    env: {
      PRERENDER_DATABASE_URL: databaseUrl.href,
      PLATFORM_HOST,
      PRERENDER_SITE_URL: platform.url,
      PRERENDER_DIR: platform.prerenderDir,
    },
  });
  return {
    name,
    entry,
    pid: entry.child.pid,
    logFile,
    limited: cgroup !== null,
    sawRedeploy: () => readFileSync(logFile, 'utf8').includes(REDEPLOY_SEEN),
    failedJobs: () => readFileSync(logFile, 'utf8').split('\n').filter((line) => line.includes(JOB_FAILED)),
    /** SIGKILL to its group: the worker and its Chromium die at once, mid-job. */
    kill() {
      process.kill(-entry.child.pid, 'SIGKILL');
    },
    stop: stopThenRemove(() => stopInBackground(entry), cgroup),
  };
}

/** Parent pid → child pids, from /proc. */
function childrenByParent() {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command's closing parenthesis: state, ppid, ...
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  return children;
}

const kbField = (text, field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0) * 1024;

/**
 * The memory of `pid` and its descendants, in bytes: pss (proportional set size: pages shared
 * between Chromium's processes counted once, in parts; what the tree costs the machine) and rss
 * (each process's resident set added up: shared pages counted in every process).
 */
export function treeMemory(pid) {
  const children = childrenByParent();
  const memory = { pss: 0, rss: 0, processes: 0 };
  for (const queue = [pid]; queue.length > 0; ) {
    const current = queue.pop();
    try {
      const rollup = readFileSync(`/proc/${current}/smaps_rollup`, 'utf8');
      memory.pss += kbField(rollup, 'Pss');
      memory.rss += kbField(rollup, 'Rss');
      memory.processes += 1;
    } catch {
      // gone meanwhile
    }
    queue.push(...(children.get(current) ?? []));
  }
  return memory;
}

/** Samples treeMemory(pid) every `everyMs` until stopped: stop() answers the peaks { pss, rss, processes }. */
export function sampleTreeMemory(pid, everyMs = 500) {
  const peak = { pss: 0, rss: 0, processes: 0 };
  const read = () => {
    const now = treeMemory(pid);
    for (const key of Object.keys(peak)) peak[key] = Math.max(peak[key], now[key]);
  };
  read();
  const timer = setInterval(read, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      read();
      return peak;
    },
  };
}
