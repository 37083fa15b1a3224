// The site's one route table (spec section 2): every address, who draws it, and its own name
// (the route's document title and a public page's heading). The host builds its routes from it,
// each remote exposes one route object per path of its section, and every internal link names its
// target through pathOf, so a link to an address missing here fails typecheck.

/** A section of the site: one remote each. */
export type SectionName = 'public' | 'auth' | 'admin';

/** Who draws a route: its section's remote, or the host itself (the two status pages). */
export type RouteOwner = SectionName | 'host';

export const siteRoutes = {
  home: { section: 'public', title: 'Acasă' },
  'echipa-manageriala': { section: 'public', title: 'Echipa managerială' },
  'cadre-didactice': { section: 'public', title: 'Cadre didactice' },
  'stat-de-personal': { section: 'public', title: 'Stat de personal' },
  contact: { section: 'public', title: 'Contact' },
  'projects/erasmus-colourful-numbers': { section: 'public', title: 'Erasmus+ „Colourful Numbers”' },
  documente: { section: 'public', title: 'Documente' },
  'legislatie-si-criterii-acordare-burse': { section: 'public', title: 'Legislație și criterii de acordare a burselor' },
  inscrierea: { section: 'public', title: 'Înscrierea în clasa pregătitoare 2025-2026' },
  'actiuni-pentru-dobandirea-competentelor-cheie-prin-sanse-egale-la-educatie': {
    section: 'public',
    title: 'Acțiuni pentru dobândirea competențelor cheie prin șanse egale la educație',
  },
  'profesionalizarea-carierei-didactice-prof': { section: 'public', title: 'Profesionalizarea carierei didactice — PROF' },
  istoric: { section: 'public', title: 'Istoric' },
  'structura-anului-scolar': { section: 'public', title: 'Structura anului școlar 2024-2025' },
  'concursuri-si-olimpiade': { section: 'public', title: 'Concursuri și olimpiade 2023-2024' },
  'activitati/activitati-extrascolare': { section: 'public', title: 'Activități extrașcolare' },
  'activitati/saptamana-altfel': { section: 'public', title: 'Săptămâna Altfel' },
  'activitati/saptamana-verde': { section: 'public', title: 'Săptămâna Verde' },
  login: { section: 'auth', title: 'Sign In' },
  register: { section: 'auth', title: 'Create an account' },
  'admin/dashboard': { section: 'admin', title: 'Dashboard' },
  'admin/subjects': { section: 'admin', title: 'All Subjects' },
  'admin/teachers': { section: 'admin', title: 'All Teachers' },
  'admin/classes': { section: 'admin', title: 'All Classes' },
  'admin/about-us': { section: 'admin', title: 'About Us' },
  '404': { section: 'host', title: 'Page not found' },
  '401': { section: 'host', title: 'Access denied' },
} as const satisfies Record<string, { section: RouteOwner; title: string }>;

/** A route's name: its path without the leading slash, as the spec writes it ("admin/subjects"). */
export type SitePathName = keyof typeof siteRoutes;

type PathsOf<Owner extends RouteOwner> = {
  [Name in SitePathName]: (typeof siteRoutes)[Name]['section'] extends Owner ? Name : never;
}[SitePathName];

export type PublicPath = PathsOf<'public'>;
export type AuthPath = PathsOf<'auth'>;
export type AdminPath = PathsOf<'admin'>;
export type StatusPath = PathsOf<'host'>;

/** The address of a route, for links and redirects: pathOf('admin/subjects') is "/admin/subjects". */
export const pathOf = <Name extends SitePathName>(name: Name): `/${Name}` => `/${name}`;

/** Any address of the site's route table. */
export type SiteAddress = `/${SitePathName}`;

const names = Object.keys(siteRoutes) as SitePathName[];

const pathsOf = <Owner extends RouteOwner>(owner: Owner): PathsOf<Owner>[] =>
  names.filter((name): name is PathsOf<Owner> => siteRoutes[name].section === owner);

export const publicPaths = pathsOf('public');
export const authPaths = pathsOf('auth');
export const adminPaths = pathsOf('admin');

export interface SitePath {
  /** Path without the leading slash, as react-router route objects take it. */
  path: PathsOf<SectionName>;
  section: SectionName;
}

/** The routes a section's remote draws, with their section. */
export const sitePaths: readonly SitePath[] = [...publicPaths, ...authPaths, ...adminPaths].map((path) => ({
  path,
  section: siteRoutes[path].section,
}));

/** The route of an address ("/admin/subjects/" → "admin/subjects"); undefined off the table. */
export function routeOf(pathname: string): SitePathName | undefined {
  const path = pathname.replace(/^\/+/, '').replace(/\/+$/, '');
  return Object.hasOwn(siteRoutes, path) ? (path as SitePathName) : undefined;
}

/** Roles allowed on the admin routes (spec section 6: only ADMIN). */
export const adminRoles = ['ADMIN'] as const;
