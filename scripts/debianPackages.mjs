// Debian packages the project drives (the browser above all), found by the file each installs,
// and installed with apt-get when this runs as root. `npm test` needs them all; `npm start` needs
// the renderer's browser (Chromium's headless shell) for its pre-rendered pages. CHROMIUM_PATH
// moves where the renderer's browser is looked for.
import { existsSync } from 'node:fs';
import process from 'node:process';
import { CHROMIUM_PATH, rendererBrowserPath } from '../e2e/support/chromium.mjs';
import { aptInstall } from './aptGet.mjs';

export { rendererBrowserPath };

/** @returns {Record<string, string>} package name → the file that shows it installed */
export const PACKAGES = (env = process.env) => ({
  chromium: CHROMIUM_PATH,
  'chromium-headless-shell': rendererBrowserPath(env),
  'nginx-light': '/usr/sbin/nginx',
  'docker-compose': '/usr/bin/docker-compose',
});

/** The command a person runs as root to install `names`. */
export const installCommand = (names) => `apt-get update && apt-get install -y ${names.join(' ')}`;

/**
 * Installs the packages among `names` whose file is missing, when running as root.
 * @param {string[]} names
 * @returns {{ missing: string[], installed: boolean, command: string }} missing is what is still
 *   missing afterwards; command installs it (empty when nothing is missing)
 */
export function ensureDebianPackages(names, { env = process.env, isRoot = process.getuid?.() === 0 } = {}) {
  const files = PACKAGES(env);
  const missingNow = () => names.filter((name) => !existsSync(files[name]));
  const missing = missingNow();
  if (missing.length === 0) return { missing, installed: false, command: '' };
  if (isRoot) {
    console.log(`Installing missing Debian packages: ${missing.join(', ')}`);
    aptInstall(missing, { env });
  }
  const still = missingNow();
  return { missing: still, installed: still.length < missing.length, command: still.length > 0 ? installCommand(still) : '' };
}
