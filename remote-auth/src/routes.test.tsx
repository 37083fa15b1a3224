// Each auth path renders its own screen (lazily loaded) inside whatever router the host gives.
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { createAppStore, theme } from '@school/shared';
import { routes } from './routes';

describe('remote-auth routes', () => {
  it.each([
    ['login', 'Sign In'],
    ['register', 'Create an account'],
  ])('/%s shows "%s"', async (path, title) => {
    const router = createMemoryRouter(routes, { initialEntries: [`/${path}`] });
    render(
      <Provider store={createAppStore()}>
        <ThemeProvider theme={theme}>
          <RouterProvider router={router} />
        </ThemeProvider>
      </Provider>,
    );
    // The page is a lazy route: its first load in a cold test worker can take seconds on a busy machine.
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
