// What one admin screen of a collection is made of (subjects, teachers, classes, news, pages,
// documents, galleries): a new screen is one object of this type handed to <AdminScreen>. The
// screen's address says which item is open (/admin/news/12, /admin/news/new); the list and the
// editor are the config's. See docs/patterns.md.
import type { ComponentType, ReactNode } from 'react';
import type { RequestError } from '@school/shared';
import type { Column } from '@school/shared/admin-ui';
import type { AdminItemScreen } from '@school/shared/routing';

/** A mutation hook of the shared api slice, as the screens use it. */
export type MutationHook<Arg> = () => readonly [(arg: Arg) => { unwrap: () => Promise<unknown> }, { isLoading: boolean }];

/** What the editor of one item is given. */
export interface ItemEditorProps<Row> {
  /** The item open; undefined for a new one. */
  item?: Row;
  /** Where a save refused because the session ended keeps what was typed: the item's address. */
  draftKey: string;
  /** Saved: the screen shows the list again, with `message`. */
  onSaved: (message: string) => void;
  /** Left without saving (Back, Close). */
  onBack: () => void;
}

/** The rows a list shows, with the filters that chose them. */
export interface ScreenRows<Row> {
  rows?: Row[];
  isLoading: boolean;
  error?: RequestError;
  /** The filters' fields above the table. */
  filters?: ReactNode;
  /** A line above the table (how many of how many are shown). */
  note?: ReactNode;
}

export interface AdminScreenConfig<Row extends { id: number }> {
  /** The screen's route: its title comes from pageTitles, its items' addresses from it. */
  path: AdminItemScreen;
  /** How the screen names a row and several: 'subject' and 'subjects' give 'Add subject', 'Search subjects', 'No subjects found.'. */
  noun: { one: string; many: string };
  columns: Column<Row>[];
  /** How the row is named in 'Edit …', 'Delete …' and 'Are you sure to delete …?'. */
  rowName: (row: Row) => string;
  searchText: (row: Row) => string;
  /** The list's read (a hook: it may hold the filters' state). */
  useRows: () => ScreenRows<Row>;
  /** One item by id, for an address naming one the rows lack (filtered out, or not among the newest). */
  useItem: (id: number, options: { skip: boolean }) => { data?: Row; error?: RequestError };
  useDelete: MutationHook<number>;
  /** What a delete says, and what it means when not gone for good ("It goes to the Trash…"). */
  deleted: { result: string; detail?: string };
  Editor: ComponentType<ItemEditorProps<Row>>;
  /** Whether the editor takes the list's place (content items), rather than opening over it in a dialog. */
  editorReplacesList: boolean;
  /** Links beside 'Add …' (the Trash). */
  toolbarLinks?: ReactNode;
}
