// The footer's contact details never hang: a failed or slow About us shows a Romanian message with
// a retry, and the last details this browser saw stay meanwhile. Signed in, no sign-in link.
import { act, screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { ABOUT_US_TIMEOUT_MS, SCHOOL_DETAILS_KEY } from '@school/shared';
import { aboutUsFixture, API, renderWithProviders, server, setupMockApi } from '@school/shared/testing';
import { Footer } from './Footer';

setupMockApi();

const school = aboutUsFixture();

const unavailable = () => HttpResponse.json({ message: 'Database unavailable.' }, { status: 503 });

it('shows the contact details and the sign-in link, and keeps the details for later', async () => {
  server.use(http.get(`${API}/school/about-us`, () => HttpResponse.json(school)));
  renderWithProviders(<Footer signedIn={false} />);
  const footer = screen.getByRole('contentinfo');
  expect(await screen.findByText('Strada Școlii nr. 12, Valea Florilor')).toBeInTheDocument();
  expect(footer).toHaveTextContent('0244 123 456');
  expect(screen.getByRole('link', { name: 'Autentificare' })).toHaveAttribute('href', '/login');
  const legal = screen.getByRole('navigation', { name: 'Informații legale' });
  expect(within(legal).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Informații de interes public', '/informatii-de-interes-public'],
    ['Declarație de accesibilitate', '/declaratie-de-accesibilitate'],
    ['Politica de confidențialitate', '/confidentialitate'],
  ]);
  expect(JSON.parse(localStorage.getItem(SCHOOL_DETAILS_KEY) ?? 'null')).toEqual(school);
});

it('keeps the last known details when the API fails, says so, and Reîncearcă loads them again', async () => {
  localStorage.setItem(SCHOOL_DETAILS_KEY, JSON.stringify(school));
  server.use(http.get(`${API}/school/about-us`, unavailable, { once: true }));
  const { user } = renderWithProviders(<Footer signedIn={false} />);
  const footer = screen.getByRole('contentinfo');
  expect(await screen.findByRole('alert')).toHaveTextContent('Datele de contact nu se pot încărca acum.');
  expect(footer).toHaveTextContent('Strada Școlii nr. 12, Valea Florilor');
  expect(footer).toHaveTextContent('0244 123 456');
  expect(footer).not.toHaveTextContent('se încarcă');

  server.use(http.get(`${API}/school/about-us`, () => HttpResponse.json({ ...school, phone: '0244 999 999' })));
  await user.click(screen.getByRole('button', { name: 'Reîncearcă' }));
  expect(await screen.findByText('0244 999 999')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('says so after a few seconds when the API does not answer, even with nothing stored', async () => {
  server.use(
    http.get(`${API}/school/about-us`, async () => {
      await delay('infinite');
      return HttpResponse.json(school);
    }),
  );
  jest.useFakeTimers();
  try {
    renderWithProviders(<Footer signedIn={false} />);
    expect(screen.getByText('Adresa se încarcă…')).toBeInTheDocument();
    // Let the request start, then wait out its time limit.
    await act(() => jest.advanceTimersByTimeAsync(50));
    await act(() => jest.advanceTimersByTimeAsync(ABOUT_US_TIMEOUT_MS));
    expect(screen.getByRole('alert')).toHaveTextContent('Datele de contact nu se pot încărca acum.');
    expect(screen.queryByText('Adresa se încarcă…')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reîncearcă' })).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

it('hides the sign-in link from a signed-in visitor', async () => {
  server.use(http.get(`${API}/school/about-us`, () => HttpResponse.json(school)));
  renderWithProviders(<Footer signedIn />);
  expect(await screen.findByText('Strada Școlii nr. 12, Valea Florilor')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Autentificare' })).not.toBeInTheDocument();
});
