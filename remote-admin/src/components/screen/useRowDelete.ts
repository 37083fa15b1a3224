// A row's Delete: the spec's confirmation, then the delete, and its result in the page's banner.
import { useCallback, useState } from 'react';
import { getErrorMessage, type RequestError } from '@school/shared';
import type { BannerMessage } from '../BannerArea';
import type { MutationHook } from './adminScreenConfig';

export function useRowDelete<Row extends { id: number }>(useDelete: MutationHook<number>, result: string, showBanner: (banner: BannerMessage | null) => void) {
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const [remove, removing] = useDelete();

  const confirm = async () => {
    if (!toDelete || removing.isLoading) return;
    try {
      await remove(toDelete.id).unwrap();
      // The button that opened the confirmation is gone with its row: the result takes the focus.
      showBanner({ variant: 'success', message: result, takeFocus: true });
    } catch (error) {
      showBanner({ variant: 'error', message: getErrorMessage(error as RequestError), takeFocus: true });
    } finally {
      setToDelete(null);
    }
  };

  return {
    toDelete,
    busy: removing.isLoading,
    ask: useCallback(
      (row: Row) => {
        showBanner(null);
        setToDelete(row);
      },
      [showBanner],
    ),
    cancel: () => setToDelete(null),
    confirm: () => void confirm(),
  };
}
