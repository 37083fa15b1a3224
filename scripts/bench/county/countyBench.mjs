// The county's figures (issue 26): its platform started (platform.mjs), its schools added and
// filled (schools.mjs), then search in one school alone, the replicas' memory at rest, and four
// runs of mixed public reads across every school (load.mjs): as fast as they are answered, at the
// target's rate, and twice more from aged answers, the last while one school's editor publishes;
// then the render queue's rows (renderRows.mjs: two workers, a redeploy's backlog).
// Answers the table's rows and what could not be measured.
import { setTimeout as sleep } from 'node:timers/promises';
import { measureContentSearch } from '../contentSearch.mjs';
import { residentBytes, sampleMemory } from '../mediaUploads.mjs';
import { ms, verdict } from '../table.mjs';
import { keptFreshSeconds, mixedReads, pacedReads, publishNews, PUBLISH_EVERY_MS, READ_LOAD, replicaReads, TARGET_RPS, WINDOW_SECONDS } from './load.mjs';
import { startCountyPlatform } from './platform.mjs';
import { measureRendering } from './renderRows.mjs';
import { addSchools, SCHOOL_CONTENT, seedSchools, signInEditor, signInOperator, visitorOf } from './schools.mjs';

const MEMORY_LIMIT = 400 * 2 ** 20;
const WARM_UP_SECONDS = 5;
const mb = (bytes) => `${Math.round(bytes / 2 ** 20)} MB`;
const causesOf = (run) => Object.entries(run.causes ?? {}).map(([cause, count]) => `${count} × ${cause}`);
const failures = (run) => (run.non2xx || run.errors ? ` (${run.non2xx} non-2xx, ${[`${run.errors} errors`, ...causesOf(run)].join(': ')})` : '');
const clean = (run) => run.non2xx === 0 && run.errors === 0;

/** Where a run's p99 comes from: each read's p50 / p99 (the lists are answered from nginx's cache, an item mostly first by a replica). */
function byKindRow(run) {
  const kinds = Object.entries(run.byKind).map(([kind, { count, p50, p99 }]) => `${kind} ${ms(p50)} / ${ms(p99)} (${count})`);
  return ['  each read, p50 / p99 (requests)', kinds.join('; '), '', ''];
}

function memoryRow(label, bytes) {
  return [label, bytes.map(mb).join(' / '), '≤ 400 MB each', verdict(bytes.every((b) => b <= MEMORY_LIMIT))];
}

/**
 * The runs that start from every kept answer past its max-age: the same reads again, then with
 * one school's editor publishing, whose p99 is held to the first's.
 */
async function agedAnswerRuns({ label, keptFresh, timedReads, keptAnswersAged, editor, rows, step, errors }) {
  // The editor's run is compared with a run just before it that starts as it does: every answer
  // nginx keeps past its max-age. Renewing such an answer holds the visitor's connection until
  // the replica answers (docs/decisions.md), which the first run, on an empty cache, does not meet.
  const againLabel = `the same again, every answer nginx keeps past its ${keptFresh} s first (no editor)`;
  await keptAnswersAged();
  const again = await step(againLabel, timedReads, errors);
  if (again) {
    rows.push([`${againLabel}: req/s, p50 / p99`, `${again.rps} req/s, ${ms(again.p50)} / ${ms(again.p99)}${failures(again)}`, '', '']);
    rows.push(byKindRow(again));
  }
  if (editor) {
    await keptAnswersAged();
    const publishing = publishNews(editor);
    const busy = await step(`${label}, an editor publishing every ${PUBLISH_EVERY_MS / 1000} s`, timedReads, errors);
    const saves = await publishing.stop();
    if (busy) {
      const limit = again ? again.p99 * 1.2 : undefined;
      rows.push([
        `the same again, an editor publishing every ${PUBLISH_EVERY_MS / 1000} s: req/s, p50 / p99`,
        `${busy.rps} req/s, ${ms(busy.p50)} / ${ms(busy.p99)}${failures(busy)}`,
        `p99 within 20 % of the run before${limit ? ` (≤ ${ms(limit)})` : ''}`,
        limit ? verdict(busy.p99 <= limit && clean(busy)) : '',
      ]);
      rows.push(byKindRow(busy));
    }
    const byStatus = new Map();
    for (const { status } of saves) byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    const statuses = [...byStatus].map(([status, count]) => `${count} × ${status}`);
    rows.push([
      "  the editor's saves (a new post, then its edit, in turn)",
      `${saves.length} (${statuses.join(', ')}); slowest ${ms(Math.max(...saves.map((save) => save.ms)))}`,
      '',
      '',
    ]);
  }
}

export async function measureCounty({ schoolCount, renderCount = schoolCount, step, log }) {
  const errors = [];
  const rows = [];
  const platform = await step('county platform (PostgreSQL, 3 API replicas, the host\'s and remotes\' nginx)', () => startCountyPlatform({ log }), errors);
  if (!platform) return { rows, errors };
  try {
    const operator = await signInOperator(platform.url, platform.operator);
    const added = Date.now();
    const listed = await step(`adding ${schoolCount} schools through the console`, () => addSchools(operator, schoolCount), errors);
    const addSeconds = Math.round((Date.now() - added) / 1000);
    const seeding = Date.now();
    const schools = listed && (await step(`seeding ${schoolCount} schools`, () => seedSchools(platform, listed), errors));
    if (!schools) return { rows, errors };
    const { pages, news, documents, photos } = SCHOOL_CONTENT;
    rows.push([
      `${schoolCount} schools, each ${pages} pages, ${news} news, ${documents} documents, ${photos} photos: set up`,
      `added in ${addSeconds} s (the console), filled in ${Math.round((Date.now() - seeding) / 1000)} s (the seeder)`,
      '',
      '',
    ]);

    const atRest = platform.replicas.map((replica) => residentBytes(replica.pid));
    const search = await step('search in one school', () => measureContentSearch(visitorOf(platform.url, schools[0].host)), errors);
    if (search) {
      const found = Object.values(search.hits).filter((count) => count > 0).length;
      rows.push([
        `search in one school (its ${news} news, ${documents} documents, ${pages} pages, galleries), p50 / p95`,
        `${ms(search.p50)} / ${ms(search.p95)} (${found} of ${Object.keys(search.hits).length} queries find something)`,
        'p95 ≤ 30 ms',
        verdict(search.p95 <= 30),
      ]);
    }

    const warmUp = () => step(`warm-up reads (${WARM_UP_SECONDS} s)`, () => mixedReads(platform.url, schools, WARM_UP_SECONDS), errors);
    await warmUp();
    const samplers = platform.replicas.map((replica) => sampleMemory(replica.pid, 250));
    const label = `mixed public reads, ${schoolCount} schools (${READ_LOAD.connections} connections, ${READ_LOAD.duration} s)`;
    const keptFresh = await step("how long nginx keeps a public answer (a school's news list's max-age)", () => keptFreshSeconds(platform.url, schools[0].host), errors);
    let readsEnded = 0;
    // Each run of reads notes when it ended: the answers it left age from then.
    const timed = (reads) => async () => {
      try {
        return await reads();
      } finally {
        readsEnded = Date.now();
      }
    };
    const timedReads = timed(() => mixedReads(platform.url, schools));
    const keptAnswersAged = () => sleep(Math.max(0, keptFresh * 1000 - (Date.now() - readsEnded)));
    const reads = await step(label, timedReads, errors);
    if (reads) {
      rows.push([`${label}: req/s`, `${reads.rps} req/s`, `≥ ${TARGET_RPS} req/s`, verdict(reads.rps >= TARGET_RPS)]);
      rows.push([`${label}: p50 / p99`, `${ms(reads.p50)} / ${ms(reads.p99)}${failures(reads)}`, 'p99 ≤ 100 ms', verdict(reads.p99 <= 100 && clean(reads))]);
      rows.push(byKindRow(reads));
    }

    const straight = await step('items read straight from one replica', () => replicaReads(platform.replicas[0].url, schools), errors);
    if (straight) {
      const kinds = Object.entries(straight).map(([kind, run]) => `${kind} ${run.rps} req/s, ${ms(run.p50)} / ${ms(run.p99)}${failures(run)}`);
      rows.push(['  an item nginx has not kept, read straight from one replica (20 connections, 8 s): req/s, p50 / p99', kinds.join('; '), '', '']);
    }

    // The run above sends each read as soon as the last is answered: as fast as the platform
    // goes, so its p99 is the queue of a platform at its limit. Visitors come at their own pace:
    // the same reads at the target's rate, from where the first run started, show the p99 at that load.
    const pacedLabel = `the same at ${TARGET_RPS} req/s, evenly spaced (at most ${READ_LOAD.connections} connections; each read timed from when it was due), nginx's answers emptied and warmed up first`;
    platform.emptyAnswerCache();
    await warmUp();
    const paced = await step(pacedLabel, timed(() => pacedReads(platform.url, schools)), errors);
    if (paced) {
      rows.push([`${pacedLabel}: answered req/s, p50 / p99`, `${paced.rps} req/s, ${ms(paced.p50)} / ${ms(paced.p99)}${failures(paced)}`, 'p99 ≤ 100 ms', verdict(paced.p99 <= 100 && clean(paced))]);
      rows.push(byKindRow(paced));
      const windows = paced.windows.map((p99, index) => `${index * WINDOW_SECONDS}–${(index + 1) * WINDOW_SECONDS} s ${ms(p99)}`);
      rows.push([`  the reads due in each ${WINDOW_SECONDS} s of that run, in turn: p99`, windows.join('; '), '', '']);
    }

    const editor = await step('an editor of the first school signs in', () => signInEditor(platform.url, operator, schools[0]), errors);
    // Without the max-age, these runs could not start as the editor's does: they are left out.
    if (keptFresh !== undefined) {
      await agedAnswerRuns({ label, keptFresh, timedReads, keptAnswersAged, editor, rows, step, errors });
    }
    const underLoad = samplers.map((sampler) => sampler.stop());
    const limit = platform.replicaMemoryLimit;
    const within = limit ? `, each in a ${mb(limit)} memory cgroup as in the composition` : ", without the composition's memory limit (no cgroup here)";
    rows.push(memoryRow(`memory of each API replica at rest, after the seed (${platform.replicas.length}${within})`, atRest));
    rows.push(memoryRow('memory of each API replica under the reads (peak)', underLoad));
    await step(
      `render queue: ${Math.min(renderCount, schools.length)} schools' pages drawn, a remote-public redeploy`,
      () => measureRendering({ platform, operator, editor, schools, renderCount, rows, log }),
      errors,
    );
  } finally {
    await platform.stop();
  }
  return { rows, errors };
}
