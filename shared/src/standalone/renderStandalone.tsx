// The frame a remote renders itself in when it runs alone (its dev server, port 300x), for its
// team's development: a store of its own, a router over its own route objects with a plain list
// of links to them, the shared theme and global style. In the composed site the host provides all
// of these instead. Each remote's src/standalone.tsx calls renderStandalone from its bootstrap.
import { useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, Link, Navigate, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
// By package name, like a remote would: in a Module Federation build it is the shared singleton.
import { createAppStore, GlobalStyle, theme } from '@school/shared';

function StandaloneLayout({ paths }: { paths: string[] }) {
  return (
    <>
      <nav aria-label="Standalone">
        <ul>
          {paths.map((path) => (
            <li key={path}>
              <Link to={`/${path}`}>{path}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main">
        <Outlet />
      </main>
    </>
  );
}

export function StandaloneApp({ routes }: { routes: RouteObject[] }) {
  const store = useMemo(() => createAppStore(), []);
  const router = useMemo(() => {
    const paths = routes.map((route) => route.path).filter((path): path is string => Boolean(path));
    return createBrowserRouter([
      {
        path: '/',
        element: <StandaloneLayout paths={paths} />,
        children: [{ index: true, element: <Navigate to={`/${paths[0] ?? ''}`} replace /> }, ...routes],
      },
    ]);
  }, [routes]);
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>
  );
}

export interface StandaloneOptions {
  /** The pages' language for <html lang> ('ro' for the public site, 'en' for admin screens). */
  lang: string;
  /** Where to render (default: the page's #root). */
  container?: HTMLElement | null;
}

/** Renders a remote's routes alone in the page. Call it after Module Federation's async boundary. */
export function renderStandalone(routes: RouteObject[], { lang, container = document.getElementById('root') }: StandaloneOptions) {
  if (!container) throw new Error('index.html has no #root element');
  document.documentElement.lang = lang;
  const root = createRoot(container);
  root.render(<StandaloneApp routes={routes} />);
  return root;
}
