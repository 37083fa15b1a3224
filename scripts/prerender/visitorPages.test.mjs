// visitorPages in a real browser (the renderer's): the pages drawn at once share one renderer
// process; they are given out again after each draw until their visitor has drawn
// DRAWS_PER_VISITOR pages; then it is closed once its last page is back, and the next draw gets a
// page of a new one. A failed draw ends its visitor the same way. Its renderer's memory is
// released every DRAWS_PER_RELEASE draws of its pages together. A draw may prefer an idle page
// (the one showing its school).
// Run: node --test scripts/prerender/
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, test } from 'node:test';
import { launchBrowser, openVisitor } from './rendererBrowser.mjs';
import { DRAWS_PER_RELEASE, DRAWS_PER_VISITOR, visitorPages } from './visitorPages.mjs';

let browser;
let site;
before(async () => {
  browser = await launchBrowser();
  site = createServer((request, response) => response.end('<!doctype html><title>Acasă</title><p>Bun venit</p>'));
  await new Promise((resolve) => site.listen(0, '127.0.0.1', resolve));
});
after(async () => {
  site.close();
  await browser.close();
});

const rendererProcesses = async () => {
  const session = await browser.target().createCDPSession();
  const { processInfo } = await session.send('SystemInfo.getProcessInfo');
  await session.detach();
  return processInfo.filter(({ type }) => type === 'renderer').length;
};

test('three pages drawn at once are one visitor, in one renderer process', async () => {
  const pages = visitorPages(() => openVisitor(browser), { pagesAtOnce: 3 });
  const taken = await Promise.all([pages.take(), pages.take(), pages.take()]);
  assert.equal(new Set(taken).size, 3);
  assert.equal(new Set(taken.map((page) => page.browserContext())).size, 1);
  await Promise.all(taken.map((page, n) => page.goto(`http://127.0.0.1:${site.address().port}/pagina-${n}`)));
  assert.equal(await rendererProcesses(), 1);
  await Promise.all(taken.map((page) => pages.discard(page)));
});

test(`a visitor draws ${DRAWS_PER_VISITOR} pages, then is closed once its last page is back, and a new one takes its place`, async () => {
  let opened = 0;
  const pages = visitorPages(
    () => {
      opened += 1;
      return openVisitor(browser);
    },
    { pagesAtOnce: 2 },
  );
  const [drawing, held] = await Promise.all([pages.take(), pages.take()]);
  for (let draw = 1; draw < DRAWS_PER_VISITOR; draw += 1) {
    await pages.giveBack(drawing);
    assert.equal(await pages.take(), drawing, `draw ${draw + 1} is in the same page`);
  }
  await pages.giveBack(drawing);
  let next = null;
  const taking = pages.take().then((page) => {
    next = page;
  });
  await new Promise((resolve) => setTimeout(resolve, 200));
  assert.equal(opened, 1, 'no new visitor is opened while the old one still draws');
  assert.equal(next, null, 'no page is given while the old visitor still draws');
  assert.equal(drawing.isClosed(), false);
  await pages.giveBack(held);
  await taking;
  assert.equal(drawing.isClosed(), true);
  assert.equal(held.isClosed(), true);
  assert.notEqual(next.browserContext(), drawing.browserContext());
  assert.equal(opened, 2);
  assert.deepEqual(
    (await browser.pages()).map((page) => page.browserContext()),
    [next.browserContext(), next.browserContext()],
    'the old visitor took its pages with it',
  );
  await pages.discard(next);
});

test("a failed draw ends its visitor, and the next draw gets a new visitor's page", async () => {
  const pages = visitorPages(() => openVisitor(browser));
  const failed = await pages.take();
  await pages.discard(failed);
  assert.equal(failed.isClosed(), true);
  const next = await pages.take();
  assert.notEqual(next.browserContext(), failed.browserContext());
  await pages.discard(next);
});

test(`a visitor's renderer gives back its memory once every ${DRAWS_PER_RELEASE} draws of its pages together, through the page just given back`, async () => {
  const released = [];
  const pages = visitorPages(
    async () => {
      const visitor = await openVisitor(browser);
      return {
        ...visitor,
        releaseMemory: (page) => {
          released.push(page);
          return visitor.releaseMemory(page);
        },
      };
    },
    { pagesAtOnce: 2 },
  );
  const [first, second] = await Promise.all([pages.take(), pages.take()]);
  await Promise.all([first, second].map((page) => page.goto(`http://127.0.0.1:${site.address().port}/`)));
  const givenBack = [];
  let page = first;
  await pages.giveBack(second);
  givenBack.push(second);
  for (let draw = 2; draw <= 2 * DRAWS_PER_RELEASE; draw += 1) {
    await pages.giveBack(page);
    givenBack.push(page);
    page = await pages.take();
  }
  assert.deepEqual(released, [givenBack[DRAWS_PER_RELEASE - 1], givenBack[2 * DRAWS_PER_RELEASE - 1]]);
  assert.equal(released[0].isClosed(), false, 'the page released through draws again');
  assert.match(await page.content(), /Bun venit/);
  await pages.discard(page);
});

test("the idle page a draw prefers is given out first (the one showing its school's site), else the last given back", async () => {
  const pages = visitorPages(() => openVisitor(browser), { pagesAtOnce: 2 });
  const [first, second] = await Promise.all([pages.take(), pages.take()]);
  const origin = `http://127.0.0.1:${site.address().port}`;
  await first.goto(`${origin}/scoala-1`);
  await second.goto(`${origin}/scoala-2`);
  await pages.giveBack(first);
  await pages.giveBack(second);
  const showing = (name) => (page) => page.url() === `${origin}/${name}`;
  const preferred = await pages.take(showing('scoala-1'));
  assert.equal(preferred, first);
  await pages.giveBack(preferred);
  const fallback = await pages.take(showing('scoala-3'));
  assert.equal(fallback, first);
  await pages.discard(fallback);
});
