// Renders a section's route table (a remote's routes, the host's) under a data router at an
// address, with the shared store and theme, as the composed site does.
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { render } from '@testing-library/react';
import { createAppStore } from '../store';
import { theme } from '../ui/theme';

export function renderRouteTable(routes: RouteObject[], entry: string, store = createAppStore()) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>,
  );
  return { router, store };
}
