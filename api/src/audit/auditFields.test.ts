// Each kind's change as the builders write it: the words already there, never an id or markup.
import type { PhotoInput } from '@school/shared/types';
import { auditChanges, counts, date, enumOf, fileType, flag, items, list, number, photo, photoList, reference, richText, secret, size, text, time } from './auditFields';

const one = <V>(fields: Parameters<typeof auditChanges<V>>[0], before: Partial<V> | undefined, after: Partial<V> | undefined) => auditChanges(fields, before, after)[0];
const picture = (id: number, alt: string, flags: Partial<PhotoInput> = {}): PhotoInput => ({ id, alt, decorative: false, showsPupils: false, consentConfirmed: false, ...flags });

it('plain kinds keep both sides as they are: text, date, time, number, size, file type', () => {
  expect(one({ title: text('title') }, { title: 'A' }, { title: 'B' })).toEqual({ field: 'title', label: 'title', kind: 'text', before: 'A', after: 'B' });
  expect(one({ day: date('date') }, {}, { day: '2026-10-05' })).toMatchObject({ kind: 'date', before: null, after: '2026-10-05' });
  expect(one({ at: time('publish time') }, {}, { at: '2026-10-05T08:30:00.000Z' })).toMatchObject({ kind: 'time', after: '2026-10-05T08:30:00.000Z' });
  expect(one({ years: number('years of service') }, { years: 3 }, { years: 4 })).toMatchObject({ kind: 'number', before: 3, after: 4 });
  expect(one({ bytes: size('size') }, {}, { bytes: 2069 })).toMatchObject({ kind: 'size', after: 2069 });
  expect(one({ type: fileType('file type') }, {}, { type: 'image/jpeg' })).toMatchObject({ kind: 'fileType', after: 'image/jpeg' });
});

it('an enum and a flag carry their words; a secret only that it changed', () => {
  expect(one({ status: enumOf('status', { DRAFT: 'Draft', PUBLISHED: 'Published' }) }, { status: 'DRAFT' }, { status: 'PUBLISHED' })).toMatchObject({ kind: 'enum', before: 'Draft', after: 'Published' });
  expect(one({ disabled: flag('account', { yes: 'disabled', no: 'enabled' }) }, { disabled: false }, { disabled: true })).toMatchObject({ kind: 'enum', before: 'enabled', after: 'disabled' });
  expect(one({ password: secret('password') }, { password: 'old' }, { password: 'new' })).toEqual({ field: 'password', label: 'password', kind: 'secret' });
});

it('rich text and a reference: added, changed or removed, a reference by its name when it has one', () => {
  expect(one({ body: richText('body') }, { body: '' }, { body: '<p>A</p>' })).toEqual({ field: 'body', label: 'body', kind: 'richText', change: 'added' });
  expect(one({ body: richText('body') }, { body: '<p>A</p>' }, { body: '<p>B</p>' })).toMatchObject({ change: 'changed' });
  const subject = reference('subject', (s: { id: number; name: string }) => s.name);
  expect(one({ subject }, { subject: { id: 1, name: 'Română' } }, { subject: null })).toMatchObject({ kind: 'reference', change: 'removed', before: 'Română', after: null });
  expect(one({ file: reference('file') }, { file: { id: 1 } }, { file: { id: 2 } })).toMatchObject({ change: 'changed', before: null, after: null });
});

it('a photo: by its alt text, with its flags; replaced when more than its flags changed', () => {
  const cover = photo('cover photo');
  expect(one({ cover }, { cover: picture(9, 'Elevi', { showsPupils: true }) }, { cover: picture(9, 'Elevi', { showsPupils: true, consentConfirmed: true }) })).toEqual({
    field: 'cover',
    label: 'cover photo',
    kind: 'photo',
    before: 'Elevi',
    after: 'Elevi',
    replaced: false,
    flags: [{ photo: 'Elevi', flag: 'consentConfirmed', set: true }],
  });
  expect(one({ cover }, {}, { cover: picture(9, 'x', { decorative: true }) })).toMatchObject({ before: null, after: '', replaced: true, flags: [] });
});

it('a list and a photo list: counts, reordered, the places changed, and the photos whose flags changed', () => {
  const sections = list('sections', { one: 'section', many: 'sections' });
  expect(one({ sections }, { sections: ['a', 'b', 'c'] }, { sections: ['a', 'x', 'c'] })).toMatchObject({ kind: 'list', before: 3, after: 3, reordered: false, changedAt: [2] });
  expect(one({ sections }, { sections: ['a', 'b'] }, { sections: ['b', 'a'] })).toMatchObject({ reordered: true, changedAt: [] });
  const photos = photoList('photos');
  const fewer = one({ photos }, { photos: [picture(1, 'A', { showsPupils: true }), picture(2, 'B')] }, { photos: [picture(1, 'A')] });
  expect(fewer).toMatchObject({ kind: 'photoList', noun: { one: 'photo', many: 'photos' }, before: 2, after: 1, flags: [{ photo: 'A', flag: 'showsPupils', set: false }] });
});

it('counts and items: what the rollover archived, where a takedown removed a photo from', () => {
  const noun = { one: 'gallery', many: 'galleries' };
  expect(one({ archived: counts('moved to the archive') }, undefined, { archived: [{ noun, count: 2 }] })).toEqual({ field: 'archived', label: 'moved to the archive', kind: 'counts', counts: [{ noun, count: 2 }] });
  expect(one({ removedFrom: items('removed from') }, undefined, { removedFrom: [{ type: 'gallery', title: 'Excursie' }] })).toMatchObject({ kind: 'items', items: [{ type: 'gallery', title: 'Excursie' }] });
});

it('says nothing of an unchanged field, nor of one empty on both sides', () => {
  expect(auditChanges({ title: text('title'), place: text('place'), photos: photoList('photos') }, { title: 'A', place: null, photos: [] }, { title: 'A', place: '', photos: [] })).toEqual([]);
});
