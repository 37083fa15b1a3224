import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../test/renderPage';
import { DocumentList } from './DocumentList';
import { ExternalLink } from './ExternalLink';

const documents = [
  { id: 'a', title: 'Anexă — bursa de merit', href: '/assets/a.pdf', group: 'anexe' },
  { id: 'c', title: 'Condiții de acordare', href: '/assets/c.pdf', group: 'info' },
  { id: 'd', title: 'Criterii generale', href: '/assets/d.pdf', group: 'info' },
];
const groups = [
  { id: 'info', title: 'Informații' },
  { id: 'anexe', title: 'Anexe' },
  { id: 'gol', title: 'Grup fără documente' },
];

describe('ExternalLink', () => {
  it('opens in a new tab safely and tells screen-reader users', () => {
    renderWithProviders(<ExternalLink href="/x.pdf">Regulament</ExternalLink>);
    const link = screen.getByRole('link', { name: 'Regulament (se deschide într-o filă nouă)' });
    expect(link).toHaveAttribute('href', '/x.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('DocumentList', () => {
  it('links every document to the file we serve, in a new tab', () => {
    renderWithProviders(<DocumentList documents={documents} />);
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/assets/a.pdf', '/assets/c.pdf', '/assets/d.pdf']);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(/\(PDF\) \(se deschide într-o filă nouă\)$/);
    }
  });

  it('lists documents under their groups in the groups’ order and skips empty groups', () => {
    renderWithProviders(<DocumentList documents={documents} groups={groups} headingLevel={3} />);
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual(['Informații', 'Anexe']);
    const info = screen.getByRole('region', { name: 'Informații' });
    expect(within(info).getAllByRole('link')).toHaveLength(2);
    const anexe = screen.getByRole('region', { name: 'Anexe' });
    expect(within(anexe).getByRole('link', { name: /Anexă — bursa de merit/ })).toBeInTheDocument();
  });
});
