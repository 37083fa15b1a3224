import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { SCHOOL_DETAILS_KEY } from '@school/shared';
import { aboutUsFixture } from '../test/fixtures';
import { renderWithProviders } from '../test/renderPage';
import { API, server, setupMockApi } from '../test/server';
import { ContactBlock, fullAddress, mapUrl } from './ContactBlock';

setupMockApi();

describe('ContactBlock', () => {
  it('shows email, address, phone and fax from About us, and the map link', async () => {
    renderWithProviders(<ContactBlock />);
    expect(await screen.findByRole('link', { name: 'secretariat@scoala-valea-florilor.example' })).toHaveAttribute(
      'href',
      'mailto:secretariat@scoala-valea-florilor.example',
    );
    expect(screen.getByText('Strada Școlii nr. 12, Valea Florilor, Județul Prahova, România')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '0244 123 456' })).toHaveAttribute('href', 'tel:0244123456');
    expect(screen.getByText('0244 123 457')).toBeInTheDocument();
    const map = screen.getByRole('link', { name: /Vezi pe hartă/ });
    expect(map).toHaveAttribute('href', 'https://www.openstreetmap.org/?mlat=45.05&mlon=25.95#map=17/45.05/25.95');
    expect(map).toHaveAttribute('target', '_blank');
    expect(map).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('leaves the map link out when the coordinates are not numbers', async () => {
    server.use(http.get(`${API}/school/about-us`, () => HttpResponse.json({ ...aboutUsFixture(), latitude: 'nord' })));
    renderWithProviders(<ContactBlock />);
    expect(await screen.findByText('0244 123 457')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Vezi pe hartă/ })).not.toBeInTheDocument();
  });

  it('shows only the details the school has given: no empty e-mail or phone link', async () => {
    server.use(http.get(`${API}/school/about-us`, () => HttpResponse.json({ ...aboutUsFixture(), email: '', phone: ' ', fax: '', latitude: '', longitude: '' })));
    renderWithProviders(<ContactBlock />);
    expect(await screen.findByText('Strada Școlii nr. 12, Valea Florilor, Județul Prahova, România')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText('E-mail')).not.toBeInTheDocument();
    expect(screen.queryByText('Telefon')).not.toBeInTheDocument();
    expect(screen.queryByText('Fax')).not.toBeInTheDocument();
  });

  it('says the contact details are not published yet when a new school has given none', async () => {
    const none = Object.fromEntries(Object.keys(aboutUsFixture()).map((field) => [field, '']));
    server.use(http.get(`${API}/school/about-us`, () => HttpResponse.json({ ...none, name: 'Școala Primară Izvoarele' })));
    renderWithProviders(<ContactBlock />);
    expect(await screen.findByText('Datele de contact ale școlii nu au fost publicate încă.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText('Adresa')).not.toBeInTheDocument();
  });

  it('offers a retry when About us cannot be loaded', async () => {
    server.use(http.get(`${API}/school/about-us`, () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    renderWithProviders(<ContactBlock />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Nu am putut încărca datele de contact.');
    expect(screen.getByRole('button', { name: 'Încercați din nou' })).toBeInTheDocument();
  });

  it('keeps showing the last details this browser saw while About us cannot be loaded', async () => {
    localStorage.setItem(SCHOOL_DETAILS_KEY, JSON.stringify(aboutUsFixture()));
    server.use(http.get(`${API}/school/about-us`, () => HttpResponse.json({ message: 'x' }, { status: 503 })));
    renderWithProviders(<ContactBlock />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Nu am putut încărca datele de contact.');
    expect(screen.getByRole('link', { name: '0244 123 456' })).toHaveAttribute('href', 'tel:0244123456');
    expect(screen.getByText('Strada Școlii nr. 12, Valea Florilor, Județul Prahova, România')).toBeInTheDocument();
  });

  it('builds the map address and the full address', () => {
    expect(mapUrl('45.0500', '25.9500')).toBe('https://www.openstreetmap.org/?mlat=45.05&mlon=25.95#map=17/45.05/25.95');
    expect(mapUrl('', '25')).toBeNull();
    expect(mapUrl('91', '25')).toBeNull();
    expect(fullAddress({ address: 'Str. A 1', city: 'Oraș', region: '', country: 'România' })).toBe('Str. A 1, Oraș, România');
  });
});
