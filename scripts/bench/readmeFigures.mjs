// The README's performance section shows the latest figures against the targets: the bench
// rewrites the block between the two markers with the rows that have a target.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { markdownTable } from './table.mjs';

const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';

/** Replaces the marked block of README.md; answers false when the markers are missing. */
export function updateReadmeFigures(root, rows, heading) {
  const file = path.join(root, 'README.md');
  const readme = readFileSync(file, 'utf8');
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) return false;
  const withTargets = rows.filter((row) => row[2] !== '');
  const block = [START, heading, '', markdownTable(withTargets), END].join('\n');
  writeFileSync(file, readme.slice(0, start) + block + readme.slice(end + END.length));
  return true;
}
