// Each kind of change as the audit log's "What changed" says it.
import type { AuditChange } from '@school/shared';
import { changeText } from './auditChanges';

const named = (field: string, label = field) => ({ field, label });
const photos = { one: 'photo', many: 'photos' };
const sections = { one: 'section', many: 'sections' };
const photoList = (over: Partial<Extract<AuditChange, { kind: 'photoList' }>>): AuditChange => ({
  ...named('images', 'photos'),
  kind: 'photoList',
  noun: photos,
  before: 2,
  after: 2,
  reordered: false,
  changedAt: [],
  flags: [],
  ...over,
});
const list = (over: Partial<Extract<AuditChange, { kind: 'list' }>>): AuditChange => ({ ...named('sections'), kind: 'list', noun: sections, before: 3, after: 3, reordered: false, changedAt: [], ...over });

it('text: both sides, an empty one as —, a long one cut with an ellipsis; alike once cut: changed', () => {
  expect(changeText({ ...named('title'), kind: 'text', before: 'Istoric', after: 'Istoricul școlii' })).toBe('title: Istoric → Istoricul școlii');
  expect(changeText({ ...named('project'), kind: 'text', before: 'Erasmus', after: null })).toBe('project: Erasmus → —');
  const long = 'Școala noastră a fost înființată în anul 1950 și de atunci a format generații întregi de elevi.';
  expect(changeText({ ...named('history'), kind: 'text', before: null, after: long })).toBe('history: — → Școala noastră a fost înființată în anul 1950 și de atunci a…');
  expect(changeText({ ...named('history'), kind: 'text', before: `${long} Prima`, after: `${long} A doua` })).toBe('history: changed');
});

it('rich text and older values the log does not describe: added, changed or removed', () => {
  expect(changeText({ ...named('body'), kind: 'richText', change: 'added' })).toBe('body: added');
  expect(changeText({ ...named('images'), kind: 'other', change: 'removed' })).toBe('images: removed');
});

it('a day, a day with its wall-clock time, and an instant in the browser’s time zone', () => {
  expect(changeText({ ...named('validUntil', 'valid until'), kind: 'date', before: null, after: '2027-08-31' })).toBe('valid until: — → 31 Aug 2027');
  expect(changeText({ ...named('start'), kind: 'date', before: '2026-10-05T08:30', after: '2026-10-06T09:00' })).toBe('start: 5 Oct 2026, 08:30 → 6 Oct 2026, 09:00');
  const at = '2026-10-05T08:30:00.000Z';
  expect(changeText({ ...named('publishAt', 'publish time'), kind: 'time', before: null, after: at })).toBe(`publish time: — → ${new Date(at).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })}`);
});

it('a number, a size in KB or MB, a file type in words', () => {
  expect(changeText({ ...named('yearsOfService', 'years of service'), kind: 'number', before: 3, after: 4 })).toBe('years of service: 3 → 4');
  expect(changeText({ ...named('sizeBytes', 'size'), kind: 'size', before: null, after: 2069 })).toBe('size: — → 2 KB');
  expect(changeText({ ...named('sizeBytes', 'size'), kind: 'size', before: null, after: 3 * 1024 * 1024 + 200 * 1024 })).toBe('size: — → 3.2 MB');
  expect(changeText({ ...named('mimeType', 'file type'), kind: 'fileType', before: null, after: 'image/jpeg' })).toBe('file type: — → JPEG image');
});

it('an enum in the words the API wrote; a secret only as changed', () => {
  expect(changeText({ ...named('status'), kind: 'enum', before: 'Draft', after: 'Published' })).toBe('status: Draft → Published');
  expect(changeText({ ...named('disabled', 'account'), kind: 'enum', before: 'enabled', after: 'disabled' })).toBe('account: enabled → disabled');
  expect(changeText({ ...named('password'), kind: 'secret' })).toBe('password: changed');
});

it('a reference: by its names when the API gave them, else added, changed or removed', () => {
  expect(changeText({ ...named('subject'), kind: 'reference', change: 'changed', before: 'Română', after: 'Matematică' })).toBe('subject: Română → Matematică');
  expect(changeText({ ...named('master'), kind: 'reference', change: 'added', before: null, after: 'Ana Pop' })).toBe('master: — → Ana Pop');
  expect(changeText({ ...named('file'), kind: 'reference', change: 'changed', before: null, after: null })).toBe('file: changed');
});

it('a photo: by its alt text, a decorative one as such, and its consent', () => {
  const cover = named('coverImage', 'cover photo');
  expect(changeText({ ...cover, kind: 'photo', before: null, after: 'Elevi', replaced: true, flags: [] })).toBe('cover photo: — → photo “Elevi”');
  expect(changeText({ ...cover, kind: 'photo', before: 'Elevi', after: '', replaced: true, flags: [] })).toBe('cover photo: photo “Elevi” → a decorative photo');
  expect(changeText({ ...cover, kind: 'photo', before: 'Elevi', after: 'Elevi', replaced: false, flags: [{ photo: 'Elevi', flag: 'consentConfirmed', set: true }] })).toBe(
    'cover photo: consent confirmed for “Elevi”',
  );
});

it('a photo list: counts, order, the places changed, and each photo whose flags changed', () => {
  expect(changeText(photoList({ before: 2, after: 1 }))).toBe('photos: 2 photos → 1 photo');
  expect(changeText(photoList({ before: 3, after: 3, reordered: true }))).toBe('photos: reordered (3 photos)');
  expect(changeText(photoList({ flags: [{ photo: 'Elevi la Sibiu', flag: 'consentConfirmed', set: true }] }))).toBe('photos: consent confirmed for “Elevi la Sibiu”');
  expect(changeText(photoList({ changedAt: [2], flags: [{ photo: null, flag: 'showsPupils', set: true }] }))).toBe('photos: photo 2 changed; marked as showing pupils: a decorative photo');
  expect(changeText(photoList({ before: 0, after: 0 }))).toBe('photos: changed');
});

it('a list: counts, reordered, which places changed', () => {
  expect(changeText(list({ before: 3, after: 4 }))).toBe('sections: 3 sections → 4 sections');
  expect(changeText(list({ changedAt: [2] }))).toBe('sections: section 2 changed');
  expect(changeText(list({ changedAt: [1, 2, 3] }))).toBe('sections: sections 1, 2 and 3 changed');
  expect(changeText(list({ after: 5, before: 5, changedAt: [1, 2, 3, 5] }))).toBe('sections: 4 of 5 sections changed');
  expect(changeText(list({ before: 1, after: 0 }))).toBe('sections: 1 section → no sections');
});

it('counts and the items something was removed from', () => {
  expect(
    changeText({
      ...named('archived', 'moved to the archive'),
      kind: 'counts',
      counts: [
        { noun: { one: 'news post', many: 'news posts' }, count: 4 },
        { noun: { one: 'gallery', many: 'galleries' }, count: 0 },
        { noun: { one: 'page section', many: 'page sections' }, count: 1 },
      ],
    }),
  ).toBe('moved to the archive: 4 news posts, no galleries, 1 page section');
  expect(changeText({ ...named('removedFrom', 'removed from'), kind: 'items', items: [{ type: 'gallery', title: 'Excursie' }, { type: 'news', title: 'Ziua Școlii' }] })).toBe(
    'removed from: Gallery “Excursie”, News post “Ziua Școlii”',
  );
});
