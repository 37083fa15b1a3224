// The pages a renderer draws in, each reused for page after page (a navigation on the same site
// keeps its renderer process and the site's scripts in its cache), until it has drawn
// DRAWS_PER_PAGE: then it is closed with its context and a new one takes its place. Playwright
// keeps an object for every request and answer a page saw until the page is closed (up to 10 000
// of each kind), so a page drawn in for ever grew the worker's Node by 110 MB in 360 draws
// (docs/decisions.md, "The renderer's browser").
export const DRAWS_PER_PAGE = 50;

/** Closes a page (renderSite.mjs's openPage) with its context. */
export const closePage = (page) => page.context().close().catch(() => {});

/**
 * Idle pages of one browser: `take` gives one (opening it with `open` when none is idle),
 * `giveBack` returns it after a draw, `discard` closes one whose draw failed (what it shows is
 * unknown).
 * @param {() => Promise<import('playwright-core').Page>} open
 */
export function visitorPages(open, { drawsPerPage = DRAWS_PER_PAGE } = {}) {
  const idle = [];
  const draws = new WeakMap();
  return {
    take: async () => idle.pop() ?? (await open()),
    giveBack: async (page) => {
      const drawn = (draws.get(page) ?? 0) + 1;
      if (drawn >= drawsPerPage) return closePage(page);
      draws.set(page, drawn);
      idle.push(page);
    },
    discard: (page) => closePage(page),
  };
}
