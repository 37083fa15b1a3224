import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useSchoolDetails } from '@school/shared';
import { documentTitle, titleOnSite } from '@school/shared/routing';
import { FALLBACK_SCHOOL_NAME } from '../shells/navItems';

/**
 * The document title of the route shown, from the one table of titles (shared's pageTitles), or
 * from the page's own title when it gave one (usePageTitle: a news article's headline).
 */
export function useDocumentTitle(pageTitle: string | null): void {
  const { pathname } = useLocation();
  const { details } = useSchoolDetails();
  const schoolName = details?.name.trim() || FALLBACK_SCHOOL_NAME;
  const title = pageTitle ? titleOnSite(pageTitle, schoolName) : documentTitle(pathname, schoolName);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
