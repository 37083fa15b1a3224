// Debian's Chromium, headless and quiet on the network: the one browser every run uses (the e2e
// and deployment Playwright configs, the bench). A plain ES module so both the TypeScript configs
// and the bench's .mjs scripts can import it; the JSDoc types are what TypeScript reads.

/** @type {string} */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Where the browser is launched from: CHROMIUM_PATH in the environment, else Debian's.
 * @param {Record<string, string | undefined>} [env]
 * @returns {string}
 */
export const chromiumPath = (env = process.env) => env.CHROMIUM_PATH || CHROMIUM_PATH;

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
