// Run-time composition: the host learns the remotes' addresses from /remotes.json, registers a
// remote only when one of its routes is first shown (so an anonymous visitor never downloads the
// admin remote: its routes render only behind the ADMIN guard), loads `<remote>/routes`, retries
// once, and lets a Retry button start over after a failure. A pre-rendered page names the remotes'
// entries inline (src/prerender): then /remotes.json is not fetched.
import type { RouteObject } from 'react-router-dom';
import type { SectionName } from '@school/shared/routing';
import { pageSnapshot } from '../prerender/snapshotData';
import { clearFailure, hasFailed } from './errorLoadRemotePlugin';

export interface RemoteConfigEntry {
  section: SectionName;
  name: string;
  /** The remote's remoteEntry.js. */
  entry: string;
  /** How the entry script declares its container (Module Federation's RemoteEntryType). */
  type: string;
}

export interface FederationApi {
  registerRemotes(remotes: { name: string; entry: string; type?: string }[], options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

export interface RemoteLoaderOptions {
  fetchConfig: () => Promise<RemoteConfigEntry[]>;
  federation: () => Promise<FederationApi>;
  /** Extra attempts after the first failure (default 1). */
  retries?: number;
  wait?: (ms: number) => Promise<void>;
}

export class SectionLoadError extends Error {
  constructor(
    readonly section: SectionName,
    override readonly cause: unknown,
  ) {
    super(`The ${section} section could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'SectionLoadError';
  }
}

export interface RemoteLoader {
  loadSection(section: SectionName): Promise<RouteObject[]>;
  /** The settled routes of a section, if already loaded (lets the UI skip the loading state). */
  loaded(section: SectionName): RouteObject[] | undefined;
  /** Forget a failed attempt so the next loadSection starts over. */
  reset(section: SectionName): void;
  registeredSections(): SectionName[];
  /** Another module a remote exposes (a shell part), loaded once, no retry. */
  loadModule<T>(section: SectionName, expose: string): Promise<T>;
}

export function createRemoteLoader({ fetchConfig, federation, retries = 1, wait }: RemoteLoaderOptions): RemoteLoader {
  const pause = wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let config: Promise<RemoteConfigEntry[]> | null = null;
  const pending = new Map<SectionName, Promise<RouteObject[]>>();
  const settled = new Map<SectionName, RouteObject[]>();
  const registered = new Set<SectionName>();
  const modules = new Map<string, Promise<unknown>>();

  function remotes(): Promise<RemoteConfigEntry[]> {
    if (!config) {
      config = fetchConfig();
      config.catch(() => {
        config = null;
      });
    }
    return config;
  }

  async function loadExposed<T>(section: SectionName, expose: string): Promise<T> {
    const remote = (await remotes()).find((entry) => entry.section === section);
    if (!remote) throw new Error(`remotes.json names no remote for the ${section} section`);
    const mf = await federation();
    if (!registered.has(section) || hasFailed(remote.name)) {
      const { name, entry, type } = remote;
      mf.registerRemotes([{ name, entry, type }], { force: registered.has(section) });
      registered.add(section);
      clearFailure(remote.name);
    }
    const exposed = await mf.loadRemote<T>(`${remote.name}/${expose}`);
    if (!exposed) throw new Error(`${remote.name}/${expose} could not be loaded`);
    return exposed;
  }

  async function attempt(section: SectionName): Promise<RouteObject[]> {
    const exposed = await loadExposed<{ routes?: unknown }>(section, 'routes');
    if (!exposed || !Array.isArray(exposed.routes)) {
      throw new Error(`the ${section} remote's ./routes does not export a routes array`);
    }
    return exposed.routes as RouteObject[];
  }

  async function loadWithRetry(section: SectionName): Promise<RouteObject[]> {
    let lastError: unknown;
    for (let round = 0; round <= retries; round += 1) {
      try {
        const routes = await attempt(section);
        settled.set(section, routes);
        return routes;
      } catch (error) {
        lastError = error;
        if (round < retries) await pause(400 * (round + 1));
      }
    }
    throw new SectionLoadError(section, lastError);
  }

  return {
    loadSection(section) {
      let promise = pending.get(section);
      if (!promise) {
        promise = loadWithRetry(section);
        pending.set(section, promise);
        promise.catch(() => {
          // Keep the rejected promise until reset(): React's `use` must see the same promise
          // on every render of the failed section.
        });
      }
      return promise;
    },
    loaded: (section) => settled.get(section),
    reset(section) {
      if (!settled.has(section)) pending.delete(section);
    },
    registeredSections: () => [...registered],
    loadModule<T>(section: SectionName, expose: string) {
      const key = `${section}/${expose}`;
      let promise = modules.get(key) as Promise<T> | undefined;
      if (!promise) {
        promise = loadExposed<T>(section, expose);
        modules.set(key, promise);
        promise.catch(() => modules.delete(key));
      }
      return promise;
    },
  };
}

async function fetchRemotesJson(): Promise<RemoteConfigEntry[]> {
  const response = await fetch(__REMOTES_JSON_PATH__, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${__REMOTES_JSON_PATH__} answered ${response.status}`);
  const body = (await response.json()) as { remotes?: RemoteConfigEntry[] };
  if (!Array.isArray(body.remotes)) throw new Error(`${__REMOTES_JSON_PATH__} has no remotes list`);
  return body.remotes;
}

let runtime: Promise<FederationApi> | null = null;

/** The federation runtime of the page, with our error plugin registered once. */
function federationRuntime(): Promise<FederationApi> {
  if (!runtime) {
    // Eager: the runtime is already in main.js (the federation entry); no extra chunk request.
    runtime = Promise.all([
      import(/* webpackMode: "eager" */ '@module-federation/enhanced/runtime'),
      import(/* webpackMode: "eager" */ './errorLoadRemotePlugin'),
    ]).then(
      ([mf, plugin]) => {
        mf.registerPlugins([plugin.errorLoadRemotePlugin()]);
        return { registerRemotes: mf.registerRemotes, loadRemote: mf.loadRemote };
      },
    );
  }
  return runtime;
}

/** The remotes of a pre-rendered page, inline; else /remotes.json. */
const remotesOfPage = (): Promise<RemoteConfigEntry[]> => (pageSnapshot ? Promise.resolve(pageSnapshot.remotes) : fetchRemotesJson());

/** The page's one loader. */
export const remoteLoader = createRemoteLoader({ fetchConfig: remotesOfPage, federation: federationRuntime });
