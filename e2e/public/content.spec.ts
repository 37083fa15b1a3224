// The public site on the seeded content API: an edit through the API shows at the next page load,
// search with and without diacritics, the RSS feed, an old slug reaching its article, the feed
// announced in every page's head, and axe on every new page.
import type { APIRequestContext, Page as BrowserPage } from '@playwright/test';
import { xsrfHeader } from '../support/apiRequests';
import { ADMIN_PASSWORD } from '../support/ports';
import { expect, expectNoAxeViolations, signIn, test } from '../support/fixtures';

interface NewsPost {
  id: number;
  slug: string;
  title: string;
  date: string;
}

async function asAdmin(request: APIRequestContext) {
  await signIn(request, 'admin', ADMIN_PASSWORD);
}

async function createPost(request: APIRequestContext, title: string, date: string): Promise<NewsPost> {
  const response = await request.post('/api/content/news', {
    headers: await xsrfHeader(request),
    data: { title, place: 'Valea Florilor', date, body: `<p>Despre ${title}: elevii școlii au sărbătorit.</p>`, status: 'PUBLISHED' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

async function updatePost(request: APIRequestContext, post: NewsPost, title: string) {
  const response = await request.put(`/api/content/news/${post.id}`, {
    headers: await xsrfHeader(request),
    data: { title, place: 'Valea Florilor', date: post.date, body: `<p>Despre ${title}.</p>`, status: 'PUBLISHED' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as NewsPost;
}

async function deletePost(request: APIRequestContext, id: number) {
  const response = await request.delete(`/api/content/news/${id}`, { headers: await xsrfHeader(request) });
  expect(response.ok(), await response.text()).toBe(true);
}

async function expectPageShown(page: BrowserPage, h1: string | RegExp) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(h1);
  await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
}

test('a page edited through the API shows its new content at the next load', async ({ page }) => {
  await page.goto('/concursuri-si-olimpiade');
  await expectPageShown(page, 'Concursuri și olimpiade 2023-2024');
  await expect(page.getByRole('main')).toContainText('Ciclul primar');
  await expect(page.getByRole('main')).toContainText(/Ultima actualizare: \d+ \S+ \d{4}/);

  await asAdmin(page.request);
  const stored = await (await page.request.get('/api/content/pages/concursuri-si-olimpiade')).json();
  const input = (sections: { kind: string; title: string; schoolYear: string | null; body: string; documents: { id: number }[]; gallery: { id: number } | null }[]) => ({
    key: stored.key,
    title: stored.title,
    status: 'PUBLISHED',
    sections: sections.map((s) => ({ kind: s.kind, title: s.title, schoolYear: s.schoolYear, body: s.body, documents: s.documents.map((d) => ({ id: d.id })), gallery: s.gallery && { id: s.gallery.id } })),
  });
  const edited = [...stored.sections, { kind: 'richText', title: 'Rezultate noi', schoolYear: null, body: '<p>Premiul I la olimpiada de matematică.</p>', documents: [], gallery: null }];
  try {
    const saved = await page.request.put(`/api/content/pages/${stored.id}`, { headers: await xsrfHeader(page.request), data: input(edited) });
    expect(saved.status(), await saved.text()).toBe(200);
    await page.reload();
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Rezultate noi' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Premiul I la olimpiada de matematică.');
  } finally {
    const restored = await page.request.put(`/api/content/pages/${stored.id}`, { headers: await xsrfHeader(page.request), data: input(stored.sections) });
    expect(restored.status(), await restored.text()).toBe(200);
  }
});

test('news: a new post leads /noutati and the home page, its old slug reaches the article, and the RSS feed lists it first', async ({ page }) => {
  await asAdmin(page.request);
  const post = await createPost(page.request, 'Balul Bobocilor', '2099-10-15');
  try {
    await page.goto('/noutati');
    await expectPageShown(page, 'Noutăți');
    await expect(page.getByRole('article').first().getByRole('heading', { level: 2 })).toHaveText('Balul Bobocilor');
    await expectNoAxeViolations(page);

    await page.goto('/home');
    const latest = page.getByRole('region', { name: 'Noutăți' });
    await expect(latest.getByRole('link').first()).toHaveText('Balul Bobocilor');
    await expect(page.getByRole('main').getByRole('link', { name: 'Înscrierea în clasa pregătitoare 2025-2026' })).toHaveAttribute('href', '/inscrierea');

    // The article, edited: the title (and so the slug) changes at the next load; the old slug leads to it.
    await page.goto(`/noutati/${post.slug}`);
    await expectPageShown(page, 'Balul Bobocilor');
    await expect(page).toHaveTitle(/^Balul Bobocilor · /);
    await expectNoAxeViolations(page);
    const renamed = await updatePost(page.request, post, 'Balul Bobocilor 2099');
    expect(renamed.slug).not.toBe(post.slug);
    await page.goto(`/noutati/${post.slug}`);
    await expectPageShown(page, 'Balul Bobocilor 2099');
    await expect(page).toHaveURL(`/noutati/${renamed.slug}`);

    // The feed, as a reader fetches it from the page's head.
    const feedHref = await page.locator('head link[rel="alternate"][type="application/rss+xml"]').getAttribute('href');
    expect(feedHref).toBe('/api/content/news/rss.xml');
    const feed = await page.request.get(feedHref!);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toContain('application/rss+xml');
    const xml = await feed.text();
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        version: doc.documentElement.getAttribute('version'),
        items: [...doc.querySelectorAll('channel > item')].map((item) => ({ title: item.querySelector('title')?.textContent, link: item.querySelector('link')?.textContent })),
      };
    }, xml);
    expect(parsed.error).toBeNull();
    expect(parsed.version).toBe('2.0');
    expect(parsed.items[0]?.title).toBe('Balul Bobocilor 2099');
    // On the site's own origin, as a reader opens it (not the API's address behind the proxy).
    expect(parsed.items[0]?.link).toBe(`${new URL(page.url()).origin}/noutati/${renamed.slug}`);
    expect(parsed.items.map((item) => item.title)).toContain('Ultima întâlnire a proiectului, la Istanbul');
  } finally {
    await deletePost(page.request, post.id);
  }
});

test('a missing article says so in Romanian', async ({ page }) => {
  await page.goto('/noutati/nu-exista-acest-articol');
  await expect(page.getByRole('main')).toContainText('Articolul căutat nu există sau nu mai este publicat.');
  await expect(page.getByRole('main').getByRole('link', { name: 'Înapoi la noutăți' })).toBeVisible();
});

test('search from the navbar finds Romanian words with and without diacritics, the matches marked', async ({ page }) => {
  await page.goto('/istoric');
  const search = page.getByRole('search', { name: 'Caută pe site' });
  await search.getByRole('searchbox').fill('saptamana verde');
  await search.getByRole('button', { name: 'Caută' }).click();
  await expect(page).toHaveURL(/\/cautare\?q=saptamana(%20|\+)verde$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Căutare');
  await expect(page.getByRole('main').getByRole('status')).toContainText('rezultat');
  const results = page.getByRole('main').getByRole('listitem');
  const verde = results.filter({ has: page.getByRole('link', { name: 'Săptămâna Verde', exact: true }) });
  await expect(verde).toHaveCount(1);
  await expect(verde).toContainText('Pagină');
  await expect(verde.locator('mark').first()).toHaveText('Săptămâna');
  await expectNoAxeViolations(page);

  await page.goto('/cautare?q=%C8%99coal%C4%83');
  await expect(page.getByRole('main').locator('mark').first()).toHaveText(/^[șs]coal[ăa]$/i);
  await page.goto('/cautare?q=scoala');
  await expect(page.getByRole('main').locator('mark').first()).toHaveText(/^[ȘșSs]coal[ăaA]$/);

  await page.goto('/cautare?q=zzqqxx');
  await expect(page.getByRole('main')).toContainText('Nu am găsit nimic pentru „zzqqxx”.');
});

test('the phone menu holds the search field', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/home');
  await page.getByRole('button', { name: 'Meniu' }).click();
  await page.getByRole('searchbox', { name: 'Caută pe site' }).fill('burse');
  await page.getByRole('searchbox', { name: 'Caută pe site' }).press('Enter');
  await expect(page).toHaveURL('/cautare?q=burse');
  await expect(page.getByRole('main').getByRole('link', { name: 'Legislație și criterii de acordare a burselor' })).toBeVisible();
});

test('the archive shows a past school year’s news, galleries and documents', async ({ page }) => {
  await page.goto('/noutati');
  await page.getByRole('link', { name: 'Arhiva anilor școlari trecuți' }).click();
  await expectPageShown(page, 'Arhivă');
  await page.getByRole('main').getByRole('link', { name: '2022-2023' }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: '2022-2023' })).toHaveAttribute('aria-current', 'page');
  await expect(main.getByRole('region', { name: 'Noutăți' }).getByRole('link', { name: 'Numere și culori la Nowa Sarzyna' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Documente' })).toContainText('(PDF)');
  await expectNoAxeViolations(page);
});

test('every public page announces the news feed in its head', async ({ page }) => {
  for (const path of ['/home', '/istoric', '/noutati', '/cautare?q=scoala', '/arhiva', '/contact']) {
    await page.goto(path);
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/api/content/news/rss.xml');
  }
});
