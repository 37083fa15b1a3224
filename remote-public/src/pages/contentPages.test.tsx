// The pages drawn from the content API: loading, a missing page or article, a failed load, the
// sections as the API holds them (images with variants, sizes and lazy loading), news, search and
// the archive; axe on each.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { SearchResult } from '@school/shared';
import { documentFixture, galleryFixture, newsFixture, pageFixture, photoFixture } from '../test/fixtures';
import { axeViolations, renderPage } from '../test/renderPage';
import { API, contentHandlers, server, setupMockApi } from '../test/server';

setupMockApi();

const photos = [1, 2, 3, 4, 5, 6].map((n) => photoFixture(n));
const verde = pageFixture('activitati/saptamana-verde', 'Săptămâna Verde', [
  { title: 'Săptămâna Verde 2024-2025', body: '<p>Elevii au plantat <strong>copaci</strong>.</p>' },
  { kind: 'photos', title: 'Fotografii', gallery: galleryFixture(1, 'Săptămâna Verde 2024-2025', photos) },
  { kind: 'documents', title: 'Documente', documents: [documentFixture(1, 'Programul săptămânii')] },
]);

describe('a content page', () => {
  it('says it is loading, then shows its sections in order with the last update', async () => {
    server.use(...contentHandlers({ pages: [verde] }));
    renderPage('/activitati/saptamana-verde');
    expect(await screen.findByText('Se încarcă conținutul paginii…', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Săptămâna Verde 2024-2025' })).toBeInTheDocument();
    expect(screen.getByText('copaci').tagName).toBe('STRONG');
    expect(await screen.findByRole('link', { name: /Programul săptămânii \(PDF\)/ })).toHaveAttribute('href', '/api/media/files/doc-1.pdf');
    expect(screen.getByText(/Ultima actualizare:/)).toHaveTextContent('Ultima actualizare: 3 martie 2025');
    expect(await axeViolations()).toEqual([]);
  });

  it('draws photos from their variants, with their size, sizes, and lazy loading below the first row', async () => {
    server.use(...contentHandlers({ pages: [verde] }));
    renderPage('/activitati/saptamana-verde');
    const gallery = await screen.findByRole('list', { name: 'Fotografii' });
    const images = within(gallery).getAllByRole('img');
    expect(images).toHaveLength(6);
    for (const img of images) {
      expect(img).toHaveAttribute('width', '960');
      expect(img).toHaveAttribute('height', '640');
      expect(img.getAttribute('srcset')).toMatch(/-320\.webp 320w, .*-960\.webp 960w$/);
      expect(img).toHaveAttribute('sizes');
    }
    expect(images.slice(0, 4).every((img) => !img.hasAttribute('loading'))).toBe(true);
    expect(images.slice(4).every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it('leaves out the sections the school-year rollover archived (an editor’s answer holds them)', async () => {
    const altfel = pageFixture('activitati/saptamana-altfel', 'Săptămâna Altfel', [
      { title: 'Săptămâna Altfel 2026-2027', schoolYear: '2026-2027', body: '<p>Teme noi</p>' },
      { title: 'Săptămâna Altfel 2024-2025', schoolYear: '2024-2025', archived: true, body: '<p>Teme vechi</p>' },
    ]);
    server.use(...contentHandlers({ pages: [altfel] }));
    renderPage('/activitati/saptamana-altfel');
    expect(await screen.findByRole('heading', { level: 2, name: 'Săptămâna Altfel 2026-2027' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Săptămâna Altfel 2024-2025' })).not.toBeInTheDocument();
    expect(screen.queryByText('Teme vechi')).not.toBeInTheDocument();
  });

  it('puts consecutive sections of one title (an activity’s text and photos) in one region', async () => {
    const activity = pageFixture('activitati/saptamana-altfel', 'Săptămâna Altfel', [
      { title: 'Săptămâna Altfel 2024-2025', body: '<p>Teme zilnice</p>' },
      { kind: 'photos', title: 'Săptămâna Altfel 2024-2025', gallery: galleryFixture(2, 'Săptămâna Altfel 2024-2025', [photoFixture(1)]) },
    ]);
    server.use(...contentHandlers({ pages: [activity] }));
    renderPage('/activitati/saptamana-altfel');
    const region = await screen.findByRole('region', { name: 'Săptămâna Altfel 2024-2025' });
    expect(within(region).getByText('Teme zilnice')).toBeInTheDocument();
    expect(await within(region).findByRole('img')).toBeInTheDocument();
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });

  it('follows a link of its text to another page of the site without a reload', async () => {
    server.use(...contentHandlers({ pages: [pageFixture('documente', 'Documente', [{ body: '<p>Vedeți <a href="/istoric">istoricul școlii</a>.</p>' }])] }));
    const { user } = renderPage('/documente');
    await user.click(await screen.findByRole('link', { name: 'istoricul școlii' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Istoric' })).toBeInTheDocument();
  });

  it('says clearly when the page has no published content', async () => {
    renderPage('/documente');
    expect(await screen.findByText('Conținutul acestei pagini nu a fost publicat încă. Reveniți în curând.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Documente' })).toBeInTheDocument();
  });

  it('offers a retry when the load fails', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/content/pages/*`, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ message: 'down' }, { status: 500 }) : HttpResponse.json(verde);
      }),
    );
    const { user } = renderPage('/activitati/saptamana-verde');
    await user.click(await screen.findByRole('button', { name: 'Încercați din nou' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Săptămâna Verde 2024-2025' })).toBeInTheDocument();
  });
});

describe('/noutati', () => {
  const news = Array.from({ length: 12 }, (_, i) => newsFixture(i + 1, `Articolul ${i + 1}`, { date: `2025-05-${String(20 - i).padStart(2, '0')}` }));

  it('lists the published news with links to each article, paginated, and filters by school year', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(`${API}/content/news`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        const page = Number(query.get('page'));
        return HttpResponse.json({ items: news.slice((page - 1) * 10, page * 10), total: news.length, page, pageSize: 10 });
      }),
    );
    const { user } = renderPage('/noutati');
    expect(await screen.findByRole('link', { name: 'Articolul 1' })).toHaveAttribute('href', '/noutati/articolul-1');
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.getByText('Pagina 1 din 2')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Pagina următoare' }));
    expect(await screen.findByRole('link', { name: 'Articolul 11' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Anul școlar'), '2024-2025');
    await waitFor(() => expect(asked.at(-1)?.get('schoolYear')).toBe('2024-2025'));
    expect(asked.at(-1)?.get('page')).toBe('1');
    expect(await axeViolations()).toEqual([]);
  });

  it('says when there is no news', async () => {
    renderPage('/noutati');
    expect(await screen.findByText('Nu există noutăți publicate.')).toBeInTheDocument();
  });
});

describe('/noutati/{slug}', () => {
  it('shows the article with its photos in the viewer and its last update', async () => {
    server.use(...contentHandlers({ news: [newsFixture(1, 'Ziua Școlii', { images: [photoFixture(1, 'Corul școlii')] })] }));
    const { user } = renderPage('/noutati/ziua-scolii');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ziua Școlii' })).toBeInTheDocument();
    expect(screen.getByText('Textul articolului Ziua Școlii.')).toBeInTheDocument();
    expect(screen.getByText(/Ultima actualizare:/)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: /Mărește fotografia/ }));
    expect(await screen.findByRole('dialog', { name: 'Ziua Școlii: foto 1 din 1' })).toBeInTheDocument();
  });

  it("loads the article's first photo with the page and the rest of its gallery lazily", async () => {
    const images = [photoFixture(1, 'Corul școlii'), photoFixture(2, 'Serbarea'), photoFixture(3, 'Premierea')];
    server.use(...contentHandlers({ news: [newsFixture(1, 'Ziua Școlii', { images })] }));
    renderPage('/noutati/ziua-scolii');
    const drawn = within(await screen.findByRole('list', { name: 'Ziua Școlii' })).getAllByRole('img');
    expect(drawn.map((img) => img.getAttribute('loading'))).toEqual([null, 'lazy', 'lazy']);
  });

  it('moves the address to the current slug when the API answered for an old one', async () => {
    server.use(http.get(`${API}/content/news/:slug`, () => HttpResponse.json(newsFixture(1, 'Ziua Școlii 2025'))));
    renderPage('/noutati/ziua-scolii');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ziua Școlii 2025' })).toBeInTheDocument();
    expect(await screen.findByText('Textul articolului Ziua Școlii 2025.')).toBeInTheDocument();
  });

  it('says clearly when the article does not exist', async () => {
    renderPage('/noutati/nu-exista');
    expect(await screen.findByText('Articolul căutat nu există sau nu mai este publicat.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Înapoi la noutăți' })).toHaveAttribute('href', '/noutati');
  });
});

/** The search page at `/cautare?q=…`, the API answering these results. */
function searchAnswers(query: string, results: SearchResult[]) {
  server.use(http.get(`${API}/search`, () => HttpResponse.json({ results })));
  renderPage(`/cautare?q=${query}`);
}

describe('/cautare', () => {
  it('lists results with their type, title and snippet, the matched words marked with or without diacritics', async () => {
    searchAnswers('scoala%20%C8%99colii', [
      { type: 'news', id: 1, title: 'Ziua Școlii', snippet: '… la Școala din Valea Florilor …', ref: 'ziua-scolii' },
      { type: 'page', id: 3, title: 'Istoric', snippet: 'Scoala a fost infiintata in 1921', ref: 'istoric' },
      { type: 'document', id: 2, title: 'Regulamentul școlii', snippet: '', ref: '/api/media/files/r.pdf' },
    ]);
    expect(await screen.findByText('3 rezultate pentru „scoala școlii”')).toBeInTheDocument();
    const [first, second, third] = screen.getAllByRole('listitem');
    const marks = (item: HTMLElement | undefined) => [...item!.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(first).toHaveTextContent('Noutate');
    expect(within(first!).getByRole('link', { name: 'Ziua Școlii' })).toHaveAttribute('href', '/noutati/ziua-scolii');
    expect(marks(first)).toEqual(['Școlii', 'Școala']);
    expect(second).toHaveTextContent('Pagină');
    expect(within(second!).getByRole('link', { name: 'Istoric' })).toHaveAttribute('href', '/istoric');
    expect(marks(second)).toEqual(['Scoala']);
    expect(third).toHaveTextContent('Document');
    expect(within(third!).getByRole('link', { name: /Regulamentul școlii/ })).toHaveAttribute('href', '/api/media/files/r.pdf');
    expect(marks(third)).toEqual(['școlii']);
    expect(await axeViolations()).toEqual([]);
  });

  it('opens a document found in a new tab, or downloads it when the API says its file downloads', async () => {
    searchAnswers('transfer', [
      { type: 'document', id: 6, title: 'Cererea de transfer', snippet: '', ref: '/api/content/documents/6/file', download: true },
      { type: 'document', id: 7, title: 'Calendarul de transfer', snippet: '', ref: '/api/content/documents/7/file', download: false },
    ]);
    const download = await screen.findByRole('link', { name: 'Cererea de transfer (se descarcă)' });
    expect(download).toHaveAttribute('download', '');
    expect(download).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'Calendarul de transfer (se deschide într-o filă nouă)' })).toHaveAttribute('target', '_blank');
  });

  it('leads a gallery and About us where the API says they are shown', async () => {
    searchAnswers('1894', [
      { type: 'gallery', id: 4, title: 'Carnavalul', snippet: '', ref: '/arhiva?an=2023-2024' },
      { type: 'gallery', id: 5, title: 'Balul', snippet: '', ref: '/activitati/saptamana-altfel' },
      { type: 'about-us', id: 2, title: 'Istoric', snippet: 'Prima școală a fost deschisă în 1894', ref: '/istoric' },
    ]);
    expect(await screen.findByText('3 rezultate pentru „1894”')).toBeInTheDocument();
    const [archived, shown, history] = screen.getAllByRole('listitem');
    expect(archived).toHaveTextContent('Galerie foto');
    expect(within(archived!).getByRole('link', { name: 'Carnavalul' })).toHaveAttribute('href', '/arhiva?an=2023-2024');
    expect(within(shown!).getByRole('link', { name: 'Balul' })).toHaveAttribute('href', '/activitati/saptamana-altfel');
    expect(history).toHaveTextContent('Despre școală');
    expect(within(history!).getByRole('link', { name: 'Istoric' })).toHaveAttribute('href', '/istoric');
  });

  it('asks for a query, and says when nothing was found', async () => {
    server.use(http.get(`${API}/search`, () => HttpResponse.json({ results: [] })));
    renderPage('/cautare');
    expect(await screen.findByText('Scrieți cel puțin două litere sau cifre pentru a căuta.')).toBeInTheDocument();
    renderPage('/cautare?q=xyz');
    expect(await screen.findByText('Nu am găsit nimic pentru „xyz”.')).toBeInTheDocument();
  });
});

describe('/arhiva', () => {
  it('shows the news, galleries and documents of a past school year', async () => {
    server.use(
      http.get(`${API}/content/news`, () => HttpResponse.json({ items: [newsFixture(1, 'Serbarea de iarnă')], total: 1, page: 1, pageSize: 100 })),
      http.get(`${API}/content/galleries`, () => HttpResponse.json({ items: [galleryFixture(1, 'Carnavalul', [photoFixture(1)])], total: 1, page: 1, pageSize: 100 })),
      http.get(`${API}/content/documents`, () => HttpResponse.json({ items: [documentFixture(1, 'Raportul anual')], total: 1, page: 1, pageSize: 100 })),
    );
    renderPage('/arhiva?an=2022-2023');
    expect(await screen.findByRole('link', { name: 'Serbarea de iarnă' })).toHaveAttribute('href', '/noutati/serbarea-de-iarna');
    expect(screen.getByRole('heading', { level: 3, name: 'Carnavalul' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Raportul anual/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '2022-2023' })).toHaveAttribute('aria-current', 'page');
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the activity sections of pages archived under that year, each page named and linked', async () => {
    const [text, photosOfIt] = pageFixture('activitati/saptamana-verde', 'Săptămâna Verde', [
      { title: 'Săptămâna Verde 2022-2023', schoolYear: '2022-2023', archived: true, body: '<p>Elevii au curățat parcul.</p>' },
      { kind: 'photos', title: 'Săptămâna Verde 2022-2023', schoolYear: '2022-2023', archived: true, gallery: galleryFixture(3, 'Săptămâna Verde 2022-2023', [photoFixture(1)]) },
    ]).sections;
    let asked = '';
    server.use(
      http.get(`${API}/content/archive/sections`, ({ request }) => {
        asked = new URL(request.url).searchParams.get('schoolYear') ?? '';
        return HttpResponse.json({ items: [{ key: 'activitati/saptamana-verde', title: 'Săptămâna Verde', sections: [text, photosOfIt] }] });
      }),
    );
    renderPage('/arhiva?an=2022-2023');
    const activities = await screen.findByRole('region', { name: 'Activități' });
    expect(asked).toBe('2022-2023');
    expect(within(activities).getByRole('link', { name: 'Săptămâna Verde' })).toHaveAttribute('href', '/activitati/saptamana-verde');
    const activity = within(activities).getByRole('region', { name: 'Săptămâna Verde 2022-2023' });
    expect(within(activity).getByRole('heading', { level: 3 })).toHaveTextContent('Săptămâna Verde 2022-2023');
    expect(within(activity).getByText('Elevii au curățat parcul.')).toBeInTheDocument();
    expect(await within(activity).findByRole('img')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('says when a year holds nothing', async () => {
    renderPage('/arhiva');
    expect(await screen.findByText('Arhiva nu conține încă nimic.')).toBeInTheDocument();
  });
});
