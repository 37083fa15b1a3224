// The key under which two spellings of one name are the same: without regard to case, diacritics
// (ș and ş, ă and a), compatibility forms (ligatures, full-width letters) or runs of spaces.
export function nameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/gu, ' ')
    .trim();
}
