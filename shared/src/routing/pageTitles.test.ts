import { documentTitle, pageTitleOf, pageTitles } from './pageTitles';
import { returnPathFrom } from './returnPath';
import { sitePaths } from './sitePaths';

const SCHOOL = 'Școala Gimnazială „Mihai Eminescu” Valea Florilor';

describe('the table of page titles', () => {
  it('names every route of the site and the two status pages', () => {
    for (const { path } of sitePaths) expect(pageTitles[path as keyof typeof pageTitles]).toMatch(/\S/);
    expect(Object.keys(pageTitles).sort()).toEqual([...sitePaths.map(({ path }) => path), '404', '401'].sort());
  });

  it('gives each route its own document title', () => {
    expect(documentTitle('/admin/subjects', SCHOOL)).toBe('All Subjects · Admin');
    expect(documentTitle('/admin/dashboard/', SCHOOL)).toBe('Dashboard · Admin');
    expect(documentTitle('/documente', SCHOOL)).toBe(`Documente · ${SCHOOL}`);
    expect(documentTitle('/login', SCHOOL)).toBe(`Sign In · ${SCHOOL}`);
    expect(documentTitle('/404', SCHOOL)).toBe(`Page not found · ${SCHOOL}`);
    expect(documentTitle('/nu-exista', SCHOOL)).toBe(SCHOOL);
    const titles = sitePaths.map(({ path }) => documentTitle(`/${path}`, SCHOOL));
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('reads a page title by its address', () => {
    expect(pageTitleOf('/activitati/saptamana-verde')).toBe('Săptămâna Verde');
    expect(pageTitleOf('/nu-exista')).toBeUndefined();
  });
});

describe('the address sign-in returns to', () => {
  it('is the address the guard asked for', () => {
    expect(returnPathFrom({ from: '/admin/classes' })).toBe('/admin/classes');
    expect(returnPathFrom({ from: '/admin/teachers?page=2#top' })).toBe('/admin/teachers?page=2#top');
  });

  it('is never another site, a sign-in page or anything but an address', () => {
    for (const state of [null, undefined, 'x', {}, { from: 42 }, { from: 'https://evil.example/' }, { from: '//evil.example' }, { from: '/\\evil.example' }, { from: '/login' }, { from: '/register?x=1' }]) {
      expect(returnPathFrom(state)).toBeNull();
    }
  });
});
