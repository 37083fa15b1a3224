// The renderer's probe: a page is settled only once nothing on it is still loading, or the
// renderer would store a snapshot that says "Se încarcă…" (a query starts in an effect, after the
// page's first commit, so for a moment a page can show its loading text with no request pending).
import { createAppStore } from '@school/shared';
import { probePage, publicLinks } from './prerenderProbe';

afterEach(() => {
  document.body.innerHTML = '';
});

test('a page that shows its loading text has not settled', () => {
  document.body.innerHTML = '<main><h1>Noutăți</h1><p role="status" aria-busy="true">Se încarcă articolul…</p></main>';
  expect(probePage(createAppStore()).settled).toBe(false);
});

test('a section still loading has not settled', () => {
  document.body.innerHTML = '<main><div data-testid="section-loading">Se încarcă…</div></main>';
  expect(probePage(createAppStore()).settled).toBe(false);
});

test('a drawn page with no request on its way has settled', () => {
  document.body.innerHTML = '<main><h1>Noutăți</h1><p role="status">Articolul căutat nu există.</p></main>';
  expect(probePage(createAppStore()).settled).toBe(true);
});

test("the links the renderer follows are the page's links to the site's public pages", () => {
  const here = window.location.origin;
  document.body.innerHTML = `<header><a href="/home">Acasă</a><a href="/login">Autentificare</a></header>
    <main><a href="/noutati/concurs-de-sah">Concurs de șah</a><a href="/admin/news">Admin</a><a href="https://example.org/noutati">Alt site</a></main>`;
  expect(publicLinks()).toEqual([`${here}/home`, `${here}/noutati/concurs-de-sah`]);
});
