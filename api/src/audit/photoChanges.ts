// How a list (a page's sections, an item's photos) or one photo changed, as the audit log records
// it: counts, order and the places that differ; a photo by its alt text, with each pupils or
// consent flag set or cleared ("consent confirmed for “…”").
import type { AuditNoun, AuditPhotoFlag, PhotoInput } from '@school/shared/types';

const keyOf = (item: unknown) => JSON.stringify(item);

/** Two lists' counts; at the same count, whether only the order changed, else which places (from 1) differ. */
export function listChange(before: readonly unknown[], after: readonly unknown[], noun: AuditNoun) {
  const sorted = (list: readonly unknown[]) => list.map(keyOf).sort().join('\n');
  const sameCount = before.length === after.length;
  const reordered = sameCount && keyOf(before) !== keyOf(after) && sorted(before) === sorted(after);
  const changedAt = sameCount && !reordered ? after.flatMap((item, index) => (keyOf(item) === keyOf(before[index]) ? [] : [index + 1])) : [];
  return { noun, before: before.length, after: after.length, reordered, changedAt };
}

const PHOTOS: AuditNoun = { one: 'photo', many: 'photos' };

/** A photo by its alt text; '' for a decorative one. */
const altOf = (photo: PhotoInput) => (photo.decorative ? '' : photo.alt);

/** The photo's pupils and consent flags set or cleared between two versions of it. */
function flagChanges(before: PhotoInput, after: PhotoInput): AuditPhotoFlag[] {
  const photo = altOf(after) || null;
  const flags: AuditPhotoFlag[] = [];
  if (before.showsPupils !== after.showsPupils) flags.push({ photo, flag: 'showsPupils', set: after.showsPupils });
  if (before.consentConfirmed !== after.consentConfirmed) flags.push({ photo, flag: 'consentConfirmed', set: after.consentConfirmed });
  return flags;
}

/** The photo with the flags of `flagsOf`: what else changed shows when the two still differ. */
const withFlagsOf = (photo: PhotoInput, flagsOf: PhotoInput | undefined): PhotoInput =>
  flagsOf ? { ...photo, showsPupils: flagsOf.showsPupils, consentConfirmed: flagsOf.consentConfirmed } : photo;

export function photoChange(before: PhotoInput | null, after: PhotoInput | null) {
  const same = before !== null && after !== null && before.id === after.id;
  return {
    kind: 'photo' as const,
    before: before && altOf(before),
    after: after && altOf(after),
    replaced: !same || keyOf(withFlagsOf(before, after)) !== keyOf(after),
    flags: same ? flagChanges(before, after) : [],
  };
}

/** A list of photos: its counts and order as any list's, and each photo whose flags changed. */
export function photoListChange(before: readonly PhotoInput[], after: readonly PhotoInput[]) {
  const was = new Map(before.map((photo) => [photo.id, photo]));
  const now = new Map(after.map((photo) => [photo.id, photo]));
  const flags = after.flatMap((photo) => {
    const earlier = was.get(photo.id);
    return earlier ? flagChanges(earlier, photo) : [];
  });
  return { kind: 'photoList' as const, ...listChange(before.map((photo) => withFlagsOf(photo, now.get(photo.id))), after, PHOTOS), flags };
}
