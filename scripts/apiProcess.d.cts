// Types of apiProcess.cjs (CommonJS, shared by the .mjs scripts and the TypeScript tests).
import type { ChildProcess } from 'node:child_process';

export interface ApiProcessOptions {
  /** The API's entry: api/dist/main.js, or a bundle of the tests. */
  script: string;
  /** The whole environment of the process; PORT and HOST (127.0.0.1) are set here. */
  env: Record<string, string | undefined>;
  /** Default: a free port. */
  port?: number;
  cwd?: string;
  /** Where its output goes: 'errors' is stderr only; 'capture' keeps stderr for stderr(); a number is a file descriptor. */
  output?: 'inherit' | 'errors' | 'capture' | number;
  /** How long to wait for /api/health (default 60 s). */
  timeoutMs?: number;
  /** A cgroup's cgroup.procs file: the process runs in that cgroup from its start. */
  cgroupProcs?: string;
}

export interface ApiProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  child: ChildProcess;
  /** What it wrote to stderr, with output 'capture' (crash reports). */
  stderr(): string;
  /** SIGKILL, and wait for the exit. */
  kill(): Promise<void>;
  /** SIGTERM, SIGKILL after 5 s; waits for the exit. */
  stop(): Promise<void>;
}

/** Starts the API as its own process and waits until GET /api/health answers 200. */
export declare function startApiProcess(options: ApiProcessOptions): Promise<ApiProcess>;

/** A port of 127.0.0.1 nothing listens on now. */
export declare function freePort(): Promise<number>;

/** `command args` entering the cgroup of `cgroupProcs` (its cgroup.procs file) first, or as they are without one: [command, args] for spawn. */
export declare function inCgroup(cgroupProcs: string | null | undefined, command: string, args: string[]): [string, string[]];
