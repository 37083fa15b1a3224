// Every route's own name, in one table beside the route list (sitePaths.ts): the document title
// of each route and the heading of each public page come from here.
import type { AdminPath, AuthPath, PublicPath } from './sitePaths';

/** The two status pages the host draws itself. */
export type StatusPath = '404' | '401';

export type TitledPath = PublicPath | AuthPath | AdminPath | StatusPath;

export const pageTitles: Record<TitledPath, string> = {
  home: 'Acasă',
  'echipa-manageriala': 'Echipa managerială',
  'cadre-didactice': 'Cadre didactice',
  'stat-de-personal': 'Stat de personal',
  contact: 'Contact',
  'projects/erasmus-colourful-numbers': 'Erasmus+ „Colourful Numbers”',
  documente: 'Documente',
  'legislatie-si-criterii-acordare-burse': 'Legislație și criterii de acordare a burselor',
  inscrierea: 'Înscrierea în clasa pregătitoare 2025-2026',
  'actiuni-pentru-dobandirea-competentelor-cheie-prin-sanse-egale-la-educatie':
    'Acțiuni pentru dobândirea competențelor cheie prin șanse egale la educație',
  'profesionalizarea-carierei-didactice-prof': 'Profesionalizarea carierei didactice — PROF',
  istoric: 'Istoric',
  'structura-anului-scolar': 'Structura anului școlar 2024-2025',
  'concursuri-si-olimpiade': 'Concursuri și olimpiade 2023-2024',
  'activitati/activitati-extrascolare': 'Activități extrașcolare',
  'activitati/saptamana-altfel': 'Săptămâna Altfel',
  'activitati/saptamana-verde': 'Săptămâna Verde',
  login: 'Sign In',
  register: 'Create an account',
  'admin/dashboard': 'Dashboard',
  'admin/subjects': 'All Subjects',
  'admin/teachers': 'All Teachers',
  'admin/classes': 'All Classes',
  'admin/about-us': 'About Us',
  '404': 'Page not found',
  '401': 'Access denied',
};

/** The admin area's name in its document titles ("All Subjects · Admin"). */
export const ADMIN_AREA_NAME = 'Admin';

const isTitled = (path: string): path is TitledPath => Object.hasOwn(pageTitles, path);

/** The route's own name for an address ("/documente" → "Documente"); undefined off the table. */
export function pageTitleOf(pathname: string): string | undefined {
  const path = pathname.replace(/^\/+/, '').replace(/\/+$/, '');
  return isTitled(path) ? pageTitles[path] : undefined;
}

/**
 * The document title of an address: "{page} · Admin" in the admin area, "{page} · {school}"
 * everywhere else; the school's name alone off the table.
 */
export function documentTitle(pathname: string, schoolName: string): string {
  const page = pageTitleOf(pathname);
  if (!page) return schoolName;
  return `${page} · ${pathname.replace(/^\/+/, '').startsWith('admin/') ? ADMIN_AREA_NAME : schoolName}`;
}
