// Uploads under `npm run bench`: a 12-megapixel, ~5 MB JPEG answered with its WebP variants, every
// variant (AVIF included) ready, the API's peak memory (resident set, sampled from /proc), and a
// public read's latency while 10 uploads run at once. Standalone too, on its own API and a
// throw-away SQLite database: `node scripts/bench/mediaUploads.mjs` (needs api/dist: npm run build).
import { readFileSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { createRequire } from 'node:module';
import { cannon } from './apiThroughput.mjs';
import { formatTable, ms, verdict } from './table.mjs';

const require = createRequire(import.meta.url);
const sharp = require('sharp');
const { ApiClient } = require('../../api/src/testing/apiClient.js');

/** 4000 × 3000 with detail enough that JPEG at quality 92 weighs about 5 MB, as a phone photo. */
export async function twelveMegapixelPhoto() {
  const noise = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 28 } } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return sharp(noise).blur(0.6).jpeg({ quality: 92 }).toBuffer();
}

/** The resident memory of `pid` now, in bytes (its VmRSS). */
export function residentBytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

/** Samples the resident memory of `pid` every `everyMs` until stopped; answers the peak in bytes. */
export function sampleMemory(pid, everyMs = 25) {
  let peak = 0;
  const read = () => {
    peak = Math.max(peak, residentBytes(pid));
  };
  read();
  const timer = setInterval(read, everyMs);
  return { stop: () => (clearInterval(timer), read(), peak) };
}

const uploadForm = (photo, name) => {
  const form = new FormData();
  form.append('file', new Blob([photo], { type: 'image/jpeg' }), name);
  return form;
};

/** apiUrl: the API itself; pid: its process; admin: an ApiClient signed in as ADMIN (or MANAGER). */
export async function measureMediaUploads({ apiUrl, pid, admin }) {
  const photo = await twelveMegapixelPhoto();
  const memory = sampleMemory(pid);
  const started = performance.now();
  const response = await admin.request('POST', '/api/media', { rawBody: uploadForm(photo, 'bench-12mp.jpg') });
  const answeredMs = performance.now() - started;
  if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  const media = await response.json();
  const webp = media.variants.filter((variant) => variant.format === 'webp').length;
  let allMs;
  for (;;) {
    const { variants } = await (await admin.get(`/api/media/${media.id}`)).json();
    if (variants.filter((variant) => variant.format === 'avif').length === webp) {
      allMs = performance.now() - started;
      break;
    }
    if (performance.now() - started > 60_000) throw new Error('AVIF variants not ready after 60 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const singlePeak = memory.stop();

  // 10 uploads at once while visitors read a public page's data.
  const burstMemory = sampleMemory(pid);
  const uploads = Promise.all(
    Array.from({ length: 10 }, async (_, n) => {
      const answer = await admin.request('POST', '/api/media', { rawBody: uploadForm(photo, `burst-${n}.jpg`) });
      await answer.arrayBuffer();
      return answer.status;
    }),
  );
  const reads = cannon({ url: `${apiUrl}/api/school/about-us`, connections: 4, duration: 8 });
  const [statuses, read] = await Promise.all([uploads, reads]);
  const burstPeak = burstMemory.stop();
  return { photoBytes: photo.length, variants: media.variants.length, answeredMs, allMs, singlePeak, burstPeak, statuses, read };
}

export function mediaRows(result) {
  const mb = (bytes) => `${Math.round(bytes / 1024 / 1024)} MB`;
  const counts = Object.entries(result.statuses.reduce((all, status) => ({ ...all, [status]: (all[status] ?? 0) + 1 }), {}))
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ');
  const peak = Math.max(result.singlePeak, result.burstPeak);
  return [
    [`upload of a 12 MP JPEG (${(result.photoBytes / 1024 / 1024).toFixed(1)} MB): answered with WebP + JPEG variants`, ms(result.answeredMs), '≤ 3 s', verdict(result.answeredMs <= 3000)],
    ['  every variant ready, AVIF included', ms(result.allMs), '≤ 10 s', verdict(result.allMs <= 10_000)],
    ['API peak resident memory (one upload / 10 at once)', `${mb(result.singlePeak)} / ${mb(result.burstPeak)}`, '≤ 400 MB', verdict(peak <= 400 * 1024 * 1024)],
    [`10 uploads at once: answers`, counts, '', ''],
    [
      '10 uploads at once: GET /api/school/about-us p50/p99',
      `${result.read.p50}/${result.read.p99} ms${result.read.non2xx || result.read.errors ? ` (${result.read.non2xx} non-2xx, ${result.read.errors} errors)` : ''}`,
      'p99 ≤ 50 ms',
      verdict(result.read.p99 <= 50 && result.read.non2xx === 0 && result.read.errors === 0),
    ],
  ];
}

async function standalone() {
  const { startApi } = await import('../start.mjs');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'school-bench-media-'));
  const api = await startApi({
    port: 4220,
    cwd: dir,
    quiet: true,
    env: { ...process.env, DATABASE_URL: `sqlite:${path.join(dir, 'bench.db')}`, MEDIA_DIR: path.join(dir, 'media'), ADMIN_PASSWORD: 'bench-admin-password', SESSION_SECRET: 'bench', LOG_LEVEL: 'warn' },
  });
  try {
    const admin = new ApiClient(api.url);
    if ((await admin.login('admin', 'bench-admin-password')).status !== 200) throw new Error('admin sign-in failed');
    console.log(formatTable(mediaRows(await measureMediaUploads({ apiUrl: api.url, pid: api.child.pid, admin }))));
  } finally {
    await api.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  standalone().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
