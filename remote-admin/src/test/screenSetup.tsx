// What the admin screens' tests share: a screen rendered over its mocked collection (a school
// entity's, or a content kind's at an address: its list or an item's) with the XSRF cookie a
// signed-in user has; its frame (title, 'Add …', the loaded table); its editor; and pressing a
// button of the loaded list.
import type { ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CONTENT_KINDS, type ContentType } from '@school/shared';
import { API, renderScreen, server } from '@school/shared/testing';
import { mockCollection } from './mockApi';
import { renderInDataRouter } from './renderDataRouter';

/** A screen at its address (`path`, or an address under it: `route`), with a signed-in user's XSRF cookie. */
export function renderSignedIn(page: ReactElement, address: { path: string; route?: string }) {
  document.cookie = 'XSRF-TOKEN=token-1; path=/';
  return renderScreen(page, address);
}

export interface EntityScreenSetup<Row extends { id: number }> {
  /** The screen's address: '/admin/classes'. */
  path: string;
  /** The collection's API path: '/school/classes'. */
  collection: string;
  rows: Row[];
  toRow: (body: Record<string, unknown>, id: number) => Row;
  /** What the API answers a delete. */
  deleted: string;
  /** The lists the dialog chooses from, by API path ('/school/teachers' for a class's master). */
  choices?: Record<string, unknown[]>;
}

export function renderEntityScreen<Row extends { id: number }>(page: ReactElement, setup: EntityScreenSetup<Row>) {
  for (const [path, items] of Object.entries(setup.choices ?? {})) server.use(http.get(`${API}${path}`, () => HttpResponse.json(items)));
  const api = mockCollection<Row>(setup.collection, setup.rows, setup.toRow, setup.deleted);
  return { ...renderSignedIn(page, { path: setup.path }), api };
}

export function renderContentScreen(page: ReactElement, type: ContentType, address?: string) {
  const path = `/${CONTENT_KINDS[type].adminPath}`;
  document.cookie = 'XSRF-TOKEN=token-1; path=/';
  return renderInDataRouter(page, path, address ?? path);
}

type User = ReturnType<typeof renderInDataRouter>['user'];

/** The list has loaded. */
export const loaded = () => screen.findByRole('table');

/** The screen's title and, when given, its 'Add …' button; then its loaded list. */
export async function expectScreen(title: string, addButton?: string) {
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  if (addButton) expect(screen.getByRole('button', { name: addButton })).toBeInTheDocument();
  await loaded();
}

/** Once the list has loaded, presses `button` ('Add gallery', 'Edit Excursie la Sibiu'). */
export async function pressInList(user: User, button: string) {
  await loaded();
  await user.click(screen.getByRole('button', { name: button }));
}

/** A school entity's dialog: 'Class Details'. */
export const detailsDialog = (title: string) => screen.getByRole('dialog', { name: `${title} Details` });

/** A content item's editor: the region 'Add news post', or 'Edit news post: …'. */
export const contentEditorOf = (type: ContentType) => screen.getByRole('region', { name: new RegExp(`^(Add|Edit) ${CONTENT_KINDS[type].noun.one}`) });

/** The editor an item's address opened (a Needs attention link), its Title field holding the item's. */
export async function expectEditorOpenOn(type: ContentType, title: string) {
  const editor = await screen.findByRole('region', { name: `Edit ${CONTENT_KINDS[type].noun.one}: ${title}` });
  expect(within(editor).getByRole('textbox', { name: 'Title' })).toHaveValue(title);
}

/** Once the list has loaded, deletes the row named `row`: its Delete, the spec's question naming it, "I'm sure.". */
export async function confirmDelete(user: User, row: string) {
  await pressInList(user, `Delete ${row}`);
  expect(screen.getByRole('dialog', { name: 'Confirmation' })).toHaveTextContent(`Are you sure to delete ${row}?`);
  await user.click(screen.getByRole('button', { name: "I'm sure." }));
}
