// Smoke tests of the deployed composition (e2e/deployment): the built sections served by nginx
// from the deploy/nginx templates, /api proxied to two API processes on PostgreSQL. Started by
// `npm run test:deployment` (scripts/deploy-check.mjs), which sets up that site first and describes
// it (address, admin password, remotes) in DEPLOY_CHECK_SITE.
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium.mjs';

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  },
};

export default defineConfig({
  testDir: './e2e/deployment',
  outputDir: './test-results/deployment',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    baseURL: process.env.DEPLOY_CHECK_SITE ? (JSON.parse(process.env.DEPLOY_CHECK_SITE) as { url: string }).url : 'http://127.0.0.1:8080',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // Two projects, run as two steps of the check: the smoke tests while the site is one school, and
  // after the steps that need that, the platform's schools on their loopback hosts (adding a school
  // ends the one-school site: 127.0.0.1 then names no school).
  projects: [
    { name: 'smoke', testIgnore: /platform\.spec\.ts$/, use: chromium },
    { name: 'platform', testMatch: /platform\.spec\.ts$/, use: chromium },
  ],
});
