// A section that fails to load shows its message and Retry; Retry loads it again.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '@school/shared';
import type { RouteObject } from 'react-router-dom';
import type { RemoteLoader } from '../federation/remoteLoader';
import { SectionRoute } from './SectionRoute';

function flakyLoader(failures: number): RemoteLoader & { calls: number } {
  let pending: Promise<RouteObject[]> | null = null;
  const loader = {
    calls: 0,
    loadSection() {
      if (!pending) {
        loader.calls += 1;
        pending =
          loader.calls <= failures
            ? Promise.reject(new Error('remote down'))
            : Promise.resolve([{ path: 'login', element: <h1>Autentificare</h1> }]);
        pending.catch(() => {});
      }
      return pending;
    },
    loaded: () => undefined,
    reset() {
      pending = null;
    },
    registeredSections: () => [],
    loadModule: () => Promise.reject(new Error('unused')),
  };
  return loader;
}

// React 19 only replays a suspended `use` inside act(): render in an async act.
const renderSection = (section: 'auth' | 'admin', loader: RemoteLoader) =>
  act(async () => {
    render(
      <ThemeProvider theme={theme}>
        <SectionRoute section={section} path="login" loader={loader} />
      </ThemeProvider>,
    );
  });

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('SectionRoute', () => {
  it('shows a loading status, then the remote page', async () => {
    let settle: (routes: RouteObject[]) => void = () => {};
    const loader = { ...flakyLoader(0), loadSection: () => new Promise<RouteObject[]>((resolve) => (settle = resolve)) };
    await renderSection('auth', loader);
    expect(screen.getByRole('status')).toHaveTextContent('Se încarcă…');
    await act(async () => settle([{ path: 'login', element: <h1>Autentificare</h1> }]));
    expect(await screen.findByRole('heading', { name: 'Autentificare' })).toBeInTheDocument();
  });

  it('shows the Romanian message and Retry when the remote fails, and Retry loads it', async () => {
    const loader = flakyLoader(1);
    await renderSection('auth', loader);
    expect(await screen.findByRole('alert')).toHaveTextContent('Această secțiune nu se poate încărca acum.');
    await userEvent.click(screen.getByRole('button', { name: 'Reîncearcă' }));
    expect(await screen.findByRole('heading', { name: 'Autentificare' })).toBeInTheDocument();
    expect(loader.calls).toBe(2);
  });

  it('speaks English in the admin section', async () => {
    await renderSection('admin', flakyLoader(5));
    expect(await screen.findByRole('alert')).toHaveTextContent('This section could not be loaded.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
