// One byte range from a Range header (`bytes=a-b`, `bytes=a-`, `bytes=-n`); several ranges are
// answered whole, as RFC 9110 allows.
import type { ByteRange } from './storage/mediaStorage';

export type RangeVerdict = { kind: 'whole' } | { kind: 'range'; range: ByteRange } | { kind: 'unsatisfiable' };

export function parseByteRange(header: string | undefined, size: number): RangeVerdict {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === '' && match[2] === '')) return { kind: 'whole' };
  const [, first, last] = match;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'range', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return { kind: 'unsatisfiable' };
  return { kind: 'range', range: { start, end } };
}
