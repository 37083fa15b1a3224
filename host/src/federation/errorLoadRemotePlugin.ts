// Module Federation runtime plugin: every failure to reach a remote (its remoteEntry
// script, an exposed module) passes through `errorLoadRemote`. We note which remote failed so the
// loader re-registers it with `force` (dropping the runtime's cached entry and
// loading promise) before the next attempt, and we tell the page through a DOM event.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const REMOTE_ERROR_EVENT = 'school:remote-error';

const failedRemotes = new Set<string>();

/** True once a remote has failed since it was last (re-)registered. */
export function hasFailed(remoteName: string): boolean {
  return failedRemotes.has(remoteName);
}

export function clearFailure(remoteName: string): void {
  failedRemotes.delete(remoteName);
}

/** The remote's federation name from the hook's arguments ("remote_auth/routes" → remote_auth). */
export function remoteNameOf(args: { id: string; remote?: { name?: string } }): string {
  return args.remote?.name ?? args.id.split('/')[0] ?? args.id;
}

export function errorLoadRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'school-error-load-remote',
    errorLoadRemote(args) {
      const name = remoteNameOf(args);
      failedRemotes.add(name);
      const message = args.error instanceof Error ? args.error.message : String(args.error);
      console.warn(`[federation] ${name} could not be loaded (${args.lifecycle}): ${message}`);
      if (typeof window !== 'undefined') {
        window.dispatchEvent(new CustomEvent(REMOTE_ERROR_EVENT, { detail: { remote: name, lifecycle: args.lifecycle } }));
      }
      // No fallback module: the loader's retry and the section's error boundary take over.
      return undefined;
    },
  };
}
