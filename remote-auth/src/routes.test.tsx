// Each auth path renders its own screen (lazily loaded) inside whatever router the host gives.
import { screen } from '@testing-library/react';
import { renderRouteTable } from '@school/shared/testing';
import { routes } from './routes';

describe('remote-auth routes', () => {
  it.each([
    ['login', 'Sign In'],
    ['register', 'Create an account'],
  ])('/%s shows "%s"', async (path, title) => {
    renderRouteTable(routes, `/${path}`);
    // The page is a lazy route: its first load in a cold test worker can take seconds on a busy machine.
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
