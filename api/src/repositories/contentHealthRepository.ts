// What needs an editor's attention (the dashboard's list): every kind's drafts, photos without alt
// text, photos of pupils whose consent is unconfirmed (the kinds that check it), files nothing uses,
// media without alt text, and each kind's own checks (content/kinds: stale pages, document
// categories). A school's site holds a few hundred items: the rows are read once and judged here.
import { contentHealthMessages as m } from '@school/shared/messages/content-health';
import type { HealthEntry, HealthKind, PhotoInput } from '@school/shared/types';
import { adminScreenPath } from '@school/shared/routing';
import type { Db } from '../db/database';
import type { AnyContentKind, HealthContext } from '../content/defineContentKind';
import { contentKindList } from '../content/kinds';

const UNUSED_GRACE_MS = 86_400_000;

/** The list's order: by what is wrong, then as found (by kind, then item). */
const ORDER: readonly HealthKind[] = ['stale-page', 'renew-page', 'stale-category', 'draft', 'missing-alt', 'unconfirmed-consent', 'unused-media', 'missing-file', 'empty-category'];

const lacksAlt = (photo: PhotoInput) => !photo.decorative && photo.alt.trim() === '';

/** The checks every kind shares, on its items outside the trash; each entry opens the item's editor. */
async function itemChecks(db: Db, kind: AnyContentKind): Promise<HealthEntry[]> {
  const entries: HealthEntry[] = [];
  const { noun, adminPath } = kind.names;
  for (const { id, values } of await kind.live(db)) {
    const item = { itemType: kind.type, itemId: id, link: adminScreenPath(adminPath, { edit: id }) };
    const title = kind.label(values);
    if (values.status === 'DRAFT') entries.push({ kind: 'draft', message: m.draft(noun.one, title), ...item });
    const photos = kind.photos?.(values) ?? [];
    if (photos.some(lacksAlt)) entries.push({ kind: 'missing-alt', message: m.missingAlt(`${noun.one} “${title}”`), ...item });
    if (kind.consentChecked && photos.some((p) => p.showsPupils && !p.consentConfirmed)) entries.push({ kind: 'unconfirmed-consent', message: m.unconfirmedConsent(title), ...item });
  }
  return entries;
}

/** Media without alt text, and files uploaded more than a day ago that nothing uses (a photo of a post left unsaved). */
async function mediaChecks(db: Db, now: number): Promise<HealthEntry[]> {
  const entries: HealthEntry[] = [];
  const images = await db.selectFrom('media').select(['id', 'original_name']).where('kind', '=', 'IMAGE').where('alt', '=', '').where('decorative', '=', 0).orderBy('id').execute();
  for (const image of images)
    entries.push({ kind: 'missing-alt', message: m.missingAlt(`the media library (${image.original_name})`), itemType: 'media', itemId: image.id, link: adminScreenPath('admin/media', { missingAlt: true, edit: image.id }) });
  const unused = await db
    .selectFrom('media')
    .select(['id', 'original_name'])
    .where('created_at', '<', now - UNUSED_GRACE_MS)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('media_usages').select('media_usages.media_id').whereRef('media_usages.media_id', '=', 'media.id'))))
    .orderBy('id')
    .execute();
  for (const file of unused)
    entries.push({ kind: 'unused-media', message: m.unusedMedia(file.original_name), itemType: 'media', itemId: file.id, link: adminScreenPath('admin/media', { unused: true }) });
  return entries;
}

export async function findContentHealth(db: Db, context: HealthContext): Promise<HealthEntry[]> {
  const entries = await mediaChecks(db, context.now);
  for (const kind of contentKindList) entries.push(...(await kind.health?.(db, context) ?? []), ...(await itemChecks(db, kind)));
  return entries.sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind));
}
