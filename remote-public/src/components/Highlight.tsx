import type { ReactNode } from 'react';

/** Each character lower-cased without its marks, one for one, so a match marks the same place in the original. */
function fold(text: string): string[] {
  return [...text].map((char) => {
    const base = char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    return [...base].length === 1 ? base : char;
  });
}

/** The words of a query, folded: letters and digits only. */
export const queryWords = (query: string): string[] => [...new Set(fold(query).join('').match(/[\p{L}\p{N}]+/gu) ?? [])];

/** `text` with every occurrence of the query's words in <mark>, without regard to case or diacritics. */
export function Highlight({ text, query }: { text: string; query: string }) {
  const chars = [...text];
  const folded = fold(text);
  const words = queryWords(query).map((word) => [...word]);
  const marked = new Array<boolean>(chars.length).fill(false);
  for (const word of words) {
    for (let i = 0; i + word.length <= folded.length; i++) {
      if (word.every((char, j) => folded[i + j] === char)) marked.fill(true, i, i + word.length);
    }
  }
  const parts: ReactNode[] = [];
  let start = 0;
  for (let i = 1; i <= chars.length; i++) {
    if (i === chars.length || marked[i] !== marked[start]) {
      const piece = chars.slice(start, i).join('');
      parts.push(marked[start] ? <mark key={start}>{piece}</mark> : piece);
      start = i;
    }
  }
  return <>{parts}</>;
}
