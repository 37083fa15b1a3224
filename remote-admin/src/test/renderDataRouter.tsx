// Renders a screen under a data router (createMemoryRouter), as the host does, for the screens that
// block a navigation with unsaved changes (useBlocker works only there). A link to elsewhere lets
// a test try to leave.
import { Provider } from 'react-redux';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore, theme } from '@school/shared';
import { screenRoute } from '@school/shared/testing';

export function renderInDataRouter(screen: ReactElement, path: string, entry: string = path) {
  const store = createAppStore();
  const router = createMemoryRouter(
    [
      {
        path: screenRoute(path),
        element: (
          <>
            <Link to="/elsewhere">Somewhere else</Link>
            {screen}
          </>
        ),
      },
      { path: '/elsewhere', element: <p>Left the screen.</p> },
    ],
    { initialEntries: [entry] },
  );
  const user = userEvent.setup();
  const result = render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>,
  );
  return { ...result, store, user, router };
}
