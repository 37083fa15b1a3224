// The route table and the links that name its routes. The @ts-expect-error lines are checked by
// `npm run typecheck`: a link to an address the table lacks must not compile.
import { adminItemOf, adminPaths, adminScreenPath, adminScreenQueryOf, authPaths, pathOf, publicPaths, routeOf, sitePaths, siteRoutes, type SiteAddress } from './sitePaths';

describe('the route table', () => {
  it('gives every route of the spec (and the account page, users and the audit log) to one section, and the two status pages to the host', () => {
    expect(publicPaths).toHaveLength(27);
    expect(routeOf('/calendar/vacanta-de-toamna')).toEqual({ path: 'calendar/:slug', owner: 'public', title: 'Eveniment din calendar' });
    expect(authPaths).toEqual(['login', 'register', 'cont', 'invitatie']);
    expect(adminPaths).toEqual(['admin/dashboard', 'admin/subjects', 'admin/teachers', 'admin/classes', 'admin/about-us', 'admin/media', 'admin/news', 'admin/galleries', 'admin/events', 'admin/documents', 'admin/pages', 'admin/trash', 'admin/messages', 'admin/users', 'admin/audit-log', 'admin/needs-attention', 'admin/platform/schools']);
    expect(sitePaths.map(({ path }) => path).sort()).toEqual([...publicPaths, ...authPaths, ...adminPaths].sort());
    expect(Object.keys(siteRoutes.host).sort()).toEqual(['401', '404']);
  });

  it('finds the route of an address, with or without slashes around it', () => {
    expect(routeOf('/admin/subjects/')).toEqual({ path: 'admin/subjects', owner: 'admin', title: 'All Subjects' });
    expect(routeOf('activitati/saptamana-verde')).toEqual({ path: 'activitati/saptamana-verde', owner: 'public', title: 'Săptămâna Verde' });
    expect(routeOf('/404')).toEqual({ path: '404', owner: 'host', title: 'Page not found' });
    expect(routeOf('/admin')).toBeUndefined();
    expect(routeOf('/toString')).toBeUndefined();
    expect(routeOf('/noutati/ziua-scolii')).toEqual({ path: 'noutati/:slug', owner: 'public', title: 'Articol din noutăți' });
    expect(routeOf('/noutati/a/b')).toBeUndefined();
  });

  it('finds an admin screen from the address of one of its items', () => {
    expect(routeOf('/admin/news/12')).toEqual({ path: 'admin/news', owner: 'admin', title: 'All News' });
    expect(routeOf('/admin/subjects/new/')).toEqual({ path: 'admin/subjects', owner: 'admin', title: 'All Subjects' });
    expect(routeOf('/admin/news/0')).toBeUndefined();
    expect(routeOf('/admin/news/abc')).toBeUndefined();
    expect(routeOf('/admin/audit-log/3')).toBeUndefined();
  });
});

describe('pathOf', () => {
  it('is the address of a route', () => {
    expect(pathOf('home')).toBe('/home');
    expect(pathOf('admin/subjects')).toBe('/admin/subjects');
    const address: SiteAddress = pathOf('404');
    expect(address).toBe('/404');
  });

  it('takes only the names of the table, so a wrong link fails typecheck', () => {
    // @ts-expect-error: no route "admin/subject" (a typo)
    expect(pathOf('admin/subject')).toBe('/admin/subject');
    // @ts-expect-error: a route's name has no leading slash
    expect(pathOf('/home')).toBe('//home');
    // @ts-expect-error: an address off the table is no SiteAddress
    const address: SiteAddress = '/istorc';
    expect(address).toBe('/istorc');
  });
});

describe('an admin screen’s address with its query', () => {
  it('writes the item to open in the path, and the list’s filters in the query', () => {
    expect(adminScreenPath('admin/news', { edit: 12 })).toBe('/admin/news/12');
    expect(adminScreenPath('admin/news', { edit: 'new' })).toBe('/admin/news/new');
    expect(adminScreenPath('admin/documents', { category: 'regulations' })).toBe('/admin/documents?category=regulations');
    expect(adminScreenPath('admin/media', { missingAlt: true, edit: 7 })).toBe('/admin/media/7?missingAlt=true');
    expect(adminScreenPath('admin/pages', {})).toBe('/admin/pages');
    expect(adminScreenPath('admin/media', { q: 'Curte școală.jpg' })).toBe('/admin/media?q=Curte+%C8%99coal%C4%83.jpg');
    expect(adminScreenQueryOf('?q=Curte+%C8%99coal%C4%83.jpg')).toEqual({ q: 'Curte școală.jpg' });
    expect(adminScreenQueryOf('?category=regulations')).toEqual({ category: 'regulations' });
  });

  it('reads the item from the path, and an old link’s `?edit=` to lead it there', () => {
    expect(adminItemOf('/admin/news/12', 'admin/news')).toBe(12);
    expect(adminItemOf('/admin/news/new', 'admin/news')).toBe('new');
    expect(adminItemOf('/admin/news', 'admin/news')).toBeUndefined();
    expect(adminItemOf('/admin/news/12', 'admin/pages')).toBeUndefined();
    expect(adminScreenQueryOf('?missingAlt=true&edit=7')).toEqual({ missingAlt: true, edit: 7 });
    expect(adminScreenQueryOf('?edit=0&missingAlt=yes')).toEqual({});
    expect(adminScreenQueryOf('?edit=abc')).toEqual({});
    expect(adminScreenQueryOf('?edit=new')).toEqual({});
  });
});
