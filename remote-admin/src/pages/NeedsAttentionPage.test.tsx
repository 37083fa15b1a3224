import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { HealthEntry } from '@school/shared';
import { API, axeViolations, renderScreen, server, setupMockApi } from '@school/shared/testing';
import NeedsAttentionPage from './NeedsAttentionPage';

setupMockApi();

const entries: HealthEntry[] = [
  { kind: 'draft', message: 'Draft news post “Ziua Școlii” is waiting to be published.', itemType: 'news', itemId: 3, link: '/admin/news/3' },
  { kind: 'empty-category', message: 'Public-information category “Regulations” (Law 544/2001) has no documents.', itemType: 'document-category', itemId: 'regulations', link: '/admin/documents?category=regulations' },
];

describe('NeedsAttentionPage', () => {
  it('is the screen of the Needs attention list, each entry a link that opens what fixes it', async () => {
    server.use(http.get(`${API}/content/health`, () => HttpResponse.json(entries)));
    const { user } = renderScreen(<NeedsAttentionPage />, { path: '/admin/needs-attention' });
    const region = screen.getByRole('region', { name: 'Needs attention' });
    expect(within(region).getByRole('heading', { level: 1, name: 'Needs attention' })).toBeInTheDocument();
    const links = await within(region).findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Draft news post “Ziua Școlii” is waiting to be published.', '/admin/news/3'],
      ['Public-information category “Regulations” (Law 544/2001) has no documents.', '/admin/documents?category=regulations'],
    ]);
    expect(await axeViolations()).toEqual([]);
    await user.click(links[0]!);
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/news');
  });

  it('says so when nothing needs attention', async () => {
    server.use(http.get(`${API}/content/health`, () => HttpResponse.json([])));
    renderScreen(<NeedsAttentionPage />, { path: '/admin/needs-attention' });
    expect(await screen.findByText('Nothing needs attention: the site is current, accessible and lawful.')).toBeInTheDocument();
  });
});
