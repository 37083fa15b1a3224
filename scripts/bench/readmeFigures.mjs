// The README's performance section shows the latest figures against the targets: the bench
// rewrites the block between the two markers with the rows that have a target.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { replaceMarkedBlock, toMarkedBlock } from './markedBlock.mjs';
import { markdownTable } from './table.mjs';

/** Replaces the marked block of README.md; answers false when the markers are missing. */
export function updateReadmeFigures(root, rows, heading) {
  const file = path.join(root, 'README.md');
  const withTargets = rows.filter((row) => row[2] !== '');
  const readme = replaceMarkedBlock(readFileSync(file, 'utf8'), 'bench', toMarkedBlock('bench', [heading, '', markdownTable(withTargets)].join('\n')));
  if (readme === undefined) return false;
  writeFileSync(file, readme);
  return true;
}
