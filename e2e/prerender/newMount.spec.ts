// A page the renderer draws again in a document an earlier page of the site loaded (a new mount of
// the app: scripts/prerender/loadedDocument.mjs) is the page a load of it draws. Every public page
// of the seeded site is drawn both ways and compared part by part. Allowed to differ, and only in
// order or in name: useId's numbers (React's counter goes on across mounts), the order of the CSS
// rules (each component's group as its module was evaluated), of the answers (as they were asked)
// and of the scripts the loader fetches.
import { expect, test } from '../support/fixtures';
import { SITE_URL } from './support';

interface Drawn {
  public: boolean;
  html?: string;
  inputs?: { url: string; etag?: string }[];
  links: string[];
}

type RendererPage = { goto(url: string): Promise<unknown> };

interface Renderer {
  launchBrowser(): Promise<{ close(): Promise<void> }>;
  openVisitor(browser: unknown): Promise<{ openPages(count: number): Promise<RendererPage[]> }>;
  drawPage(page: RendererPage, options: Record<string, unknown>): Promise<Drawn>;
  fetchShell(siteUrl: string): Promise<Record<string, unknown>>;
  pagePathOf(href: string, siteOrigin: string): string | null;
}

const between = (html: string, pattern: RegExp) => html.match(pattern)?.[1] ?? '';

/** useId's values named by their order on the page: the same element keeps the same name. */
function namedIds(markup: string): string {
  const names = new Map<string, string>();
  return markup.replace(/_r_[0-9a-z]+_/g, (id) => names.get(id) ?? names.set(id, `id${names.size}`).get(id)!);
}

/** The top-level rules of a style sheet. */
function rulesOf(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < css.length; index += 1) {
    if (css[index] === '{') depth += 1;
    if (css[index] === '}' && --depth === 0) {
      rules.push(css.slice(start, index + 1));
      start = index + 1;
    }
  }
  return rules.sort();
}

/** A snapshot's parts, each in the form both ways must give the same. */
function partsOf(drawn: Drawn) {
  const html = drawn.html ?? '';
  const data = JSON.parse(between(html, /<script type="application\/json" id="prerender-data">([\s\S]*?)<\/script>/)) as { queries: unknown[] };
  const scripts = JSON.parse(between(html, /<script type="application\/json" id="prerender-scripts">([\s\S]*?)<\/script>/)) as { hostScripts: string[]; pageScripts: string[] };
  return {
    head: between(html, /<head>([\s\S]*?)<style>/),
    markup: namedIds(between(html, /<div id="root">([\s\S]*?)<\/div>\s*<script type="application\/json"/)),
    css: rulesOf(between(html, /<style>([\s\S]*?)<\/style>/)),
    queries: data.queries.map((query) => JSON.stringify(query)).sort(),
    hostScripts: scripts.hostScripts,
    pageScripts: [...scripts.pageScripts].sort(),
    inputs: (drawn.inputs ?? []).map((input) => input.url).sort(),
  };
}

test('every public page drawn again in a loaded document is the page a load of it draws', async () => {
  test.setTimeout(180_000);
  const renderer = {
    ...(await import('../../scripts/prerender/renderSite.mjs')),
    ...(await import('../../scripts/prerender/rendererBrowser.mjs')),
  } as unknown as Renderer;
  const { template, loader, shell } = await renderer.fetchShell(SITE_URL);
  const browser = await renderer.launchBrowser();
  try {
    const [loading] = await (await renderer.openVisitor(browser)).openPages(1);
    const [mounting] = await (await renderer.openVisitor(browser)).openPages(1);
    const draw = (page: RendererPage, pagePath: string) => renderer.drawPage(page, { siteUrl: SITE_URL, publicUrl: SITE_URL, pagePath, template, loader, shell });
    const queue = ['/home'];
    const compared: string[] = [];
    while (queue.length > 0) {
      const pagePath = queue.shift()!;
      // A page showing nothing of the site is always drawn by a load.
      await loading!.goto('about:blank');
      const loaded = await draw(loading!, pagePath);
      const mounted = await draw(mounting!, pagePath);
      expect(mounted.public, pagePath).toBe(loaded.public);
      if (!loaded.public) continue;
      // Every API answer is recorded by its ETag: no body is read back from the browser, where the
      // DevTools session's buffer may have let it go (a draw that lost one fails, BODY_LOST).
      for (const drawn of [loaded, mounted]) expect(drawn.inputs!.filter(({ url, etag }) => new URL(url).pathname.startsWith('/api/') && !etag)).toEqual([]);
      const [byLoad, byMount] = [partsOf(loaded), partsOf(mounted)];
      for (const part of Object.keys(byLoad) as (keyof typeof byLoad)[]) expect(byMount[part], `${pagePath}: ${part}`).toEqual(byLoad[part]);
      compared.push(pagePath);
      for (const href of loaded.links) {
        const linked = renderer.pagePathOf(href, new URL(SITE_URL).origin);
        if (linked && !compared.includes(linked) && !queue.includes(linked)) queue.push(linked);
      }
    }
    // The seeded site's pages, the news posts and calendar events among them.
    expect(compared.length).toBeGreaterThan(30);
  } finally {
    await browser.close();
  }
});
