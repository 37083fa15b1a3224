// Renders as the composed site would: the shared store (createAppStore), the shared theme, and a
// router at the given address. Every other path shows its own address, so a test can see where a
// screen navigated to.
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore, type AppStoreOptions } from '../store';
import { theme } from '../ui/theme';
import { routePatternOf, type SitePathName } from '../routing/sitePaths';

/** Shows the address the router is at (a route for "anywhere else"). */
export function Elsewhere() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

export interface RenderWithProvidersOptions {
  /** The address the router starts at, with a navigation state if wanted; "/" unless given. */
  route?: string | { pathname: string; state?: unknown };
  /** Where the store keeps the current user; localStorage unless given. */
  storage?: AppStoreOptions['storage'];
}

/** Renders any element with the store, the theme and a router; returns the store and a user-event user. */
export function renderWithProviders(ui: ReactElement, { route = '/', storage }: RenderWithProvidersOptions = {}) {
  const store = createAppStore({ storage });
  const user = userEvent.setup();
  const result = render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </ThemeProvider>
    </Provider>,
  );
  return { ...result, store, user };
}

/** The route pattern of `path` as the host has it: an admin screen's also matches its items' addresses (/admin/news/12). */
export const screenRoute = (path: string): string => `/${routePatternOf(path.replace(/^\//, '') as SitePathName)}`;

/** Renders a screen at `path` (a route of the site, or a pattern), the router at `route` (defaults to `path`). */
export function renderScreen(screen: ReactElement, { path = '/', route = path }: { path?: string; route?: string } = {}) {
  return renderWithProviders(
    <Routes>
      <Route path={screenRoute(path)} element={screen} />
      <Route path="*" element={<Elsewhere />} />
    </Routes>,
    { route },
  );
}
