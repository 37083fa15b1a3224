// The site's one route table (spec section 2): every address under who draws it, with its own name
// (the route's document title and a public page's heading). The host builds its routes from it,
// each remote exposes one route object per path of its section, and every internal link names its
// target through pathOf, so a link to an address missing here fails typecheck.
import { CONTENT_EDITOR_ROLES, PLATFORM_ROLE, type Role } from '../types/enums';

/** A section of the site: one remote each. */
export type SectionName = 'public' | 'auth' | 'admin';

/** Who draws a route: its section's remote, or the host itself (the two status pages). */
export type RouteOwner = SectionName | 'host';

/** Each owner's routes: path without the leading slash → the route's own name. */
export const siteRoutes = {
  public: {
    home: 'Acasă',
    'echipa-manageriala': 'Echipa managerială',
    'cadre-didactice': 'Cadre didactice',
    'stat-de-personal': 'Stat de personal',
    contact: 'Contact',
    'projects/erasmus-colourful-numbers': 'Erasmus+ „Colourful Numbers”',
    documente: 'Documente',
    'legislatie-si-criterii-acordare-burse': 'Legislație și criterii de acordare a burselor',
    inscrierea: 'Înscrierea în clasa pregătitoare',
    'actiuni-pentru-dobandirea-competentelor-cheie-prin-sanse-egale-la-educatie':
      'Acțiuni pentru dobândirea competențelor cheie prin șanse egale la educație',
    'profesionalizarea-carierei-didactice-prof': 'Profesionalizarea carierei didactice — PROF',
    istoric: 'Istoric',
    'structura-anului-scolar': 'Structura anului școlar',
    'concursuri-si-olimpiade': 'Concursuri și olimpiade 2023-2024',
    'activitati/activitati-extrascolare': 'Activități extrașcolare',
    'activitati/saptamana-altfel': 'Săptămâna Altfel',
    'activitati/saptamana-verde': 'Săptămâna Verde',
    'informatii-de-interes-public': 'Informații de interes public',
    'declaratie-de-accesibilitate': 'Declarație de accesibilitate',
    confidentialitate: 'Politica de confidențialitate',
    'solicitare-retragere-fotografie': 'Solicitare de retragere a unei fotografii',
    noutati: 'Noutăți',
    'noutati/:slug': 'Articol din noutăți',
    cautare: 'Căutare',
    arhiva: 'Arhivă',
    calendar: 'Calendar',
    'calendar/:slug': 'Eveniment din calendar',
  },
  auth: {
    login: 'Sign In',
    register: 'Create an account',
    cont: 'Contul meu',
    invitatie: 'Invitație',
  },
  admin: {
    'admin/dashboard': 'Dashboard',
    'admin/subjects': 'All Subjects',
    'admin/teachers': 'All Teachers',
    'admin/classes': 'All Classes',
    'admin/about-us': 'About Us',
    'admin/media': 'Media library',
    'admin/news': 'All News',
    'admin/galleries': 'All Galleries',
    'admin/events': 'All Events',
    'admin/documents': 'All Documents',
    'admin/pages': 'All Pages',
    'admin/trash': 'Trash',
    'admin/messages': 'Messages',
    'admin/users': 'All Users',
    'admin/audit-log': 'Audit log',
    'admin/needs-attention': 'Needs attention',
    'admin/platform/schools': 'Schools',
  },
  host: {
    '404': 'Page not found',
    '401': 'Access denied',
  },
} as const satisfies Record<RouteOwner, Record<string, string>>;

export type PublicPath = keyof typeof siteRoutes.public;
export type AuthPath = keyof typeof siteRoutes.auth;
export type AdminPath = keyof typeof siteRoutes.admin;
export type StatusPath = keyof typeof siteRoutes.host;

/** A route's name: its path without the leading slash, as the spec writes it ("admin/subjects"). */
export type SitePathName = PublicPath | AuthPath | AdminPath | StatusPath;

/** Any address of the route table. */
export type SiteAddress = `/${SitePathName}`;

/** The address of a route, for links and redirects: pathOf('admin/subjects') is "/admin/subjects". */
export const pathOf = <Name extends SitePathName>(name: Name): `/${Name}` => `/${name}`;

const pathsOf = <Owner extends RouteOwner>(owner: Owner) => Object.keys(siteRoutes[owner]) as (keyof (typeof siteRoutes)[Owner])[];

export const publicPaths = pathsOf('public');
export const authPaths = pathsOf('auth');
export const adminPaths = pathsOf('admin');

export interface SitePath {
  /** Path without the leading slash, as react-router route objects take it. */
  path: PublicPath | AuthPath | AdminPath;
  section: SectionName;
}

/** The routes a section's remote draws, with their section. */
export const sitePaths: readonly SitePath[] = (['public', 'auth', 'admin'] as const).flatMap((section) =>
  pathsOf(section).map((path) => ({ path, section })),
);

export interface SiteRoute {
  path: SitePathName;
  owner: RouteOwner;
  title: string;
}

/**
 * The admin screens whose items open at an address of their own, the one source of which item is
 * open: /admin/news/12 (item 12), /admin/news/new (a new one), /admin/news (the list).
 */
export const adminItemScreens = [
  'admin/subjects',
  'admin/teachers',
  'admin/classes',
  'admin/media',
  'admin/news',
  'admin/galleries',
  'admin/documents',
  'admin/pages',
  'admin/events',
] as const satisfies readonly AdminPath[];

export type AdminItemScreen = (typeof adminItemScreens)[number];

/** The last segment of a new item's address (/admin/news/new). */
export const NEW_ITEM = 'new';

/** What an item address opens: an item by id, or a new one. */
export type AdminItem = number | typeof NEW_ITEM;

const isItemScreen = (path: string): path is AdminItemScreen => (adminItemScreens as readonly string[]).includes(path);

/** The pattern of a route object: an item screen's also matches its items' addresses ('admin/news/:item?'). */
export const routePatternOf = (path: SitePathName): string => (isItemScreen(path) ? `${path}/:item?` : path);

/** An item segment as written in an address: a positive id or 'new'; undefined for anything else. */
const itemOfSegment = (segment: string | undefined): AdminItem | undefined =>
  segment === NEW_ITEM ? NEW_ITEM : segment && /^[1-9][0-9]{0,9}$/.test(segment) ? Number(segment) : undefined;

/** The address of one item of an admin screen: adminItemPath('admin/news', 12) is "/admin/news/12". */
export const adminItemPath = (path: AdminItemScreen, item: AdminItem): string => `/${path}/${item}`;

/** The screen and item an address opens (/admin/news/12 → admin/news, 12), undefined when it names no item. */
function itemAddressOf(path: string): { screen: AdminItemScreen; item: AdminItem } | undefined {
  const cut = path.lastIndexOf('/');
  const screen = path.slice(0, cut);
  const item = itemOfSegment(path.slice(cut + 1));
  return isItemScreen(screen) && item !== undefined ? { screen, item } : undefined;
}

/** Which item `pathname` opens on `screen`: its id, 'new', or undefined (the screen's list). */
export function adminItemOf(pathname: string, screen: AdminPath): AdminItem | undefined {
  const address = itemAddressOf(pathname.replace(/^\/+/, '').replace(/\/+$/, ''));
  return address?.screen === screen ? address.item : undefined;
}

/** Whether an address's path matches a route's, where a `:name` segment matches any one segment. */
const matches = (route: string, path: string) => {
  if (!route.includes(':')) return route === path;
  const want = route.split('/');
  const have = path.split('/');
  return want.length === have.length && want.every((segment, i) => segment.startsWith(':') ? have[i] !== '' : segment === have[i]);
};

/** The route of an address ("/admin/subjects/" → admin/subjects, All Subjects); undefined off the table. */
export function routeOf(pathname: string): SiteRoute | undefined {
  const path = pathname.replace(/^\/+/, '').replace(/\/+$/, '');
  for (const [owner, titles] of Object.entries(siteRoutes) as [RouteOwner, Record<string, string>][]) {
    if (Object.hasOwn(titles, path)) return { path: path as SitePathName, owner, title: titles[path]! };
    const pattern = Object.keys(titles).find((route) => matches(route, path));
    if (pattern) return { path: pattern as SitePathName, owner, title: titles[pattern]! };
  }
  const item = itemAddressOf(path);
  return item && { path: item.screen, owner: 'admin', title: siteRoutes.admin[item.screen] };
}

/** The roles of the school's administration: the spec's five routes, users and the audit log. */
export const ADMIN_ONLY = ['ADMIN'] as const satisfies readonly Role[];

/**
 * Who may open each admin route, written once: the host's guard, the admin shell's menu and the
 * tests read it. The spec's five routes, users and the audit log are ADMIN's; the content screens
 * (news, pages, documents, galleries, media, messages) and "Needs attention" admit
 * CONTENT_EDITOR_ROLES (MANAGER too).
 */
export const adminRouteRoles: Record<AdminPath, readonly Role[]> = {
  'admin/dashboard': ADMIN_ONLY,
  'admin/subjects': ADMIN_ONLY,
  'admin/teachers': ADMIN_ONLY,
  'admin/classes': ADMIN_ONLY,
  'admin/about-us': ADMIN_ONLY,
  'admin/users': ADMIN_ONLY,
  'admin/messages': CONTENT_EDITOR_ROLES,
  'admin/news': CONTENT_EDITOR_ROLES,
  'admin/pages': CONTENT_EDITOR_ROLES,
  'admin/documents': CONTENT_EDITOR_ROLES,
  'admin/galleries': CONTENT_EDITOR_ROLES,
  'admin/events': CONTENT_EDITOR_ROLES,
  'admin/media': CONTENT_EDITOR_ROLES,
  'admin/trash': CONTENT_EDITOR_ROLES,
  'admin/audit-log': ADMIN_ONLY,
  // The dashboard's "Needs attention" list on a screen of its own, for every editor.
  'admin/needs-attention': CONTENT_EDITOR_ROLES,
  // The county's console: only on the platform's host, where no school role signs in.
  'admin/platform/schools': [PLATFORM_ROLE],
};

/** Every role some admin route admits: only these browsers ever download the admin remote. */
export const ADMIN_AREA_ROLES = [...CONTENT_EDITOR_ROLES, PLATFORM_ROLE] as const satisfies readonly Role[];

/** Whether `role` may open the admin route `path`. */
export const mayOpen = (role: Role, path: AdminPath): boolean => adminRouteRoles[path].includes(role);

/** Where a school's invitation link leads (`/invitatie?token=…`): the page that accepts it. */
export const invitationPath = pathOf('invitatie');

/** The address of one news article: /noutati/{slug}. */
export const newsArticlePath = (slug: string): string => `/noutati/${encodeURIComponent(slug)}`;

/** The address of one event of the calendar: /calendar/{slug}. */
export const calendarEventPath = (slug: string): string => `/calendar/${encodeURIComponent(slug)}`;

/** The name of the calendar's category query parameter (`/calendar?categorie=holiday`). */
export const CALENDAR_CATEGORY_PARAM = 'categorie';

/** The calendar's address, for one category when given: /calendar?categorie=holiday. */
export const calendarPath = (category?: string): string =>
  category ? `${pathOf('calendar')}?${CALENDAR_CATEGORY_PARAM}=${encodeURIComponent(category)}` : pathOf('calendar');

/** The calendar's iCalendar feed under the API's base address, all events or one category's. */
export const calendarFeedPath = (category?: string): string => (category ? `/calendar/${encodeURIComponent(category)}.ics` : '/calendar.ics');

/** The address of a content page, whose key is its public route: pagePath('activitati/saptamana-verde') is "/activitati/saptamana-verde". */
export const pagePath = (key: string): string => `/${key}`;

/** The name of the archive's school-year query parameter (`/arhiva?an=2023-2024`). */
export const ARCHIVE_YEAR_PARAM = 'an';

/** The archive's address for one past school year: /arhiva?an=2023-2024. */
export const archivePath = (schoolYear: string): string => `${pathOf('arhiva')}?${ARCHIVE_YEAR_PARAM}=${encodeURIComponent(schoolYear)}`;

/** The search page's address for a query: /cautare?q=... */
export const searchPath = (query: string): string => `/cautare?q=${encodeURIComponent(query)}`;

/**
 * What an admin screen's address may ask of it (the "Needs attention" links): open one item
 * (`edit`, written in the path: /admin/news/12), or show the list filtered (`?category=regulations`,
 * `?missingAlt=true`). The one addressing scheme: links are written by adminScreenPath, screens
 * read adminScreenQueryOf (and adminItemOf for the item).
 */
export interface AdminScreenQuery {
  edit?: AdminItem;
  category?: string;
  missingAlt?: boolean;
  /** The media library's files nothing uses. */
  unused?: boolean;
  /** The media library's search text (a takedown request's link). */
  q?: string;
}

/** The query's names in the address; `edit` only in the old links (`?edit=12`), which lead to the item's address. */
export const ADMIN_SCREEN_PARAMS = { edit: 'edit', category: 'category', missingAlt: 'missingAlt', unused: 'unused', q: 'q' } as const;

/** An admin screen's address with its query: adminScreenPath('admin/media', { edit: 7, missingAlt: true }) is "/admin/media/7?missingAlt=true". */
export function adminScreenPath(path: AdminPath, query: AdminScreenQuery): string {
  const params = new URLSearchParams();
  if (query.missingAlt) params.set(ADMIN_SCREEN_PARAMS.missingAlt, 'true');
  if (query.unused) params.set(ADMIN_SCREEN_PARAMS.unused, 'true');
  if (query.category !== undefined) params.set(ADMIN_SCREEN_PARAMS.category, query.category);
  if (query.q) params.set(ADMIN_SCREEN_PARAMS.q, query.q);
  const search = params.toString();
  const address = query.edit !== undefined && isItemScreen(path) ? adminItemPath(path, query.edit) : pathOf(path);
  return search ? `${address}?${search}` : address;
}

/** What an admin screen's address (`location.search`) asks; a malformed value is left out. `edit` is an old link's item. */
export function adminScreenQueryOf(search: string): AdminScreenQuery {
  const params = new URLSearchParams(search);
  const query: AdminScreenQuery = {};
  const edit = itemOfSegment(params.get(ADMIN_SCREEN_PARAMS.edit) ?? undefined);
  if (typeof edit === 'number') query.edit = edit;
  const category = params.get(ADMIN_SCREEN_PARAMS.category);
  if (category) query.category = category;
  if (params.get(ADMIN_SCREEN_PARAMS.missingAlt) === 'true') query.missingAlt = true;
  if (params.get(ADMIN_SCREEN_PARAMS.unused) === 'true') query.unused = true;
  const q = params.get(ADMIN_SCREEN_PARAMS.q);
  if (q) query.q = q;
  return query;
}
