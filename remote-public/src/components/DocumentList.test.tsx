import { screen } from '@testing-library/react';
import { documentFixture } from '../test/fixtures';
import { renderWithProviders } from '../test/renderPage';
import { DocumentList } from './DocumentList';
import { ExternalLink } from './ExternalLink';

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
  it('links every document to its file, in a new tab, naming its kind', () => {
    renderWithProviders(<DocumentList documents={[documentFixture(1, 'Condiții de acordare'), documentFixture(2, 'Criterii generale')]} />);
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/api/media/files/doc-1.pdf', '/api/media/files/doc-2.pdf']);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(/\(PDF\) \(se deschide într-o filă nouă\)$/);
    }
  });

  it('links an office file as a download, not a new tab, and says so', () => {
    const fixture = documentFixture(4, 'Cerere de înscriere');
    const docx = {
      ...fixture,
      file: { ...fixture.file!, url: '/api/media/files/doc-4.docx', originalName: 'cerere.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
      href: '/api/media/files/doc-4.docx',
    };
    renderWithProviders(<DocumentList documents={[docx, documentFixture(5, 'Regulament')]} />);
    const download = screen.getByRole('link', { name: 'Cerere de înscriere (DOCX) (se descarcă)' });
    expect(download).toHaveAttribute('href', '/api/media/files/doc-4.docx');
    expect(download).toHaveAttribute('download', '');
    expect(download).not.toHaveAttribute('target');
    expect(download).not.toHaveTextContent('↗');
    expect(screen.getByRole('link', { name: 'Regulament (PDF) (se deschide într-o filă nouă)' })).toHaveAttribute('target', '_blank');
  });

  it('shows an external link without a file kind', () => {
    const link = { ...documentFixture(3, 'Legea educației'), file: null, url: 'https://legislatie.just.ro/lege', href: 'https://legislatie.just.ro/lege' };
    renderWithProviders(<DocumentList documents={[link]} />);
    expect(screen.getByRole('link', { name: 'Legea educației (se deschide într-o filă nouă)' })).toHaveAttribute('href', 'https://legislatie.just.ro/lege');
  });
});
