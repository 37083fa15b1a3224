// Every public route renders under the section's routes with its h1, its key facts, the right
// number of photos and document links, a meta description, and no axe violation. (The host sets
// the document title: host/src/routing.)
import { screen, waitFor, within } from '@testing-library/react';
import { axeViolations, renderPage } from '../test/renderPage';
import { setupMockApi } from '../test/server';

setupMockApi();

const SCHOOL = 'Școala Gimnazială „Mihai Eminescu” Valea Florilor';

interface PageCase {
  path: string;
  h1: string;
  texts: (string | RegExp)[];
  /** Photos in the page (gallery thumbnails and single images). */
  images: number;
  /** Links to PDFs we serve. */
  documents: number;
}

const cases: PageCase[] = [
  {
    path: '/home',
    h1: SCHOOL,
    texts: ['502', 'elevi', '32', 'cadre didactice', '3 811 m²', '5', 'clădiri', '5 țări partenere', 'aproximativ 40 de elevi', 'Obiectivele școlii', 'secretariat@scoala-valea-florilor.example'],
    images: 0,
    documents: 0,
  },
  { path: '/echipa-manageriala', h1: 'Echipa managerială', texts: ['Director: prof. Popescu Maria'], images: 0, documents: 0 },
  { path: '/cadre-didactice', h1: 'Cadre didactice', texts: ['Popescu Maria', 'Vechimea în învățământ: 25 ani'], images: 0, documents: 1 },
  { path: '/stat-de-personal', h1: 'Stat de personal', texts: ['2025', '2019', /Ianuarie 2025/, /Septembrie 2019/], images: 0, documents: 14 },
  { path: '/contact', h1: 'Contact', texts: ['0244 123 456', '0244 123 457', /Strada Școlii nr. 12/], images: 0, documents: 0 },
  {
    path: '/projects/erasmus-colourful-numbers',
    h1: 'Erasmus+ „Colourful Numbers”',
    texts: [/Istanbul, Turcia, mai 2023/, /Nowa Sarzyna, Polonia, septembrie 2022/, /Valea Florilor, România, aprilie 2022/, /Lanciano, Italia, decembrie 2021/, /Zlín, Cehia, septembrie 2021/, 'Calendarul matematicienilor celebri', /ianuarie 2021/, /noiembrie 2020/],
    images: 21,
    documents: 0,
  },
  { path: '/documente', h1: 'Documente', texts: [/Regulamentul intern/, /Statutul elevului/, /Documentul nr. 731/, /01\.11\.2021/], images: 0, documents: 5 },
  {
    path: '/legislatie-si-criterii-acordare-burse',
    h1: 'Legislație și criterii de acordare a burselor',
    texts: [/semestrul al II-lea, anul școlar 2021-2022/, /bursa de merit — clasa a V-a/, /clasele VI-VIII/, /orfani/, /monoparentală/, /hotărârii Guvernului/],
    images: 0,
    documents: 16,
  },
  {
    path: '/inscrierea',
    h1: 'Înscrierea în clasa pregătitoare 2025-2026',
    texts: [
      /2 clase pregătitoare, cu câte 22 de locuri/,
      /postul de învățător este vacant/,
      '31 martie – 6 mai 2025',
      '21 mai 2025',
      /rămân locuri libere/,
      '8:00 – 18:00',
      '8:00 – 17:00',
      '15:00 – 18:00',
      '15:00 – 17:00',
      /6 ani până la 31 august 2025/,
      /între 1 septembrie și 31 decembrie 2025/,
      'Un copil poate fi înscris la o singură școală.',
      /certificatul de naștere/,
      /actul de identitate al părintelui/,
      /medicul de familie/,
      /recomandarea/,
    ],
    images: 0,
    documents: 2,
  },
  {
    path: '/actiuni-pentru-dobandirea-competentelor-cheie-prin-sanse-egale-la-educatie',
    h1: 'Acțiuni pentru dobândirea competențelor cheie prin șanse egale la educație',
    texts: [/POCU\/665\/6\/23\/134153/, /Anunț de selecție/, /Ghid de înscriere/, /GDPR/, 'Calendarul selecției'],
    images: 0,
    documents: 9,
  },
  {
    path: '/profesionalizarea-carierei-didactice-prof',
    h1: 'Profesionalizarea carierei didactice — PROF',
    texts: [/POCU\/904\/6\/25/],
    images: 0,
    documents: 1,
  },
  { path: '/istoric', h1: 'Istoric', texts: ['Școala a fost înființată în 1921.', 'În 1975 s-a construit clădirea nouă.'], images: 1, documents: 0 },
  {
    path: '/structura-anului-scolar',
    h1: 'Structura anului școlar 2024-2025',
    texts: ['Modulul 1 (cursuri)', '9 septembrie – 25 octombrie 2024', 'Vacanța de iarnă', 'Modulul 5 (cursuri)', '21 iunie – 7 septembrie 2025'],
    images: 1,
    documents: 0,
  },
  {
    path: '/concursuri-si-olimpiade',
    h1: 'Concursuri și olimpiade 2023-2024',
    texts: ['Ciclul primar', /Comper/, 'Clasele V-VIII'],
    images: 8,
    documents: 0,
  },
  {
    path: '/activitati/activitati-extrascolare',
    h1: 'Activități extrașcolare',
    texts: [/15\.01\.2025/, 'Povestea Crăciunului', /prevenire a consumului/, 'Activități extrașcolare 2024-2025', 'Activități extrașcolare 2023-2024'],
    images: 4 + 3 + 3 + 23,
    documents: 0,
  },
  {
    path: '/activitati/saptamana-altfel',
    h1: 'Săptămâna Altfel',
    texts: [/7–11 octombrie 2024/, 'Luni, 7 octombrie 2024:', 'Vineri, 11 octombrie 2024:', /18–22 decembrie 2023/, 'Luni, 18 decembrie 2023:', 'Vineri, 22 decembrie 2023:'],
    images: 15 + 3,
    documents: 0,
  },
  {
    path: '/activitati/saptamana-verde',
    h1: 'Săptămâna Verde',
    texts: ['Săptămâna Verde 2024-2025', /22–26 aprilie 2024/, 'Luni, 22 aprilie 2024:', 'Vineri, 26 aprilie 2024:'],
    images: 23 + 2,
    documents: 0,
  },
];

describe.each(cases)('$path', ({ path, h1, texts, images, documents }) => {
  it('renders its heading, key texts, photos, document links and head tags', async () => {
    renderPage(path);
    expect(await screen.findByRole('heading', { level: 1, name: h1 }, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    const main = screen.getByRole('main');
    const shown = (main.textContent ?? '').replace(/\s+/g, ' ');
    for (const text of texts) {
      if (typeof text === 'string') expect(shown).toContain(text);
      else expect(shown).toMatch(text);
    }

    const imgs = within(main).queryAllByRole('img');
    expect(imgs).toHaveLength(images);
    for (const img of imgs) {
      expect(img.getAttribute('alt')).toBeTruthy();
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
      expect(img).toHaveAttribute('srcset');
      expect(img).toHaveAttribute('sizes');
    }
    // Beyond the first few, every photo loads lazily.
    expect(imgs.slice(4).every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);

    const docLinks = within(main)
      .queryAllByRole('link')
      .filter((a) => /\(PDF\)/.test(a.textContent ?? ''));
    expect(docLinks).toHaveLength(documents);

    
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBeTruthy();
  });

  it('has no axe violations', async () => {
    renderPage(path);
    await screen.findByRole('heading', { level: 1, name: h1 }, { timeout: 5000 });
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(await axeViolations()).toEqual([]);
  });
});

describe('/home', () => {
  it('links to the enrolment page with a 2025 label and to the Erasmus project', async () => {
    const { user } = renderPage('/home');
    const enrol = await screen.findByRole('link', { name: /Înscrierea în clasa pregătitoare 2025/ });
    expect(enrol).toHaveAttribute('href', '/inscrierea');
    expect(screen.getByRole('link', { name: 'Citește noutățile proiectului' })).toHaveAttribute('href', '/projects/erasmus-colourful-numbers');
    await user.click(enrol);
    expect(await screen.findByRole('heading', { level: 1, name: 'Înscrierea în clasa pregătitoare 2025-2026' })).toBeInTheDocument();
  });
});

describe('/projects/erasmus-colourful-numbers', () => {
  it('shows the seven posts newest first, each with place and month', async () => {
    renderPage('/projects/erasmus-colourful-numbers');
    await screen.findByRole('heading', { level: 1 });
    const posts = screen.getAllByRole('article');
    expect(posts).toHaveLength(7);
    const dates = posts.map((p) => p.querySelector('time')!.getAttribute('datetime')!);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(within(posts[0]!).getByText(/Istanbul, Turcia/)).toHaveTextContent('Istanbul, Turcia, mai 2023');
    expect(posts[6]!.querySelector('time')).toHaveTextContent('noiembrie 2020');
  });
});
