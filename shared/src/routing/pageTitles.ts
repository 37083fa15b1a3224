// Reading the route table's titles (sitePaths.ts): the document title of each address and the
// heading of each public page.
import { routeOf, siteRoutes, type SitePathName } from './sitePaths';

/** Each route's own name, by route. */
export const pageTitles = Object.fromEntries(
  Object.entries(siteRoutes).map(([name, route]) => [name, route.title]),
) as Record<SitePathName, string>;

/** The admin area's name in its document titles ("All Subjects · Admin"). */
export const ADMIN_AREA_NAME = 'Admin';

/** The route's own name for an address ("/documente" → "Documente"); undefined off the table. */
export function pageTitleOf(pathname: string): string | undefined {
  const route = routeOf(pathname);
  return route && siteRoutes[route].title;
}

/**
 * The document title of an address: "{page} · Admin" in the admin area, "{page} · {school}"
 * everywhere else; the school's name alone off the table.
 */
export function documentTitle(pathname: string, schoolName: string): string {
  const route = routeOf(pathname);
  if (!route) return schoolName;
  const { section, title } = siteRoutes[route];
  return `${title} · ${section === 'admin' ? ADMIN_AREA_NAME : schoolName}`;
}
