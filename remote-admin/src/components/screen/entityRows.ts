// The rows of a school entity's screen: its whole list, with the lists its fields choose from read
// beside it (a teacher's subjects), so they load with the table, before the dialog opens.
import type { RequestError } from '@school/shared';
import type { ScreenRows } from './adminScreenConfig';

export type ListHook<Row> = () => { data?: Row[]; isLoading: boolean; error?: RequestError };

const noChoices = () => undefined;

export function entityRows<Row>(useList: ListHook<Row>, useChoices: () => unknown = noChoices): () => ScreenRows<Row> {
  return function useEntityRows() {
    useChoices();
    const { data, isLoading, error } = useList();
    return { rows: data, isLoading, error };
  };
}
