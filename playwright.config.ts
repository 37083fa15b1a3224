// End-to-end tests against the composed production build, started exactly as `npm start`
// starts it (scripts/start.mjs), on throw-away ports and a throw-away SQLite database.
import { defineConfig } from '@playwright/test';
import { E2E_PORTS } from './e2e/support/ports';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium.mjs';

export default defineConfig({
  testDir: './e2e',
  // The deployment smoke tests run through nginx from scripts/deploy-check.mjs, with their own config.
  testIgnore: ['deployment/**'],
  globalSetup: './e2e/support/globalSetup.ts',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORTS.host}`,
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
    trace: 'retain-on-failure',
  },
});
