// Lighthouse 12 (runs on Node 20), its default mobile configuration, against Debian's Chromium.
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

export async function runLighthouse(urls) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS, logLevel: 'silent' });
  const results = [];
  try {
    for (const { url, cookie } of urls) {
      const flags = {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        extraHeaders: cookie ? { Cookie: cookie } : undefined,
      };
      const { lhr } = await lighthouse(url, flags);
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      results.push({
        url,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
        tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
        runtimeError: lhr.runtimeError?.message,
      });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
