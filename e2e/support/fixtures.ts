// Shared test fixtures: no request may leave localhost, and nothing may break the site's
// Content-Security-Policy (every test fails on a violation report); helpers to sign in through
// the API, create a USER, stop/start a section's server, run axe-core and count React renderers.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { xsrfHeader } from './apiRequests';

export const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A CSP refusal as the browser reports it (a `securitypolicyviolation` event or a console error). */
const CSP_CONSOLE_ERROR = /Content[- ]Security[- ]Policy|Refused to (load|execute|apply|connect|frame)/i;

export const test = base.extend<{ offSiteRequests: string[]; cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding('__reportCspViolation', (_source, report: string) => {
        violations.push(report);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
          report(`${event.effectiveDirective} refused ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`);
        });
      });
      context.on('console', (message) => {
        if (message.type() === 'error' && CSP_CONSOLE_ERROR.test(message.text())) violations.push(`console: ${message.text()}`);
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  offSiteRequests: [
    async ({ context }, use) => {
      const offenders: string[] = [];
      await context.route('**/*', (route) => {
        const url = new URL(route.request().url());
        if ((url.protocol === 'http:' || url.protocol === 'https:') && !LOCAL_HOSTS.has(url.hostname)) {
          offenders.push(url.href);
          return route.abort();
        }
        return route.continue();
      });
      // Count every React renderer that registers itself (one per react-dom copy).
      await context.addInitScript(() => {
        let id = 0;
        const renderers = new Map<number, unknown>();
        Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
          configurable: true,
          value: {
            renderers,
            supportsFiber: true,
            isDisabled: false,
            inject(renderer: unknown) {
              id += 1;
              renderers.set(id, renderer);
              return id;
            },
            checkDCE() {},
            onScheduleFiberRoot() {},
            onCommitFiberRoot() {},
            onCommitFiberUnmount() {},
            onPostCommitFiberRoot() {},
            setStrictMode() {},
          },
        });
      });
      await use(offenders);
      expect(offenders, 'requests that left localhost').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

function basic(username: string, password: string) {
  return `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}`;
}

/** Signs in through the API with the page's own cookie jar, so the page is signed in too. */
export async function signIn(request: APIRequestContext, username: string, password: string) {
  const response = await request.get('/api/user/login', { headers: { Authorization: basic(username, password) } });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/** Registers a USER through the API (registration always creates role USER). */
export async function createUser(request: APIRequestContext, username: string, password: string) {
  const response = await request.post('/api/user/registration', {
    headers: await xsrfHeader(request),
    data: { username, password, firstName: 'Ion', lastName: 'Popescu', token: '' },
  });
  expect([200, 201], await response.text()).toContain(response.status());
}

export async function controlSection(name: 'host' | 'public' | 'auth' | 'admin', action: 'stop' | 'start') {
  const response = await fetch(`${process.env.E2E_CONTROL_URL}/sections/${name}/${action}`, { method: 'POST' });
  expect(response.status).toBe(204);
}

/**
 * Runs axe-core (@axe-core/playwright) and expects no violation (WCAG 2.x A/AA and best practices).
 * `outsideFrames` leaves out what iframes show: a sandboxed frame without scripts (the editors'
 * preview) never answers axe's script, so axe runs on the page alone, the frame's title included.
 */
export async function expectNoAxeViolations(page: Page, { outsideFrames = false } = {}) {
  const builder = outsideFrames ? new AxeBuilder({ page }).setLegacyMode().options({ iframes: false }) : new AxeBuilder({ page });
  const result = await builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  const violations = result.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => JSON.stringify(node.target)),
  }));
  expect(violations).toEqual([]);
}

export const ADMIN = { username: 'admin' };
