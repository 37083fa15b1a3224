import { createRemoteLoader, SectionLoadError, type FederationApi } from './remoteLoader';
import { errorLoadRemotePlugin } from './errorLoadRemotePlugin';

const config = async () => [
  { section: 'public' as const, name: 'remote_public', entry: 'http://localhost:3001/remoteEntry.js', type: 'global' },
  { section: 'admin' as const, name: 'remote_admin', entry: 'http://localhost:3003/remoteEntry.js', type: 'global' },
];

function fakeFederation(results: Array<'fail' | 'ok'>) {
  const registrations: { name: string; force?: boolean }[] = [];
  const plugin = errorLoadRemotePlugin();
  const api: FederationApi = {
    registerRemotes(remotes, options) {
      registrations.push(...remotes.map(({ name }) => ({ name, force: options?.force })));
    },
    async loadRemote<T>(id: string) {
      const next = results.shift() ?? 'ok';
      if (next === 'fail') {
        await (plugin.errorLoadRemote as (args: object) => unknown)({ id, error: new Error('down'), lifecycle: 'afterResolve', from: 'runtime' });
        throw new Error('down');
      }
      return { routes: [{ path: 'home' }] } as T;
    },
  };
  return { api, registrations };
}

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('the remote loader', () => {
  it('registers a remote only when its section is first needed', async () => {
    const { api, registrations } = fakeFederation([]);
    const loader = createRemoteLoader({ fetchConfig: config, federation: async () => api, wait: async () => {} });
    await loader.loadSection('public');
    expect(registrations.map(({ name }) => name)).toEqual(['remote_public']);
    expect(loader.registeredSections()).toEqual(['public']);
  });

  it('retries once, re-registering with force after a failure', async () => {
    const { api, registrations } = fakeFederation(['fail', 'ok']);
    const loader = createRemoteLoader({ fetchConfig: config, federation: async () => api, wait: async () => {} });
    await expect(loader.loadSection('public')).resolves.toEqual([{ path: 'home' }]);
    expect(registrations).toEqual([
      { name: 'remote_public', force: false },
      { name: 'remote_public', force: true },
    ]);
  });

  it('rejects with a SectionLoadError after the retries, and starts over after reset', async () => {
    const { api } = fakeFederation(['fail', 'fail', 'ok']);
    const loader = createRemoteLoader({ fetchConfig: config, federation: async () => api, wait: async () => {} });
    await expect(loader.loadSection('public')).rejects.toBeInstanceOf(SectionLoadError);
    await expect(loader.loadSection('public')).rejects.toBeInstanceOf(SectionLoadError);
    loader.reset('public');
    await expect(loader.loadSection('public')).resolves.toHaveLength(1);
  });
});
