// The pages a renderer draws in: one visitor (a browser context, rendererBrowser.mjs's openVisitor)
// whose pages draw page after page, all in ONE renderer process: the first is opened in the
// context and the others as its popups, which Chromium keeps in its opener's process while they
// stay on its site (separate tabs get a process each, about 95 MB more for three pages;
// docs/decisions.md, "One renderer process for a worker's pages"). A navigation on the same site
// keeps the process and the site's scripts in the context's cache. After DRAWS_PER_VISITOR draws
// the visitor is closed, Node's heap collected, and a new one takes its place, so that what a
// visitor gathers over a long backlog (its cache, the garbage of its draws) is bounded. The old
// visitor is closed before the new one opens (its draws under way finish first), so the two never
// hold memory at once. Every DRAWS_PER_RELEASE draws the visitor's renderer gives back what they
// left in it (rendererBrowser.mjs's releaseMemory): once for its pages together, not after each.
import { collectGarbage } from './collectGarbage.mjs';

export const DRAWS_PER_VISITOR = 60;

/**
 * A release is a full garbage collection of the renderer, after which it compiles the site's
 * scripts again: after every draw it cost the renderer's process tree 15–20 % of its CPU; every
 * third draw keeps its peak within a few megabytes of that (docs/decisions.md, "A renderer's
 * memory released every third draw, not after each").
 */
export const DRAWS_PER_RELEASE = 3;

function openedVisitor(openVisitor, pagesAtOnce) {
  const opened = Promise.resolve().then(openVisitor);
  let markClosed;
  const visitor = {
    idle: opened.then((browserVisitor) => browserVisitor.openPages(pagesAtOnce)),
    out: 0,
    draws: 0,
    retired: false,
    releaseMemory: (page) => opened.then((browserVisitor) => browserVisitor.releaseMemory(page)).catch(() => {}),
    closed: new Promise((resolve) => {
      markClosed = resolve;
    }),
    close: () =>
      markClosed(
        opened
          .then((browserVisitor) => browserVisitor.close())
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
 * @param {() => Promise<{ openPages(count: number): Promise<import('puppeteer-core').Page[]>, releaseMemory(page: import('puppeteer-core').Page): Promise<void>, close(): Promise<void> }>} openVisitor
 *   a visitor of rendererBrowser.mjs
 */
export function visitorPages(openVisitor, { pagesAtOnce = 1, drawsPerVisitor = DRAWS_PER_VISITOR } = {}) {
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
    /** An idle page, one that `prefer` (a predicate) accepts if there is one. */
    take: async (prefer = () => false) => {
      for (;;) {
        current ??= openedVisitor(openVisitor, pagesAtOnce);
        const visitor = current;
        if (!visitor.retired) {
          // Counted before the wait, so the visitor is not closed under a page being handed out.
          visitor.out += 1;
          const idle = await visitor.idle;
          const preferred = idle.findLastIndex(prefer);
          const page = preferred >= 0 ? idle.splice(preferred, 1)[0] : idle.pop();
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
      if (visitor.draws % DRAWS_PER_RELEASE === 0) await visitor.releaseMemory(page);
      (await visitor.idle).push(page);
    },
    discard: (page) => retire(done(page)),
  };
}
