// A page that has a better title than its route's (a news article: its headline) hands it to the
// host, which sets the document title, and so the pre-rendered page's <title> and og:title.
// Exported from @school/shared's main entry only: the host and the remotes must share one context.
import { createContext, useContext, useEffect } from 'react';

/** Provided by the host around the pages: takes a page's own title, or null for the route's. */
export const PageTitleContext = createContext<(title: string | null) => void>(() => {});

/** The page's own title for as long as the page shows it (nothing while it is undefined). */
export function usePageTitle(title: string | undefined): void {
  const setTitle = useContext(PageTitleContext);
  useEffect(() => {
    if (!title) return undefined;
    setTitle(title);
    return () => setTitle(null);
  }, [title, setTitle]);
}
