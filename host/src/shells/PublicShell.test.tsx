// The public shell is shown with the school's real name, never the fallback first (no layout shift).
import { act, screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { API, renderWithProviders, server, setupMockApi } from '@school/shared/testing';
import { PublicShell, SCHOOL_NAME_WAIT_MS } from './PublicShell';

jest.mock('../sections/RemoteAuthPart', () => ({ RemoteAuthPart: () => null }));

setupMockApi();

const schoolName = 'Școala Gimnazială „Mihai Eminescu” Valea Florilor';

it('waits for the school name, then shows it in the navbar', async () => {
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  server.use(
    http.get(`${API}/school/about-us`, async () => {
      await answered;
      return HttpResponse.json({ name: schoolName });
    }),
  );
  renderWithProviders(<PublicShell>conținut</PublicShell>, { route: '/home' });
  // Meanwhile the page is mounted (its section loads) but not shown.
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  expect(screen.getByText('conținut')).not.toBeVisible();
  answer();
  expect(await screen.findByRole('link', { name: schoolName })).toBeInTheDocument();
  expect(screen.getByText('conținut')).toBeVisible();
  expect(screen.getByRole('main')).toHaveTextContent('conținut');
});

it('falls back to the generic name when the school cannot be read', async () => {
  server.use(http.get(`${API}/school/about-us`, () => HttpResponse.json({ message: 'Unavailable.' }, { status: 503 })));
  renderWithProviders(<PublicShell>conținut</PublicShell>, { route: '/home' });
  expect(await screen.findByRole('link', { name: 'Școala Gimnazială' })).toBeInTheDocument();
  expect(screen.getByRole('main')).toHaveTextContent('conținut');
});

it('draws with the generic name when the school name is slow to come', async () => {
  server.use(
    http.get(`${API}/school/about-us`, async () => {
      await delay('infinite');
      return HttpResponse.json({ name: schoolName });
    }),
  );
  jest.useFakeTimers();
  try {
    renderWithProviders(<PublicShell>conținut</PublicShell>, { route: '/home' });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(SCHOOL_NAME_WAIT_MS));
    expect(screen.getByRole('link', { name: 'Școala Gimnazială' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('conținut');
  } finally {
    jest.useRealTimers();
  }
});
