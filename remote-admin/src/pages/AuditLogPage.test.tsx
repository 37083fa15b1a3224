import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AuditEntry } from '@school/shared';
import { API, axeViolations, renderScreen, server, setupMockApi } from '@school/shared/testing';
import { columnTexts, headerTexts } from '../test/table';
import AuditLogPage from './AuditLogPage';

setupMockApi();

const entry = (id: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: new Date(Date.UTC(2026, 8, 15, 8, id)).toISOString(),
  actor: { id: 1, username: 'director' },
  action: 'UPDATE',
  itemType: 'user',
  itemId: '7',
  itemLabel: 'ana.pop',
  changes: { role: ['USER', 'MANAGER'] },
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
  setup([entry(2, { changes: { password: ['***', '***'] } }), entry(1), entry(0, { action: 'DELETE', itemType: 'subject', itemLabel: 'Astronomie', changes: { name: ['Astronomie', null] } })]);
  expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
  await screen.findByRole('table');
  expect(headerTexts()).toEqual(['When', 'Who', 'Action', 'Item', 'What changed']);
  await waitFor(() => expect(columnTexts(4)).toEqual(['password: *** → ***', 'role: USER → MANAGER', 'name: Astronomie → —']));
  expect(columnTexts(3)).toEqual(['user ana.pop', 'user ana.pop', 'subject Astronomie']);
  expect(columnTexts(1)[0]).toBe('director');
});

const photo = (id: number, alt: string) => ({ id, alt, decorative: false, showsPupils: false, consentConfirmed: false });
const photos = (count: number) => Array.from({ length: count }, (_, index) => photo(index + 1, `Elevi la plantat ${index + 1}`));
const section = (index: number, body = `<p>Textul secțiunii ${index}.</p>`) => ({ kind: 'richText', title: `Secțiunea ${index}`, schoolYear: null, body, documents: [], gallery: null });
const sections = (count: number) => Array.from({ length: count }, (_, index) => section(index + 1));
const longText = 'Școala noastră a fost înființată în anul 1950 și de atunci a format generații întregi de elevi harnici.';

/** What each row's "What changed" lists, one text per change. */
const changesShown = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(within(row).getAllByRole('cell')[4]!).queryAllByRole('listitem').map((item) => item.textContent));

it('says what changed in words: counts of sections and photos, rich text as changed, long text cut, never JSON or markup', async () => {
  const content = { actor: { id: 2, username: 'profesor' } } as const;
  setup([
    entry(9, { ...content, itemType: 'page', itemLabel: 'Istoric', changes: { title: ['Istoric', 'Istoricul școlii'], sections: [sections(3), sections(4)] } }),
    entry(8, { ...content, itemType: 'page', itemLabel: 'Istoric', changes: { sections: [sections(3), [section(1), section(2, '<p>Alt text.</p>'), section(3)]] } }),
    entry(7, {
      ...content,
      itemType: 'news',
      itemLabel: 'Ziua Pământului',
      changes: { body: ['<p>Elevii au plantat copaci.</p>', '<p>Elevii au plantat <strong>40</strong> de copaci.</p>'], images: [photos(5), photos(6)], coverImage: [null, photo(9, 'Elevi plantând copaci')] },
    }),
    entry(6, { ...content, itemType: 'gallery', itemLabel: 'Excursie', changes: { photos: [photos(3), [...photos(3)].reverse()] } }),
    entry(5, { ...content, itemType: 'document', itemLabel: 'Regulament', changes: { file: [{ id: 40 }, { id: 41 }] } }),
    entry(4, { itemType: 'about-us', itemLabel: 'About us', changes: { description: [longText, 'Din 1950, școala noastră a format generații întregi de elevi harnici și curioși, acum și cu grădiniță.'] } }),
    entry(3, { ...content, action: 'CREATE', itemType: 'news', itemLabel: 'Ziua Școlii', changes: { title: [null, 'Ziua Școlii'], place: [null, ''], body: [null, '<p>Program</p>'], images: [null, []] } }),
    entry(2, { action: 'UPDATE', itemType: 'school-year', itemLabel: 'Started the 2026-2027 school year', changes: { archived: [null, { news: 4, galleries: 0, documents: 2, sections: 1 }] } }),
    entry(1, { action: 'TAKEDOWN', itemType: 'media', itemLabel: 'elevi.jpg', changes: { file: ['elevi.jpg', null], removedFrom: [['gallery 3: Excursie', 'news 5: Ziua Școlii'], []], revisionsRewritten: [2, 0] } }),
  ]);
  await screen.findByRole('table');
  await waitFor(() => expect(changesShown()).toHaveLength(9));
  expect(changesShown()).toEqual([
    ['title: Istoric → Istoricul școlii', 'sections: 3 sections → 4 sections'],
    ['sections: section 2 changed'],
    ['body: changed', 'images: 5 photos → 6 photos', 'coverImage: — → photo “Elevi plantând copaci”'],
    ['photos: reordered (3 photos)'],
    ['file: changed'],
    ['description: Școala noastră a fost înființată în anul 1950 și de atunci a… → Din 1950, școala noastră a format generații întregi de elevi…'],
    ['title: — → Ziua Școlii', 'body: added'],
    ['archived: — → news 4, galleries 0, documents 2, sections 1'],
    ['file: elevi.jpg → —', 'removedFrom: gallery 3: Excursie, news 5: Ziua Școlii → —', 'revisionsRewritten: 2 → 0'],
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
