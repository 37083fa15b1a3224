// The route table and the links that name its routes. The @ts-expect-error lines are checked by
// `npm run typecheck`: a link to an address the table lacks must not compile.
import { adminPaths, adminScreenPath, adminScreenQueryOf, authPaths, pathOf, publicPaths, routeOf, sitePaths, siteRoutes, type SiteAddress } from './sitePaths';

describe('the route table', () => {
  it('gives every route of the spec (and the account page, users and the audit log) to one section, and the two status pages to the host', () => {
    expect(publicPaths).toHaveLength(27);
    expect(routeOf('/calendar/vacanta-de-toamna')).toEqual({ path: 'calendar/:slug', owner: 'public', title: 'Eveniment din calendar' });
    expect(authPaths).toEqual(['login', 'register', 'cont', 'invitatie']);
    expect(adminPaths).toEqual(['admin/dashboard', 'admin/subjects', 'admin/teachers', 'admin/classes', 'admin/about-us', 'admin/media', 'admin/news', 'admin/galleries', 'admin/documents', 'admin/pages', 'admin/trash', 'admin/messages', 'admin/users', 'admin/audit-log', 'admin/needs-attention', 'admin/platform/schools']);
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
  it('writes and reads one item to open and the list’s filters', () => {
    expect(adminScreenPath('admin/news', { edit: 12 })).toBe('/admin/news?edit=12');
    expect(adminScreenPath('admin/documents', { category: 'regulations' })).toBe('/admin/documents?category=regulations');
    expect(adminScreenPath('admin/media', { missingAlt: true, edit: 7 })).toBe('/admin/media?missingAlt=true&edit=7');
    expect(adminScreenPath('admin/pages', {})).toBe('/admin/pages');
    expect(adminScreenPath('admin/media', { q: 'Curte școală.jpg' })).toBe('/admin/media?q=Curte+%C8%99coal%C4%83.jpg');
    expect(adminScreenQueryOf('?q=Curte+%C8%99coal%C4%83.jpg')).toEqual({ q: 'Curte școală.jpg' });
    expect(adminScreenQueryOf('?missingAlt=true&edit=7')).toEqual({ missingAlt: true, edit: 7 });
    expect(adminScreenQueryOf('?category=regulations')).toEqual({ category: 'regulations' });
    expect(adminScreenQueryOf('?edit=0&missingAlt=yes')).toEqual({});
    expect(adminScreenQueryOf('?edit=abc')).toEqual({});
  });
});
