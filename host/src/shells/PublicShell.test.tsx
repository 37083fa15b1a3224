// The public shell is shown with the school's real name, never the fallback first (no layout shift).
import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@school/shared/testing';
import { PublicShell, SCHOOL_NAME_WAIT_MS } from './PublicShell';

jest.mock('../sections/RemoteSessionStatus', () => ({ RemoteSessionStatus: () => null }));

function answerAboutUs() {
  let answer: ((response: Response) => void) | undefined;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.endsWith('/school/about-us')) return new Promise<Response>((resolve) => (answer = resolve));
    return new Promise<Response>(() => {});
  }) as unknown as typeof fetch;
  return async (response: Response) => {
    await waitFor(() => expect(answer).toBeDefined());
    await act(async () => answer?.(response));
  };
}

it('waits for the school name, then shows it in the navbar', async () => {
  const respond = answerAboutUs();
  renderWithProviders(<PublicShell>conținut</PublicShell>, { route: '/home' });
  // Meanwhile the page is mounted (its section loads) but not shown.
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  expect(screen.getByText('conținut')).not.toBeVisible();
  await respond(Response.json({ name: 'Școala Gimnazială „Mihai Eminescu” Valea Florilor' }));
  expect(await screen.findByRole('link', { name: 'Școala Gimnazială „Mihai Eminescu” Valea Florilor' })).toBeInTheDocument();
  expect(screen.getByText('conținut')).toBeVisible();
  expect(screen.getByRole('main')).toHaveTextContent('conținut');
});

it('falls back to the generic name when the school cannot be read', async () => {
  const respond = answerAboutUs();
  renderWithProviders(<PublicShell>conținut</PublicShell>, { route: '/home' });
  await respond(Response.json({ message: 'Unavailable.' }, { status: 503 }));
  expect(await screen.findByRole('link', { name: 'Școala Gimnazială' })).toBeInTheDocument();
  expect(screen.getByRole('main')).toHaveTextContent('conținut');
});

it('draws with the generic name when the school name is slow to come', async () => {
  jest.useFakeTimers();
  try {
    answerAboutUs();
    renderWithProviders(<PublicShell>conținut</PublicShell>, { route: '/home' });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(SCHOOL_NAME_WAIT_MS));
    expect(screen.getByRole('link', { name: 'Școala Gimnazială' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('conținut');
  } finally {
    jest.useRealTimers();
  }
});
