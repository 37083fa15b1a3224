import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AuditChange, AuditEntry } from '@school/shared';
import { API, axeViolations, renderScreen, server, setupMockApi } from '@school/shared/testing';
import { columnTexts, headerTexts } from '../test/table';
import AuditLogPage from './AuditLogPage';

setupMockApi();

const text = (field: string, label: string, before: string | null, after: string | null): AuditChange => ({ field, label, kind: 'text', before, after });

const entry = (id: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: new Date(Date.UTC(2026, 8, 15, 8, id)).toISOString(),
  actor: { id: 1, username: 'director' },
  action: 'UPDATE',
  itemType: 'user',
  itemId: '7',
  itemLabel: 'ana.pop',
  changes: [text('role', 'role', 'USER', 'MANAGER')],
  ...overrides,
});

function setup(entries: AuditEntry[]) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(`${API}/audit-log`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const pageSize = Number(params.get('pageSize'));
      const page = Number(params.get('page'));
      return HttpResponse.json({ items: entries.slice((page - 1) * pageSize, page * pageSize), total: entries.length, page, pageSize });
    }),
  );
  return { ...renderScreen(<AuditLogPage />, { path: '/admin/audit-log' }), asked };
}

it('shows who changed what, newest first as the API answers, with a password never shown', async () => {
  setup([entry(2, { changes: [{ field: 'password', label: 'password', kind: 'secret' }] }), entry(1), entry(0, { action: 'DELETE', itemType: 'subject', itemLabel: 'Astronomie', changes: [text('name', 'name', 'Astronomie', null)] })]);
  expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
  await screen.findByRole('table');
  expect(headerTexts()).toEqual(['When', 'Who', 'Action', 'Item', 'What changed']);
  await waitFor(() => expect(columnTexts(4)).toEqual(['password: changed', 'role: USER → MANAGER', 'name: Astronomie → —']));
  expect(columnTexts(3)).toEqual(['User: ana.pop', 'User: ana.pop', 'Subject: Astronomie']);
  expect(columnTexts(1)[0]).toBe('director');
});

const photos = { one: 'photo', many: 'photos' };
const longText = 'Școala noastră a fost înființată în anul 1950 și de atunci a format generații întregi de elevi harnici.';

/** What each row's "What changed" lists, one text per change. */
const changesShown = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(within(row).getAllByRole('cell')[4]!).queryAllByRole('listitem').map((item) => item.textContent));

it('says what changed in words, by each change’s kind: counts of sections and photos, rich text as changed, long text cut, never JSON or markup', async () => {
  const content = { actor: { id: 2, username: 'profesor' } } as const;
  setup([
    entry(9, {
      ...content,
      itemType: 'page',
      itemLabel: 'Istoric',
      changes: [
        text('title', 'title', 'Istoric', 'Istoricul școlii'),
        { field: 'sections', label: 'sections', kind: 'list', noun: { one: 'section', many: 'sections' }, before: 3, after: 4, reordered: false, changedAt: [] },
      ],
    }),
    entry(8, {
      ...content,
      itemType: 'news',
      itemLabel: 'Ziua Pământului',
      changes: [
        { field: 'body', label: 'body', kind: 'richText', change: 'changed' },
        { field: 'images', label: 'photos', kind: 'photoList', noun: photos, before: 5, after: 6, reordered: false, changedAt: [], flags: [] },
        { field: 'coverImage', label: 'cover photo', kind: 'photo', before: null, after: 'Elevi plantând copaci', replaced: true, flags: [] },
      ],
    }),
    entry(7, { ...content, itemType: 'document', itemLabel: 'Regulament', changes: [{ field: 'file', label: 'file', kind: 'reference', change: 'changed', before: null, after: null }] }),
    entry(6, { itemType: 'about-us', itemLabel: 'About us', changes: [text('description', 'description', longText, 'Din 1950, școala noastră a format generații întregi de elevi harnici și curioși, acum și cu grădiniță.')] }),
    entry(5, {
      action: 'TAKEDOWN',
      itemType: 'media',
      itemLabel: 'elevi.jpg',
      changes: [
        text('file', 'file', 'elevi.jpg', null),
        { field: 'removedFrom', label: 'removed from', kind: 'items', items: [{ type: 'gallery', title: 'Excursie' }, { type: 'news', title: 'Ziua Școlii' }] },
        { field: 'revisionsRewritten', label: 'rewritten without it', kind: 'counts', counts: [{ noun: { one: 'earlier version', many: 'earlier versions' }, count: 2 }] },
      ],
    }),
  ]);
  await screen.findByRole('table');
  await waitFor(() => expect(changesShown()).toHaveLength(5));
  expect(changesShown()).toEqual([
    ['title: Istoric → Istoricul școlii', 'sections: 3 sections → 4 sections'],
    ['body: changed', 'photos: 5 photos → 6 photos', 'cover photo: — → photo “Elevi plantând copaci”'],
    ['file: changed'],
    ['description: Școala noastră a fost înființată în anul 1950 și de atunci a… → Din 1950, școala noastră a format generații întregi de elevi…'],
    ['file: elevi.jpg → —', 'removed from: Gallery “Excursie”, News post “Ziua Școlii”', 'rewritten without it: 2 earlier versions'],
  ]);
  const changes = screen.getAllByRole('row').map((row) => row.textContent).join('\n');
  expect(changes).not.toMatch(/[[\]{}<>"]/);
});

it('asks the API by person, item type and days (from the first day to the end of the last)', async () => {
  const { user, asked } = setup([entry(1)]);
  await screen.findByRole('table');
  await user.type(screen.getByRole('searchbox', { name: 'Person (username)' }), 'direc');
  await waitFor(() => expect(asked.at(-1)?.get('actor')).toBe('direc'));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Item type' }), 'subject');
  await waitFor(() => expect(asked.at(-1)?.get('itemType')).toBe('subject'));
  await user.type(screen.getByLabelText('From (day)'), '2026-09-01');
  await user.type(screen.getByLabelText('To (day)'), '2026-09-30');
  await waitFor(() => {
    expect(asked.at(-1)?.get('from')).toBe(new Date(2026, 8, 1).toISOString());
    expect(asked.at(-1)?.get('to')).toBe(new Date(2026, 9, 1).toISOString());
  });
});

it('pages by 20', async () => {
  const { user, asked } = setup(Array.from({ length: 45 }, (_, index) => entry(45 - index)));
  await screen.findByRole('table');
  expect(await screen.findByText('1–20 of 45')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Last' }));
  await waitFor(() => expect(asked.at(-1)?.get('page')).toBe('3'));
  expect(await screen.findByText('41–45 of 45')).toBeInTheDocument();
});

it('has no axe violation', async () => {
  setup([entry(1)]);
  await screen.findByRole('table');
  expect(await axeViolations()).toEqual([]);
});

describe('AuditLogPage: in plain words', () => {
  it('names item types, actions and the automatic writers in words, and filters by the type the API expects', async () => {
    const { user, asked } = setup([
      entry(4, { actor: { id: null, username: '(server)' }, action: 'CREATE', itemType: 'user', itemLabel: 'admin', changes: [text('role', 'role', null, 'ADMIN')] }),
      entry(3, { actor: { id: null, username: 'seed' }, action: 'CREATE', itemType: 'about-us', itemLabel: 'About us', changes: [] }),
      entry(2, { actor: { id: null, username: 'system' }, action: 'PURGE', itemType: 'document', itemLabel: 'Buget', changes: [] }),
      entry(1, { action: 'UPDATE', itemType: 'school-year', itemLabel: 'Started the 2026-2027 school year', changes: [] }),
    ]);
    await screen.findByRole('table');
    await waitFor(() => expect(columnTexts(3)).toHaveLength(4));
    expect(columnTexts(1)).toEqual(['the site (automatic)', 'initial content', 'the site (automatic)', 'director']);
    expect(columnTexts(2)).toEqual(['Added', 'Added', 'Deleted for good', 'Changed']);
    expect(columnTexts(3)).toEqual(['User: admin', 'About us', 'Document: Buget', 'School year: Started the 2026-2027 school year']);
    const filter = screen.getByRole('combobox', { name: 'Item type' });
    const labels = within(filter).getAllByRole('option').map((option) => option.textContent);
    expect(labels).toEqual(expect.arrayContaining(['All items', 'News post', 'Page', 'Document', 'Document category', 'Gallery', 'School year', 'About us', 'User', 'Subject', 'Teacher', 'Class']));
    expect(labels.join(' ')).not.toMatch(/-|^[a-z]/);
    await user.selectOptions(filter, 'School year');
    await waitFor(() => expect(asked.at(-1)?.get('itemType')).toBe('school-year'));
  });
});
