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
  await waitFor(() => expect(columnTexts(4)).toEqual(['password: changed', 'role: USER → MANAGER', 'name: Astronomie → —']));
  expect(columnTexts(3)).toEqual(['User: ana.pop', 'User: ana.pop', 'Subject: Astronomie']);
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
    ['body: changed', 'photos: 5 photos → 6 photos', 'cover photo: — → photo “Elevi plantând copaci”'],
    ['photos: reordered (3 photos)'],
    ['file: changed'],
    ['description: Școala noastră a fost înființată în anul 1950 și de atunci a… → Din 1950, școala noastră a format generații întregi de elevi…'],
    ['title: — → Ziua Școlii', 'body: added'],
    ['moved to the archive: 4 news posts, no galleries, 2 documents, 1 page section'],
    ['file: elevi.jpg → —', 'removed from: Gallery “Excursie”, News post “Ziua Școlii”', 'earlier versions rewritten without it: 2'],
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
  const photoWith = (id: number, alt: string, flags: { showsPupils?: boolean; consentConfirmed?: boolean } = {}) => ({ ...photo(id, alt), ...flags });

  it('names every field, item type and value in words a teacher reads, never as code', async () => {
    const content = { actor: { id: 2, username: 'profesor' } } as const;
    setup([
      entry(9, {
        ...content,
        action: 'UPLOAD',
        itemType: 'media',
        itemLabel: 'serbare.jpg',
        changes: { originalName: [null, 'serbare.jpg'], mimeType: [null, 'image/jpeg'], sizeBytes: [null, 2069], alt: [null, 'Corul la serbare'] },
      }),
      entry(8, { ...content, itemType: 'media', itemLabel: 'regulament.pdf', changes: { mimeType: [null, 'application/pdf'], sizeBytes: [null, 3 * 1024 * 1024 + 200 * 1024] } }),
      entry(7, {
        ...content,
        itemType: 'news',
        itemLabel: 'Ziua Școlii',
        changes: { schoolYear: ['2025-2026', '2026-2027'], publishAt: [null, '2026-10-05T08:30:00.000Z'], status: ['DRAFT', 'PUBLISHED'], coverImage: [null, photo(9, 'Elevi')] },
      }),
      entry(6, {
        ...content,
        itemType: 'document',
        itemLabel: 'Regulament',
        changes: { validUntil: [null, '2027-08-31'], publishedOn: ['2026-09-01', '2026-09-02'], category: ['other', 'regulations'], url: [null, 'https://edu.ro/r'] },
      }),
      entry(5, { itemType: 'teacher', itemLabel: 'Ana Pop', changes: { firstName: ['Ana', 'Anca'], position: ['TEACHER', 'PRINCIPAL'], yearsOfService: [3, 4], subject: [1, 2] } }),
      entry(4, { action: 'CREATE', itemType: 'class', itemLabel: 'a V-a A', changes: { id: [null, 7], educationType: ['PRIMARY', 'HIGH_SCHOOL'], master: [null, 5] } }),
      entry(3, { itemType: 'user', itemLabel: 'ana.pop', changes: { disabled: [false, true], password: ['***', '***'] } }),
    ]);
    await screen.findByRole('table');
    await waitFor(() => expect(changesShown()).toHaveLength(7));
    expect(changesShown()).toEqual([
      ['file name: — → serbare.jpg', 'file type: — → JPEG image', 'size: — → 2 KB', 'alt text: — → Corul la serbare'],
      ['file type: — → PDF', 'size: — → 3.2 MB'],
      ['school year: 2025-2026 → 2026-2027', `publish time: — → ${new Date('2026-10-05T08:30:00.000Z').toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })}`, 'status: draft → published', 'cover photo: — → photo “Elevi”'],
      ['valid until: — → 31 Aug 2027', 'publication date: 1 Sept 2026 → 2 Sept 2026', 'category: Other → Regulations', 'link: — → https://edu.ro/r'],
      ['first name: Ana → Anca', 'position: Teacher → Principal', 'years of service: 3 → 4', 'subject: changed'],
      ['education type: Primary → Lower secondary', 'master: added'],
      ['account: enabled → disabled', 'password: changed'],
    ]);
    const shown = screen.getByRole('table').textContent ?? '';
    for (const code of ['schoolYear', 'originalName', 'mimeType', 'sizeBytes', 'publishAt', 'coverImage', 'validUntil', 'PUBLISHED', 'HIGH_SCHOOL', 'image/jpeg', '***']) expect(shown).not.toContain(code);
  });

  it('says which photo’s consent was confirmed, and what moved to the archive or where a photo was taken down from', async () => {
    setup([
      entry(3, {
        itemType: 'gallery',
        itemLabel: 'Excursie',
        changes: { photos: [[photoWith(1, 'Elevi la Sibiu', { showsPupils: true }), photo(2, 'Cetatea')], [photoWith(1, 'Elevi la Sibiu', { showsPupils: true, consentConfirmed: true }), photo(2, 'Cetatea')]] },
      }),
      entry(2, { itemType: 'news', itemLabel: 'Crosul', changes: { images: [[photo(1, 'Start'), photoWith(2, 'Sosire', { showsPupils: true, consentConfirmed: true })], [photo(1, 'Start')]], coverImage: [photoWith(9, 'Elevi', { showsPupils: true }), photoWith(9, 'Elevi', { showsPupils: true, consentConfirmed: true })] } }),
      entry(1, { action: 'TAKEDOWN', itemType: 'media', itemLabel: 'elevi.jpg', changes: { removedFrom: [['gallery 3: Excursie', 'news 5: Ziua Școlii'], []], revisionsRewritten: [2, 0] } }),
      entry(0, { itemType: 'school-year', itemLabel: 'Started the 2026-2027 school year', changes: { archived: [null, { news: 4, galleries: 0, documents: 1, sections: 2 }] } }),
    ]);
    await screen.findByRole('table');
    await waitFor(() => expect(changesShown()).toHaveLength(4));
    expect(changesShown()).toEqual([
      ['photos: consent confirmed for “Elevi la Sibiu”'],
      ['photos: 2 photos → 1 photo', 'cover photo: consent confirmed for “Elevi”'],
      ['removed from: Gallery “Excursie”, News post “Ziua Școlii”', 'earlier versions rewritten without it: 2'],
      ['moved to the archive: 4 news posts, no galleries, 1 document, 2 page sections'],
    ]);
  });

  it('names item types, actions and the automatic writers in words, and filters by the type the API expects', async () => {
    const { user, asked } = setup([
      entry(4, { actor: { id: null, username: '(server)' }, action: 'CREATE', itemType: 'user', itemLabel: 'admin', changes: { role: [null, 'ADMIN'] } }),
      entry(3, { actor: { id: null, username: 'seed' }, action: 'CREATE', itemType: 'about-us', itemLabel: 'About us', changes: {} }),
      entry(2, { actor: { id: null, username: 'system' }, action: 'PURGE', itemType: 'document', itemLabel: 'Buget', changes: {} }),
      entry(1, { action: 'UPDATE', itemType: 'school-year', itemLabel: 'Started the 2026-2027 school year', changes: {} }),
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
