// The inline data of a pre-rendered page: read only when it is this address's, and put into the
// store so the page's queries start fulfilled, with no request.
import { createAppStore, aboutUsApi } from '@school/shared';
import prerender from '@school/shared/http/prerender.json';
import { readSnapshotData, type SnapshotData } from './snapshotData';
import { hydrateStore } from './takeOver';

const SCHOOL = { name: 'Școala Gimnazială de Test' };

function pageWith(data: unknown, pathname = '/home'): Document {
  window.history.replaceState(null, '', pathname);
  document.getElementById(prerender.dataElementId)?.remove();
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = prerender.dataElementId;
  script.textContent = typeof data === 'string' ? data : JSON.stringify(data);
  document.body.append(script);
  return document;
}

afterEach(() => document.getElementById(prerender.dataElementId)?.remove());

const snapshot: SnapshotData = {
  path: '/home',
  remotes: [{ section: 'public', name: 'remote_public', entry: 'http://localhost:3001/remoteEntry.js', type: 'global' }],
  queries: [{ endpointName: 'getAboutUs', data: SCHOOL }],
};

describe('readSnapshotData', () => {
  it("reads the data of this address's snapshot", () => {
    expect(readSnapshotData(pageWith(snapshot))).toEqual(snapshot);
  });

  it('ignores the data of another address, and data that is not a snapshot', () => {
    expect(readSnapshotData(pageWith(snapshot, '/contact'))).toBeNull();
    expect(readSnapshotData(pageWith('{not json'))).toBeNull();
    expect(readSnapshotData(pageWith({ path: '/home' }))).toBeNull();
  });
});

describe('hydrateStore', () => {
  it("fills the page's queries: About us is there before any request", () => {
    const store = createAppStore({ storage: window.sessionStorage });
    hydrateStore(store, snapshot);
    const about = (aboutUsApi.endpoints as { getAboutUs: { select: (arg: void) => (state: unknown) => { data?: unknown; status: string } } }).getAboutUs.select()(
      store.getState(),
    );
    expect(about.status).toBe('fulfilled');
    expect(about.data).toEqual(SCHOOL);
  });
});
