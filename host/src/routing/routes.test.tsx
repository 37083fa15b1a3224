// The route table in a memory router: redirects, guard, shells and titles, with the remotes
// stubbed out.
import { act, screen, waitFor } from '@testing-library/react';
import { createAppStore, userApi, type User } from '@school/shared';
import { renderRouteTable } from '@school/shared/testing';
import { createRoutes } from './routes';

// The article stand-in gives its own title, as remote-public's article page does.
const ARTICLE_TITLE = 'Balul Bobocilor';
jest.mock('../sections/SectionRoute', () => ({
  SectionRoute: ({ section, path }: { section: string; path: string }) => {
    const { usePageTitle } = jest.requireActual<typeof import('@school/shared')>('@school/shared');
    usePageTitle(path === 'noutati/:slug' ? ARTICLE_TITLE : undefined);
    return <p>{`${section}:${path}`}</p>;
  },
}));
jest.mock('../sections/RemoteAuthPart', () => ({ RemoteAuthPart: () => null }));

const admin: User = { id: 1, username: 'admin', firstName: 'Ana', lastName: 'Pop', role: 'ADMIN', token: '' };

const SCHOOL = 'Școala Gimnazială „Mihai Eminescu” Valea Florilor';

/** The addresses the page asked the API for. */
let requested: string[] = [];
let store: ReturnType<typeof createAppStore>;

function renderAt(path: string, user?: User, { schoolName }: { schoolName?: string } = {}) {
  // GET /user/me answers the session's user (or 401); the public shell waits for the school's
  // name, which fails here unless given (the shell then shows its fallback name); other calls
  // never answer.
  requested = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    requested.push(new URL(url).pathname);
    if (url.endsWith('/user/logout')) {
      user = undefined;
      return new Response(null, { status: 204 });
    }
    if (url.endsWith('/user/me')) {
      return user ? Response.json(user) : Response.json({ message: 'Authentication required.' }, { status: 401 });
    }
    if (url.endsWith('/school/about-us')) {
      return schoolName ? Response.json({ name: schoolName }) : Response.json({ message: 'Unavailable.' }, { status: 503 });
    }
    return new Promise<Response>(() => {});
  }) as unknown as typeof fetch;
  if (user) localStorage.setItem('currentUser', JSON.stringify(user));
  store = createAppStore();
  return renderRouteTable(createRoutes(), path, store).router;
}

beforeEach(() => localStorage.clear());

describe('host routes', () => {
  it('redirects the empty path to /home', async () => {
    const router = renderAt('/');
    expect(await screen.findByText('public:home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('sends unknown paths to the 404 page', async () => {
    const router = renderAt('/nu/exista');
    expect(await screen.findByText("Oops! We can't seem to find the page you are looking for.")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
    expect(await screen.findByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/home');
  });

  it('sends an anonymous visitor from an admin route to /login, which is told where to return', async () => {
    const router = renderAt('/admin/teachers?page=2');
    expect(await screen.findByText('auth:login')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/admin/teachers?page=2' });
  });

  it('sends an editor who signs out on an admin screen to /login with no way back to it', async () => {
    const router = renderAt('/admin/classes', admin);
    expect(await screen.findByText('admin:admin/classes')).toBeInTheDocument();
    await act(() => store.dispatch(userApi.endpoints.logout.initiate()));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toBeNull();
  });

  it('asks an anonymous visitor of a public page nothing about a session', async () => {
    renderAt('/home');
    expect(await screen.findByText('public:home')).toBeInTheDocument();
    await waitFor(() => expect(requested).toContain('/api/school/about-us'));
    expect(requested).not.toContain('/api/user/me');
  });

  it('confirms a stored user with the API on a public page', async () => {
    renderAt('/home', admin);
    await waitFor(() => expect(requested).toContain('/api/user/me'));
    expect(await screen.findByRole('link', { name: 'Administrare' })).toBeInTheDocument();
  });

  it('takes an ADMIN from /admin to the dashboard', async () => {
    const router = renderAt('/admin', admin);
    expect(await screen.findByText('admin:admin/dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('takes a MANAGER from /admin to Needs attention, in the admin shell', async () => {
    const router = renderAt('/admin', { ...admin, role: 'MANAGER' });
    expect(await screen.findByText('admin:admin/needs-attention')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/needs-attention');
    expect(screen.getByRole('link', { name: 'Needs attention' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('Needs attention · Admin'));
  });

  it('gives each route its own document title', async () => {
    const router = renderAt('/documente', undefined, { schoolName: SCHOOL });
    await waitFor(() => expect(document.title).toBe(`Documente · ${SCHOOL}`));
    await act(() => router.navigate('/nu/exista'));
    await waitFor(() => expect(document.title).toBe(`Page not found · ${SCHOOL}`));
  });

  it("titles a page with its own title while it shows, then the next page with the route's", async () => {
    const router = renderAt('/noutati/balul-bobocilor', undefined, { schoolName: SCHOOL });
    await waitFor(() => expect(document.title).toBe(`${ARTICLE_TITLE} · ${SCHOOL}`));
    await act(() => router.navigate('/noutati'));
    await waitFor(() => expect(document.title).toBe(`Noutăți · ${SCHOOL}`));
  });

  it('titles the admin screens for the admin area', async () => {
    renderAt('/admin/subjects', admin);
    expect(await screen.findByText('admin:admin/subjects')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('All Subjects · Admin'));
  });

  it('sends a USER from an admin route to /401', async () => {
    const router = renderAt('/admin/teachers', { ...admin, role: 'USER' });
    expect(await screen.findByText('Unathorized! Access to this resource is denied.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/401');
  });

  it.each(['/admin/teachers', '/admin/users', '/admin/audit-log', '/admin/dashboard'])('sends a MANAGER from %s to /401, never loading the admin remote', async (path) => {
    const router = renderAt(path, { ...admin, role: 'MANAGER' });
    expect(await screen.findByText('Unathorized! Access to this resource is denied.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/401');
    expect(screen.queryByText(/^admin:/)).not.toBeInTheDocument();
  });

  it('gives an ADMIN the admin shell around the admin page', async () => {
    renderAt('/admin/teachers', admin);
    expect(await screen.findByText('admin:admin/teachers')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Teachers' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'View public site' })).toHaveAttribute('href', '/home');
    expect(document.documentElement.lang).toBe('en');
  });
});
