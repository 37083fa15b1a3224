// What a list screen of one entity is made of (subjects, teachers, classes): a new entity's
// screen is one object of this type handed to <EntityScreen>. See docs/patterns.md.
import type { ComponentType } from 'react';
import type * as z from 'zod/mini';
import type { RequestError } from '@school/shared';
import type { Column } from '@school/shared/admin-ui';
import type { BindField } from '@school/shared/forms';
import type { AdminPath } from '@school/shared/routing';

/** A mutation hook of the shared api slice, as the screen uses it. */
type MutationHook<Arg> = () => readonly [(arg: Arg) => { unwrap: () => Promise<unknown> }, { isLoading: boolean }];

export interface EntityScreenConfig<Row extends { id: number }, Values extends object, S extends z.ZodMiniType> {
  /** The screen's route: its title comes from pageTitles, its draft is kept under it. */
  path: AdminPath;
  /** How the screen names a row and several: 'subject' and 'subjects' give 'Add subject', 'Subject Details', 'Search subjects', 'No subjects found.'. */
  noun: { one: string; many: string };
  /** The spec's results of a save and a delete (e.g. messages.subject). */
  results: { added: string; updated: string; deleted: string };
  /** The entity's schema from @school/shared/schemas: the dialog's rules and what is sent. */
  schema: S;
  /** The dialog's values when adding (the spec's defaults preselected). */
  emptyValues: () => Values;
  /** The dialog's values for an existing row. A module constant, like the next three. */
  toValues: (row: Row) => Values;
  /** What the schema judges from the dialog's values (digits to numbers, ids to references), when not the values themselves. */
  toInput?: (values: Values) => unknown;
  columns: Column<Row>[];
  /** How the row is named in 'Edit …', 'Delete …' and 'Are you sure to delete …?'. */
  rowName: (row: Row) => string;
  searchText: (row: Row) => string;
  /** The dialog's fields: `<FormField label="Name" {...bind('name')} />`. A component, so it may read lists for its choices. */
  Fields: ComponentType<{ bind: BindField<Values> }>;
  /** The read of a list the fields choose from (a teacher's subjects), so it loads with the table, before the dialog opens. */
  useChoices?: () => unknown;
  /** The entity's hooks from the shared api slice. */
  api: {
    useList: () => { data?: Row[]; isLoading: boolean; error?: RequestError };
    useAdd: MutationHook<z.output<S>>;
    useUpdate: MutationHook<z.output<S> & { id: number }>;
    useDelete: MutationHook<number>;
  };
}
