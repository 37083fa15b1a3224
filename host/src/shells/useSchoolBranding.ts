// How the school of this host looks (a county's platform: GET /api/site), or null on an install
// without schools, whose look is the product's own. The favicon follows the school's.
import { useEffect } from 'react';
import { useGetSiteQuery, type SchoolBranding } from '@school/shared';

export function useSchoolBranding(): SchoolBranding | null {
  const school = useGetSiteQuery().data?.school ?? null;
  const favicon = school?.faviconUrl;
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link || !favicon) return undefined;
    const before = link.href;
    link.href = favicon;
    return () => {
      link.href = before;
    };
  }, [favicon]);
  return school;
}
