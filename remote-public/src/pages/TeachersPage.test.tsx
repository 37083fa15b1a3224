import { screen, within } from '@testing-library/react';
import { renderPage } from '../test/renderPage';
import { contentHandlers, server, setupMockApi } from '../test/server';
import { sortTeachers } from './TeachersPage';
import { documentFixture, pageFixture, teachersFixture } from '../test/fixtures';

setupMockApi();

describe('/cadre-didactice', () => {
  it('shows the page’s sections (the award note with its document link) and a card per teacher from the data', async () => {
    const awardPage = pageFixture('cadre-didactice', 'Cadre didactice', [
      { title: 'Premiul regional pentru directori de școală', body: '<p>Directorul a primit premiul regional „Directorul de școală al anului”.</p>' },
      { kind: 'documents', documents: [documentFixture(1, 'Anunțul premiului regional')] },
    ]);
    server.use(...contentHandlers({ pages: [awardPage] }));
    renderPage('/cadre-didactice');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cadre didactice' })).toBeInTheDocument();
    expect(await screen.findByText(/premiul regional „Directorul de școală al anului”/)).toBeInTheDocument();
    const award = await screen.findByRole('link', { name: /Anunțul premiului regional/ });
    expect(award).toHaveAttribute('target', '_blank');
    expect(award).toHaveAttribute('rel', 'noopener noreferrer');

    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(4);
    // Management first, then alphabetical: Popescu (director), Ionescu (adjunct), Ardelean, Stan.
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Popescu Maria',
      'Ionescu Dan',
      'Ardelean Ioana',
      'Stan Elena',
    ]);
    expect(within(cards[0]!).getByText('Gradul didactic: I')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Vechimea în învățământ: 25 ani')).toBeInTheDocument();
    expect(within(cards[3]!).getByText('Vechimea în învățământ: 1 an')).toBeInTheDocument();
  });

  it('sorts with Romanian letters in their place (Ș after S)', () => {
    const [base] = teachersFixture();
    const names = sortTeachers([
      { ...base!, id: 10, position: 'TEACHER', lastName: 'Șerban' },
      { ...base!, id: 11, position: 'TEACHER', lastName: 'Tudor' },
      { ...base!, id: 12, position: 'TEACHER', lastName: 'Sandu' },
    ]).map((t) => t.lastName);
    expect(names).toEqual(['Sandu', 'Șerban', 'Tudor']);
  });
});
