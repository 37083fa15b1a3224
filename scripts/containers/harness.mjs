// The container test's own small runner: named checks run in order against one running stack,
// each passing or failing with its reason; figures collected for the summary. It closes with the
// plain 'N passed, N failed' line.
import { inspect } from 'node:util';

const results = [];
const figures = [];

/** Runs one check; a thrown error fails it. Answers whether it passed. */
export async function check(name, fn) {
  const started = performance.now();
  console.log(`\n--- ${name}`);
  try {
    const detail = await fn();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`ok   ${name}${detail ? `: ${detail}` : ''} (${seconds} s)`);
    results.push({ name, ok: true });
    return true;
  } catch (error) {
    console.log(`FAIL ${name}\n     ${error instanceof Error ? error.stack : inspect(error)}`);
    results.push({ name, ok: false });
    return false;
  }
}

/** Whether a check has failed so far. */
export const anyFailed = () => results.some((result) => !result.ok);

/** A measured figure for the summary. */
export function figure(label, value) {
  figures.push([label, value]);
  console.log(`     ${label}: ${value}`);
}

export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Prints the figures and the checks; answers whether every check passed. */
export function summary() {
  console.log('\n=== figures');
  const width = Math.max(...figures.map(([label]) => label.length), 0);
  for (const [label, value] of figures) console.log(`${label.padEnd(width)}  ${value}`);
  console.log('\n=== checks');
  for (const { name, ok } of results) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}`);
  const failed = results.filter((result) => !result.ok).length;
  console.log(`containers: ${results.length - failed} passed, ${failed} failed`);
  return failed === 0 && results.length > 0;
}
