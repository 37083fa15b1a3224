// collectGarbage gives back the heap that garbage held, without --expose-gc on the command line.
// Run: node --test scripts/prerender/
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { collectGarbage } from './collectGarbage.mjs';

test('a full collection gives back the heap that garbage held', () => {
  let garbage = Array.from({ length: 2_000_000 }, (_, n) => ({ n }));
  const before = process.memoryUsage().heapUsed;
  assert.equal(garbage.length, 2_000_000);
  garbage = null;
  collectGarbage();
  assert.ok(before - process.memoryUsage().heapUsed > 40 * 1024 * 1024, 'at least 40 MB given back');
});
