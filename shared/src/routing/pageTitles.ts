// Reading the route table's titles (sitePaths.ts): the document title of each address and the
// heading of each public page.
import { routeOf, siteRoutes, type SitePathName } from './sitePaths';

/** Each route's own name, by route. */
export const pageTitles: Record<SitePathName, string> = {
  ...siteRoutes.public,
  ...siteRoutes.auth,
  ...siteRoutes.admin,
  ...siteRoutes.host,
};

/** The admin area's name in its document titles ("All Subjects · Admin"). */
export const ADMIN_AREA_NAME = 'Admin';

/** The route's own name for an address ("/documente" → "Documente"); undefined off the table. */
export const pageTitleOf = (pathname: string): string | undefined => routeOf(pathname)?.title;

/** Every document title's shape: "{page} · {site}". */
export const titleOnSite = (pageTitle: string, siteName: string): string => `${pageTitle} · ${siteName}`;

/**
 * The document title of an address: "{page} · Admin" in the admin area, "{page} · {school}"
 * everywhere else; the school's name alone off the table.
 */
export function documentTitle(pathname: string, schoolName: string): string {
  const route = routeOf(pathname);
  if (!route) return schoolName;
  return titleOnSite(route.title, route.owner === 'admin' ? ADMIN_AREA_NAME : schoolName);
}
