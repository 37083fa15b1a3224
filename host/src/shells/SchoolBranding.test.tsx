// On a county's platform each school looks like itself: its name, logo and colour pair in the
// navbar, its footer contacts, its favicon, in the same shell every school has.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, renderWithProviders, server, setupMockApi } from '@school/shared/testing';
import { PublicShell } from './PublicShell';

jest.mock('../sections/RemoteAuthPart', () => ({ RemoteAuthPart: () => null }));

setupMockApi();

const branding = {
  name: 'Liceul Teoretic „Avram Iancu”',
  logoUrl: '/api/media/files/sigla.png',
  faviconUrl: '/api/media/files/favicon.png',
  brandColor: '#ffd200',
  brandTextColor: '#1b1b1b',
  footerContacts: 'Str. Avram Iancu 1, Cluj-Napoca\nTelefon: 0264 000 001',
};

it('draws the school of the host with its name, logo, colours, favicon and footer contacts', async () => {
  document.head.innerHTML = '<link rel="icon" href="data:," />';
  server.use(
    http.get(`${API}/site`, () => HttpResponse.json({ kind: 'school', school: branding })),
    http.get(`${API}/school/about-us`, () => HttpResponse.json({ name: 'Numele din Despre noi' })),
  );
  renderWithProviders(<PublicShell>conținut</PublicShell>, { route: '/home' });
  const brand = await screen.findByRole('link', { name: branding.name });
  expect(brand.querySelector('img')).toHaveAttribute('src', branding.logoUrl);
  expect(screen.getByRole('navigation', { name: 'Meniu principal' })).toHaveStyle({ background: '#ffd200', color: '#1b1b1b' });
  expect(screen.getByText(/Str\. Avram Iancu 1/)).toHaveTextContent('Str. Avram Iancu 1, Cluj-Napoca Telefon: 0264 000 001');
  expect(document.querySelector('link[rel="icon"]')).toHaveAttribute('href', branding.faviconUrl);
});

it('keeps the product\'s own look on an install without schools', async () => {
  server.use(http.get(`${API}/school/about-us`, () => HttpResponse.json({ name: 'Școala Gimnazială nr. 1' })));
  renderWithProviders(<PublicShell>conținut</PublicShell>, { route: '/home' });
  expect(await screen.findByRole('link', { name: 'Școala Gimnazială nr. 1' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Meniu principal' })).toHaveStyle({ background: '#1a5fb4', color: '#ffffff' });
});
