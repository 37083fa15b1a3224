import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useSchoolDetails } from '@school/shared';
import { documentTitle } from '@school/shared/routing';
import { FALLBACK_SCHOOL_NAME } from '../shells/navItems';

/** The document title of the route shown, from the one table of titles (shared's pageTitles). */
export function useDocumentTitle(): void {
  const { pathname } = useLocation();
  const { details } = useSchoolDetails();
  const title = documentTitle(pathname, details?.name.trim() || FALLBACK_SCHOOL_NAME);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
