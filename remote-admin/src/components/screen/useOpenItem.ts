// Which item an admin screen has open is its address, and nothing else: /admin/news/12 (item 12),
// /admin/news/new (a new one), /admin/news (none). Opening and closing navigate, keeping the
// list's query (`?category=…`); an old link (`/admin/news?edit=12`) is led to the item's address.
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ADMIN_SCREEN_PARAMS, adminItemOf, adminItemPath, adminScreenQueryOf, pathOf, type AdminItem, type AdminItemScreen } from '@school/shared/routing';

export function useOpenItem(path: AdminItemScreen) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const item = adminItemOf(pathname, path);
  const oldLink = adminScreenQueryOf(search).edit;

  useEffect(() => {
    if (oldLink === undefined) return;
    const query = new URLSearchParams(search);
    query.delete(ADMIN_SCREEN_PARAMS.edit);
    void navigate({ pathname: adminItemPath(path, oldLink), search: query.toString() }, { replace: true });
  }, [navigate, path, oldLink, search]);

  const go = useCallback((next?: AdminItem) => void navigate({ pathname: next === undefined ? pathOf(path) : adminItemPath(path, next), search }), [navigate, path, search]);

  return {
    /** The item the address opens, or undefined. */
    item,
    /** The open item's address without its slash (`admin/news/12`): its draft's key. */
    address: item === undefined ? undefined : adminItemPath(path, item).slice(1),
    open: go,
    close: useCallback(() => go(), [go]),
  };
}
