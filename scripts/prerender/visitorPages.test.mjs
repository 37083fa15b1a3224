// visitorPages in a real browser (the renderer's): a page is given out again after each draw until
// it has drawn DRAWS_PER_PAGE pages; then it is closed with its context and the next draw gets a
// new one. A failed draw's page is closed at once.
// Run: node --test scripts/prerender/
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, openPage } from './renderSite.mjs';
import { DRAWS_PER_PAGE, visitorPages } from './visitorPages.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser.close());

test(`a page draws ${DRAWS_PER_PAGE} pages, then a new one (its own context) takes its place`, async () => {
  const pages = visitorPages(() => openPage(browser));
  const first = await pages.take();
  for (let draw = 1; draw < DRAWS_PER_PAGE; draw += 1) {
    await pages.giveBack(first);
    assert.equal(await pages.take(), first, `draw ${draw + 1} is in the same page`);
  }
  await pages.giveBack(first);
  assert.equal(first.isClosed(), true);
  const next = await pages.take();
  assert.notEqual(next, first);
  assert.equal(browser.contexts().length, 1, 'the closed page took its context with it');
  await pages.discard(next);
});

test('a page whose draw failed is closed, and the next draw gets a new one', async () => {
  const pages = visitorPages(() => openPage(browser));
  const failed = await pages.take();
  await pages.discard(failed);
  assert.equal(failed.isClosed(), true);
  assert.notEqual(await pages.take(), failed);
});
