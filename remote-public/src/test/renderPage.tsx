// Renders a public page as the composed site would: the shared store (createAppStore), the shared
// theme and a router at the page's address, through the section's own route objects (so the lazy
// chunks load as they do in the browser). Other addresses show where a link went.
import { Suspense, type ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Elsewhere, renderWithProviders as renderWithSharedProviders } from '@school/shared/testing';
import { pages, routes } from '../routes';
import type { PublicPath } from '@school/shared';

export { axeViolations } from '@school/shared/testing';

/** Renders the route at `path` (e.g. "/home") inside a <main>, as the host's public shell does. */
export function renderPage(path: string) {
  return renderWithSharedProviders(
    <main>
      <Suspense fallback={<p>Se încarcă pagina…</p>}>
        <Routes>
          {routes.map((r) => (
            <Route key={r.path} path={r.path} Component={pages[r.path as PublicPath]} />
          ))}
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </Suspense>
    </main>,
    { route: path, storage: window.sessionStorage },
  );
}

/** Renders any element with the theme, store and router (for components). */
export function renderWithProviders(ui: ReactElement) {
  return renderWithSharedProviders(ui, { storage: window.sessionStorage });
}
