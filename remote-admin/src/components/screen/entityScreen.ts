// The screen of a school entity (subjects, teachers, classes) on the admin screen core: its whole
// list with the Id column first, the lists its dialog chooses from read beside it, and its editor
// in a dialog over the list.
import type { Column } from '@school/shared/admin-ui';
import type { AdminScreenConfig } from './adminScreenConfig';
import { entityRows, type ListHook } from './entityRows';

export interface EntityScreenSpec<Row extends { id: number }> extends Pick<AdminScreenConfig<Row>, 'path' | 'noun' | 'rowName' | 'searchText' | 'useItem' | 'useDelete' | 'Editor'> {
  /** The columns after Id. */
  columns: Column<Row>[];
  useList: ListHook<Row>;
  /** The lists the dialog chooses from (a teacher's subjects). */
  useChoices?: () => unknown;
  /** What a delete says ('Subject deleted.'). */
  deleted: string;
}

const idColumn: Column<{ id: number }> = { key: 'id', header: 'Id', sortValue: (row) => row.id };

export function entityScreen<Row extends { id: number }>({ columns, useList, useChoices, deleted, ...rest }: EntityScreenSpec<Row>): AdminScreenConfig<Row> {
  return {
    ...rest,
    columns: [idColumn as Column<Row>, ...columns],
    useRows: entityRows(useList, useChoices),
    deleted: { result: deleted },
    editorReplacesList: false,
  };
}
