// The routes drawn from admin data (About us, the teachers) render their heading and key facts,
// with a meta description and no axe violation; their content sections come from the API.
import { screen, waitFor, within } from '@testing-library/react';
import { newsFixture, pageFixture } from '../test/fixtures';
import { axeViolations, renderPage } from '../test/renderPage';
import { contentHandlers, server, setupMockApi } from '../test/server';

setupMockApi();

const SCHOOL = 'Școala Gimnazială „Mihai Eminescu” Valea Florilor';

const cases = [
  { path: '/home', h1: SCHOOL, texts: ['secretariat@scoala-valea-florilor.example', 'Noutăți'] },
  { path: '/echipa-manageriala', h1: 'Echipa managerială', texts: ['Director: prof. Popescu Maria'] },
  { path: '/cadre-didactice', h1: 'Cadre didactice', texts: ['Popescu Maria', 'Vechimea în învățământ: 25 ani'] },
  { path: '/contact', h1: 'Contact', texts: ['0244 123 456', '0244 123 457', 'Strada Școlii nr. 12'] },
  { path: '/istoric', h1: 'Istoric', texts: ['Școala a fost înființată în 1921.', 'În 1975 s-a construit clădirea nouă.'] },
];

describe.each(cases)('$path', ({ path, h1, texts }) => {
  it('renders its heading, key texts and meta description, and has no axe violations', async () => {
    renderPage(path);
    expect(await screen.findByRole('heading', { level: 1, name: h1 }, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Se încarcă/)).not.toBeInTheDocument());
    const shown = (screen.getByRole('main').textContent ?? '').replace(/\s+/g, ' ');
    for (const text of texts) expect(shown).toContain(text);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });
});

describe('/home', () => {
  it('names the enrolment button after the enrolment page’s campaign and shows the latest news', async () => {
    server.use(
      ...contentHandlers({
        pages: [pageFixture('inscrierea', 'Înscrierea în clasa pregătitoare 2026-2027', [{ body: '<p>Locuri</p>' }])],
        news: [newsFixture(1, 'Ziua Școlii', { date: '2025-05-20' }), newsFixture(2, 'Serbarea de Crăciun', { date: '2024-12-19' })],
      }),
    );
    const { user } = renderPage('/home');
    const latest = await screen.findByRole('region', { name: 'Noutăți' });
    expect(await within(latest).findByRole('link', { name: 'Ziua Școlii' })).toHaveAttribute('href', '/noutati/ziua-scolii');
    expect(within(latest).getByRole('link', { name: 'Toate noutățile' })).toHaveAttribute('href', '/noutati');
    const enrol = await screen.findByRole('link', { name: 'Înscrierea în clasa pregătitoare 2026-2027' });
    expect(enrol).toHaveAttribute('href', '/inscrierea');
    await user.click(enrol);
    expect(await screen.findByRole('heading', { level: 1, name: 'Înscrierea în clasa pregătitoare 2026-2027' })).toBeInTheDocument();
    expect(await screen.findByText('Locuri')).toBeInTheDocument();
  });

  it('shows no enrolment button while no campaign is published', async () => {
    renderPage('/home');
    await screen.findByRole('heading', { level: 1, name: SCHOOL });
    await screen.findByText('Nu există noutăți publicate.');
    expect(screen.queryByRole('link', { name: /Înscrierea/ })).not.toBeInTheDocument();
  });
});

describe('/projects/erasmus-colourful-numbers', () => {
  it('shows the project’s posts newest first, each with place and month', async () => {
    const post = (id: number, title: string, place: string, date: string) => newsFixture(id, title, { place, date, project: 'erasmus-colourful-numbers' });
    server.use(
      ...contentHandlers({
        pages: [pageFixture('projects/erasmus-colourful-numbers', 'Erasmus+ „Colourful Numbers”', [{ body: '<p>Despre proiect</p>' }])],
        news: [post(1, 'Istanbul', 'Istanbul, Turcia', '2023-05-15'), post(2, 'Zlín', 'Zlín, Cehia', '2021-09-20'), newsFixture(3, 'Altceva')],
      }),
    );
    renderPage('/projects/erasmus-colourful-numbers');
    await screen.findByText('Despre proiect');
    const posts = await screen.findAllByRole('article');
    expect(posts).toHaveLength(2);
    expect(posts[0]).toHaveTextContent('Istanbul, Turcia, mai 2023');
    expect(posts[1]).toHaveTextContent('Zlín, Cehia, septembrie 2021');
  });
});
