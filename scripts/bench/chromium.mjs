// Debian's Chromium, headless, quiet on the network (see known pitfalls): the same browser and
// flags as the Playwright configs, from e2e/support/chromium.mjs.
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium.mjs';

export { CHROMIUM_ARGS, CHROMIUM_PATH };

export async function launchChromium() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS.filter((flag) => flag !== '--headless'), headless: true });
}

/** A stand-in for React DevTools: every copy of react-dom registers its renderer here. */
export const REACT_HOOK_SCRIPT = `
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: new Map(), supportsFiber: true, isDisabled: false,
    inject(renderer) { const id = this.renderers.size + 1; this.renderers.set(id, renderer); return id; },
    onCommitFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, onScheduleFiberRoot() {}, checkDCE() {},
  };`;

export async function signIn(context, baseUrl, username, password) {
  const response = await context.request.get(`${baseUrl}/api/user/login`, {
    headers: { authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}` },
  });
  if (response.status() !== 200) throw new Error(`bench sign-in failed: ${response.status()}`);
}
