// The composed site the orchestrator (scripts/deploy-check.mjs) started, as the test files see it:
// DEPLOY_CHECK_SITE = { url, adminPassword, remotes: { folder: url }, apis: [url], stoppedApis: [url],
// prerenderDir, platform: { host, operator: { username, password } } }.
// Without it (a test file run on its own) the live tests skip.
import process from 'node:process';

export const liveSite = process.env.DEPLOY_CHECK_SITE ? JSON.parse(process.env.DEPLOY_CHECK_SITE) : undefined;

/** node:test options: skip, saying why, when no composed site runs. */
export const needsLiveSite = { skip: liveSite ? false : 'needs the composed site that `npm run test:deployment` starts' };
