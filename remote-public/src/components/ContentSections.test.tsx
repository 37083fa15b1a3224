// A page's photo groups and document lists load their code with the first page that has one:
// meanwhile the place they take says it is busy, so the renderer (host/src/prerender) never stores
// a snapshot of the page without its photos or documents.
import { screen } from '@testing-library/react';
import { documentFixture, galleryFixture, pageFixture, photoFixture } from '../test/fixtures';
import { renderWithProviders } from '../test/renderPage';
import { ContentSections } from './ContentSections';

const { sections } = pageFixture('activitati/saptamana-verde', 'Săptămâna Verde', [
  { kind: 'photos', title: 'Fotografii', gallery: galleryFixture(1, 'Săptămâna Verde 2024-2025', [photoFixture(1)]) },
  { kind: 'documents', title: 'Documente', documents: [documentFixture(1, 'Programul săptămânii')] },
]);

test('a photo group or document list still loading its code is marked busy until it shows', async () => {
  renderWithProviders(<ContentSections sections={sections} />);
  expect(document.querySelectorAll('[aria-busy="true"]')).toHaveLength(2);
  expect(await screen.findByRole('list', { name: 'Fotografii' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: /Programul săptămânii/ })).toBeInTheDocument();
  expect(document.querySelectorAll('[aria-busy="true"]')).toHaveLength(0);
});
