// Every route of the spec's section 2 and the section (remote) that renders it. The host builds
// its route table from this list; each remote exposes a route object for each of its paths.

export type SectionName = 'public' | 'auth' | 'admin';

export interface SitePath {
  /** Path without the leading slash, as react-router route objects take it. */
  path: string;
  section: SectionName;
}

export const publicPaths = [
  'home',
  'echipa-manageriala',
  'cadre-didactice',
  'stat-de-personal',
  'contact',
  'projects/erasmus-colourful-numbers',
  'documente',
  'legislatie-si-criterii-acordare-burse',
  'inscrierea',
  'actiuni-pentru-dobandirea-competentelor-cheie-prin-sanse-egale-la-educatie',
  'profesionalizarea-carierei-didactice-prof',
  'istoric',
  'structura-anului-scolar',
  'concursuri-si-olimpiade',
  'activitati/activitati-extrascolare',
  'activitati/saptamana-altfel',
  'activitati/saptamana-verde',
] as const;

export const authPaths = ['login', 'register'] as const;

export const adminPaths = [
  'admin/dashboard',
  'admin/subjects',
  'admin/teachers',
  'admin/classes',
  'admin/about-us',
] as const;

export type PublicPath = (typeof publicPaths)[number];
export type AuthPath = (typeof authPaths)[number];
export type AdminPath = (typeof adminPaths)[number];

export const sitePaths: readonly SitePath[] = [
  ...publicPaths.map((path) => ({ path, section: 'public' as const })),
  ...authPaths.map((path) => ({ path, section: 'auth' as const })),
  ...adminPaths.map((path) => ({ path, section: 'admin' as const })),
];

/** Roles allowed on the admin routes (spec section 6: only ADMIN). */
export const adminRoles = ['ADMIN'] as const;
