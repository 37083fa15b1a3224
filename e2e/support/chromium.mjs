// Debian's Chromium, headless and quiet on the network: the browser of the e2e and deployment
// Playwright configs and of the bench, and (its headless shell) the renderer's. A plain ES module
// so both the TypeScript configs and the bench's .mjs scripts can import it; the JSDoc types are
// what TypeScript reads.

/** @type {string} */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Debian's chromium-headless-shell: the same Chromium without a browser's window and its parts,
 * which the renderer (scripts/prerender) draws with: a fifth less memory and faster draws than
 * the full browser, the same snapshots (docs/decisions.md, "The renderer's browser").
 * @type {string}
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/**
 * Where the renderer's browser is launched from: CHROMIUM_PATH in the environment, else Debian's
 * headless shell.
 * @param {Record<string, string | undefined>} [env]
 * @returns {string}
 */
export const rendererBrowserPath = (env = process.env) => env.CHROMIUM_PATH || HEADLESS_SHELL_PATH;

/** @type {string[]} */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
