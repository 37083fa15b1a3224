// What a pre-rendered page carries inline for the host (scripts/prerender writes it): the remotes'
// resolved addresses and the API answers the page was drawn with, as JSON in a
// <script type="application/json"> element (data, never executed: the CSP allows no inline script).
import prerender from '@school/shared/http/prerender.json';
import type { RemoteConfigEntry } from '../federation/remoteLoader';

export interface SnapshotQuery {
  endpointName: string;
  /** Absent for a query without argument (JSON has no undefined; null would be another cache key). */
  arg?: unknown;
  data: unknown;
}

export interface SnapshotData {
  /** The address the page was rendered for. */
  path: string;
  remotes: RemoteConfigEntry[];
  queries: SnapshotQuery[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isSnapshotData(value: unknown): value is SnapshotData {
  return (
    isRecord(value) &&
    typeof value.path === 'string' &&
    Array.isArray(value.remotes) &&
    value.remotes.every((remote) => isRecord(remote) && typeof remote.name === 'string' && typeof remote.entry === 'string') &&
    Array.isArray(value.queries) &&
    value.queries.every((query) => isRecord(query) && typeof query.endpointName === 'string')
  );
}

/** The page's inline snapshot data, when this document is a snapshot of the current address. */
export function readSnapshotData(doc: Document = document): SnapshotData | null {
  const element = doc.getElementById(prerender.dataElementId);
  if (!element || element.getAttribute('type') !== 'application/json') return null;
  try {
    const value: unknown = JSON.parse(element.textContent ?? '');
    if (!isSnapshotData(value)) return null;
    return value.path === doc.location.pathname.replace(/\/+$/, '') ? value : null;
  } catch {
    return null;
  }
}

/** The data of this page load, read once. */
export const pageSnapshot: SnapshotData | null = typeof document === 'undefined' ? null : readSnapshotData();
