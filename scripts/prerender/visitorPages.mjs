// The pages a renderer draws in: one visitor (a browser context, renderSite.mjs's openVisitor)
// whose pages draw page after page, all in ONE renderer process: the first is opened in the
// context and the others as its popups, which Chromium keeps in its opener's process while they
// stay on its site (separate tabs get a process each, about 95 MB more for three pages;
// docs/decisions.md, "One renderer process for a worker's pages"). A navigation on the same site
// keeps the process and the site's scripts in the context's cache. After DRAWS_PER_VISITOR draws
// the visitor is closed, Node's heap collected, and a new one takes its place: Playwright keeps an
// object for every request and answer a context saw until the context is closed, about half a
// megabyte a draw ("The renderer's browser"). The old visitor is closed before the new one opens
// (its draws under way finish first), so the two never hold memory at once.
import { collectGarbage } from './collectGarbage.mjs';

export const DRAWS_PER_VISITOR = 60;

/** Runs in the opener: a popup on the same process, at about:blank until a draw sends it on. */
const openBlankWindow = () => {
  globalThis.open('about:blank');
};

async function openPages(context, count) {
  const first = await context.newPage();
  const pages = [first];
  while (pages.length < count) {
    const [popup] = await Promise.all([first.waitForEvent('popup'), first.evaluate(openBlankWindow)]);
    pages.push(popup);
  }
  return pages;
}

function openedVisitor(openContext, pagesAtOnce) {
  const context = Promise.resolve().then(openContext);
  let markClosed;
  const visitor = {
    idle: context.then((opened) => openPages(opened, pagesAtOnce)),
    out: 0,
    draws: 0,
    retired: false,
    closed: new Promise((resolve) => {
      markClosed = resolve;
    }),
    close: () =>
      markClosed(
        context
          .then((opened) => opened.close())
          .catch(() => {})
          .then(collectGarbage),
      ),
  };
  // A visitor whose pages would not open is done with: the next take opens another.
  visitor.idle.catch(() => {
    visitor.retired = true;
    visitor.close();
  });
  return visitor;
}

/**
 * Idle pages of one browser, `pagesAtOnce` of them, opened together at the first `take`: `take`
 * gives one (never more than pagesAtOnce out at once), `giveBack` returns it after a draw, `discard`
 * ends the visitor after a failed draw (what its pages show is unknown; a crashed renderer took
 * them all).
 * @param {() => Promise<import('playwright-core').BrowserContext>} openContext
 */
export function visitorPages(openContext, { pagesAtOnce = 1, drawsPerVisitor = DRAWS_PER_VISITOR } = {}) {
  let current = null;
  const visitorOf = new WeakMap();
  // Closed once its last page is back; a caller does not wait for the other pages' draws.
  const retire = (visitor) => {
    visitor.retired = true;
    if (visitor.out > 0) return undefined;
    visitor.close();
    return visitor.closed;
  };
  const done = (page) => {
    const visitor = visitorOf.get(page);
    visitor.out -= 1;
    visitor.draws += 1;
    return visitor;
  };
  return {
    take: async () => {
      for (;;) {
        current ??= openedVisitor(openContext, pagesAtOnce);
        const visitor = current;
        if (!visitor.retired) {
          // Counted before the wait, so the visitor is not closed under a page being handed out.
          visitor.out += 1;
          const page = (await visitor.idle).pop();
          if (page === undefined) {
            visitor.out -= 1;
            throw new Error(`more than ${pagesAtOnce} pages taken at once`);
          }
          visitorOf.set(page, visitor);
          return page;
        }
        await visitor.closed;
        if (current === visitor) current = null;
      }
    },
    giveBack: async (page) => {
      const visitor = done(page);
      if (visitor.draws >= drawsPerVisitor || visitor.retired) return retire(visitor);
      (await visitor.idle).push(page);
    },
    discard: (page) => retire(done(page)),
  };
}
