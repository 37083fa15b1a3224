// Every endpoint of the API, asked on one school's host about another school's things: each route
// that names an item answers 404 to that school's ADMIN and visitors with the other school's ids,
// keys and files (and changes nothing), and no list, feed, search or log shows a word of it. The
// routes come from the app itself, so a route added later fails here until this table names it.
// PostgreSQL only, where a platform runs (docs/decisions.md).
import { json, type ApiClient } from '../testing/apiClient';
import { pdfDocument, pngImage, upload } from '../testing/mediaFixtures';
import { withTwoSchools, type PlatformTestApi } from '../testing/schoolsFixture';

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

/** A word only school A's content holds. */
const MARK = 'Zmeurică';

interface Route {
  path: string;
  methods: string[];
}

/** The app's routes from Fastify's printed tree: each line's depth is its indent, four columns a level. */
function routesOf(tree: string): Route[] {
  const stack: string[] = [];
  const routes: Route[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([^)]+)\)$/.exec(line);
    if (!match) continue;
    const [, indent, segment, methods] = match as unknown as [string, string, string, string];
    const depth = indent.length / 4;
    stack.length = depth;
    stack.push(segment.startsWith('/') || depth === 0 ? segment : `/${segment}`);
    routes.push({ path: stack.join(''), methods: methods.split(', ').filter((method) => method !== 'HEAD') });
  }
  return routes;
}

onPostgres('every endpoint, asked on another school’s host', () => {
  const schools = withTwoSchools();
  let t: PlatformTestApi;
  let adminA: ApiClient;
  let adminB: ApiClient;
  /** Route pattern → the request that names school A's item (path, and a body a write of it would take). */
  let itemRequests: Record<string, { path: string; body?: unknown; methods?: string[] }[]>;

  beforeAll(async () => {
    ({ t, first: { admin: adminA }, second: { admin: adminB } } = schools);
    const created = async (response: Response) => {
      if (response.status !== 201 && response.status !== 200) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
      return json(response);
    };
    const subject = await created(await adminA.post('/api/school/subjects', { name: MARK }));
    const teacherBody = { firstName: MARK, lastName: 'Vlad', gender: 'FEMALE', position: 'TEACHER', subject: { id: subject.id }, degree: 'II', yearsOfService: 3 };
    const teacher = await created(await adminA.post('/api/school/teachers', teacherBody));
    const classBody = { name: 'V Z', number: 5, educationType: 'HIGH_SCHOOL', master: { id: teacher.id } };
    const schoolClass = await created(await adminA.post('/api/school/classes', classBody));
    const newsBody = { title: `${MARK} la serbare`, place: 'Sala de sport', date: '2026-11-20', body: `<p>${MARK}</p>`, status: 'PUBLISHED' };
    const news = await created(await adminA.post('/api/content/news', newsBody));
    await created(await adminA.put(`/api/content/news/${news.id}`, { ...newsBody, body: `<p>${MARK} cântă</p>` }));
    const [newsRevision] = await json(await adminA.get(`/api/content/news/${news.id}/revisions`));
    const eventBody = { title: `${MARK} în parc`, start: '2026-12-10T17:30', category: 'parent-meeting', status: 'PUBLISHED' };
    const event = await created(await adminA.post('/api/content/events', eventBody));
    await created(await adminA.put(`/api/content/events/${event.id}`, { ...eventBody, place: 'Parcul central' }));
    const [eventRevision] = await json(await adminA.get(`/api/content/events/${event.id}/revisions`));
    const pageBody = { key: 'zmeurica', title: MARK, status: 'PUBLISHED', sections: [{ kind: 'richText', title: MARK, body: `<p>${MARK}</p>` }] };
    const page = await created(await adminA.post('/api/content/pages', pageBody));
    await created(await adminA.put(`/api/content/pages/${page.id}`, { ...pageBody, title: `${MARK} și prietenii` }));
    const [pageRevision] = await json(await adminA.get(`/api/content/pages/${page.id}/revisions`));
    const pdf = await created(await upload(adminA, 'zmeurica.pdf', pdfDocument(), { alt: MARK }));
    const documentBody = { title: `${MARK}: regulamentul`, file: { id: pdf.id }, category: 'regulations', schoolYear: '2025-2026', publishedOn: '2025-09-10', status: 'PUBLISHED' };
    const document = await created(await adminA.post('/api/content/documents', documentBody));
    const photo = await created(await upload(adminA, 'zmeurica.png', await pngImage(300, 200)));
    const galleryBody = { title: MARK, schoolYear: '2025-2026', photos: [{ id: photo.id, alt: MARK }] };
    const gallery = await created(await adminA.post('/api/content/galleries', galleryBody));
    const trashed = await created(await adminA.post('/api/content/news', { ...newsBody, title: `${MARK} la gunoi` }));
    expect((await adminA.delete(`/api/content/news/${trashed.id}`)).status).toBe(200);
    await created(await t.visitor(schools.first.host).post('/api/messages', { kind: 'PUBLIC_INFORMATION_REQUEST', name: `${MARK} Pop`, email: 'parinte@example.ro', request: `Bugetul, ${MARK}.` }));
    const [message] = (await json(await adminA.get('/api/messages'))).items;
    await created(await t.visitor(schools.first.host).post('/api/user/registration', { firstName: MARK, lastName: 'Pop', username: 'zmeurica', password: 'a-long-password-9' }));
    const [member] = (await json(await adminA.get('/api/users?search=zmeurica'))).items;
    const fileKey = (url: string) => new URL(url, 'http://a.test').pathname.split('/').pop()!;
    const schoolA = schools.first.id;

    itemRequests = {
      '/api/school/subjects/:id': [{ path: `/api/school/subjects/${subject.id}`, body: { name: 'Altă materie' } }],
      '/api/school/teachers/:id': [{ path: `/api/school/teachers/${teacher.id}`, body: { ...teacherBody, subject: undefined } }],
      '/api/school/classes/:id': [{ path: `/api/school/classes/${schoolClass.id}`, body: { ...classBody, master: undefined } }],
      '/api/users/:id': [{ path: `/api/users/${member.id}`, body: { role: 'ADMIN' } }],
      '/api/platform/schools/:id/suspend': [{ path: `/api/platform/schools/${schoolA}/suspend` }],
      '/api/platform/schools/:id/resume': [{ path: `/api/platform/schools/${schoolA}/resume` }],
      '/api/platform/schools/:id/branding': [{ path: `/api/platform/schools/${schoolA}/branding`, body: { name: 'Preluată' } }],
      '/api/platform/schools/:id/invitations': [{ path: `/api/platform/schools/${schoolA}/invitations`, body: { role: 'ADMIN' } }],
      '/api/platform/schools/:id/export': [{ path: `/api/platform/schools/${schoolA}/export` }],
      '/api/messages/:id': [{ path: `/api/messages/${message.id}`, body: { status: 'IN_PROGRESS' } }],
      '/api/media/files/:key': [{ path: `/api/media/files/${fileKey(photo.url)}` }, { path: `/api/media/files/${fileKey(pdf.url)}` }],
      '/api/media/:id': [{ path: `/api/media/${photo.id}`, body: { alt: 'Schimbat' } }],
      '/api/media/:id/takedown': [{ path: `/api/media/${photo.id}/takedown`, body: { reason: 'Test' } }],
      // Writes name none of school A's files: a reference to one is refused as unknown first (400).
      '/api/content/documents/:id': [{ path: `/api/content/documents/${document.id}`, body: { ...documentBody, file: null, url: 'https://example.org/regulament.pdf' } }],
      '/api/content/documents/:id/file': [{ path: `/api/content/documents/${document.id}/file` }],
      '/api/content/documents/:id/restore': [{ path: `/api/content/documents/${document.id}/restore` }],
      '/api/content/news/:slug|:id': [{ path: `/api/content/news/${news.slug}`, methods: ['GET'] }, { path: `/api/content/news/${news.id}`, body: newsBody }],
      '/api/content/news/:slug|:id/restore': [{ path: `/api/content/news/${trashed.id}/restore` }],
      '/api/content/news/:slug|:id/revisions': [{ path: `/api/content/news/${news.id}/revisions` }],
      '/api/content/news/:slug|:id/revisions/:revisionId/restore': [{ path: `/api/content/news/${news.id}/revisions/${newsRevision.id}/restore` }],
      '/api/content/pages/:id': [{ path: `/api/content/pages/${page.id}`, body: pageBody }],
      '/api/content/pages/:id/restore': [{ path: `/api/content/pages/${page.id}/restore` }],
      '/api/content/pages/:id/revisions': [{ path: `/api/content/pages/${page.id}/revisions` }],
      '/api/content/pages/:id/revisions/:revisionId/restore': [{ path: `/api/content/pages/${page.id}/revisions/${pageRevision.id}/restore` }],
      '/api/content/pages/*': [{ path: '/api/content/pages/zmeurica' }],
      '/api/content/galleries/:id': [{ path: `/api/content/galleries/${gallery.id}`, body: { ...galleryBody, photos: [] } }],
      '/api/content/galleries/:id/restore': [{ path: `/api/content/galleries/${gallery.id}/restore` }],
      '/api/content/events/by-slug/:slug': [{ path: `/api/content/events/by-slug/${event.slug}` }],
      '/api/content/events/:id': [{ path: `/api/content/events/${event.id}`, body: eventBody }],
      '/api/content/events/:id/restore': [{ path: `/api/content/events/${event.id}/restore` }],
      '/api/content/events/:id/revisions': [{ path: `/api/content/events/${event.id}/revisions` }],
      '/api/content/events/:id/revisions/:revisionId/restore': [{ path: `/api/content/events/${event.id}/revisions/${eventRevision.id}/restore` }],
      '/api/content/trash/:type/:id': [{ path: `/api/content/trash/news/${trashed.id}` }],
      // A category's feed names no item: the whole-list checks below read it.
      '/api/calendar/:category.ics': [],
    };
  }, 60_000);

  it('answers 404 to the other school’s ADMIN and visitors for every route that names one of its items, and changes nothing', async () => {
    const routes = routesOf(t.api.app.printRoutes({ commonPrefix: false })).filter((route) => /[:*]/.test(route.path));
    const unnamed = routes.filter((route) => !(route.path in itemRequests)).map((route) => route.path);
    expect(unnamed).toEqual([]);

    const answers: string[] = [];
    for (const route of routes) {
      for (const { path, body, methods = route.methods } of itemRequests[route.path]!) {
        for (const method of methods) {
          const response = await adminB.request(method, path, body === undefined || method === 'GET' || method === 'DELETE' ? {} : { body });
          if (response.status !== 404) answers.push(`${method} ${path}: ${response.status} ${await response.text()}`);
          if (method !== 'GET') continue;
          // A visitor: 404, or 401 where only editors may ask at all.
          const visitor = await t.visitor(schools.second.host).get(path);
          if (visitor.status !== 404 && visitor.status !== 401) answers.push(`visitor ${path}: ${visitor.status} ${await visitor.text()}`);
        }
      }
    }
    expect(answers).toEqual([]);

    // School A still has everything, as it was: the control that each of those ids was real.
    for (const route of routes) {
      if (!route.methods.includes('GET')) continue;
      // The console's routes are the operator's, on the platform's host.
      const owner = route.path.startsWith('/api/platform/') ? t.operator : adminA;
      for (const { path } of itemRequests[route.path]!) expect([path, (await owner.get(path)).status]).toEqual([path, 200]);
    }
  });

  it('shows no word of it in any list, feed, search or log of the other school', async () => {
    const lists = routesOf(t.api.app.printRoutes({ commonPrefix: false }))
      // Signing in (a GET with HTTP Basic) lists nothing, and without credentials ends the session.
      .filter((route) => route.methods.includes('GET') && !/[:*]/.test(route.path) && route.path !== '/api/user/login')
      .map((route) => route.path);
    const queries: Record<string, string> = { '/api/search': `?q=${encodeURIComponent(MARK)}`, '/api/users': '?search=zmeurica', '/api/media': '?pageSize=100' };
    const leaks: string[] = [];
    const seenByA: string[] = [];
    for (const path of [...lists, '/api/calendar/parent-meeting.ics']) {
      const url = `${path}${queries[path] ?? ''}`;
      for (const caller of [adminB, t.visitor(schools.second.host)]) {
        const text = await (await caller.get(url)).text();
        if (text.includes(MARK) || text.toLowerCase().includes('zmeurica')) leaks.push(url);
      }
      if ((await (await adminA.get(url)).text()).includes(MARK)) seenByA.push(path);
    }
    expect(leaks).toEqual([]);
    // The control: school A's own lists do show it.
    expect(seenByA.sort()).toEqual([
      '/api/audit-log', '/api/calendar.ics', '/api/calendar/parent-meeting.ics', '/api/content/documents', '/api/content/events',
      '/api/content/galleries', '/api/content/health', '/api/content/news', '/api/content/news/rss.xml', '/api/content/pages',
      '/api/content/trash', '/api/media', '/api/messages', '/api/school/classes', '/api/school/subjects', '/api/school/teachers',
      '/api/search', '/api/users',
    ]);
  });
});
