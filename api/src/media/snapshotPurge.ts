// A takedown and the public pages' snapshots (scripts/prerender): every snapshot that shows the
// file is removed at once, so the site serves those pages live until the renderer has drawn them
// again without it. First the takedown is recorded in <dir>/taken-down/<media id>.txt (its
// storage keys, one a line), then the snapshots are searched: the renderer checks that record
// after it has written a snapshot, so a render that read the page before the takedown either
// finds the record and drops its snapshot, or wrote it before this search, which removes it.
import { mkdir, readdir, readFile, rm, stat, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import prerender from '@school/shared/http/prerender.json';

/** Records older than this are dropped: no render in flight lasts that long. */
const RECORD_KEPT_MS = 86_400_000;

async function snapshotFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  const files: string[] = [];
  for (const entry of entries) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) files.push(...(await snapshotFiles(full)));
    else if (entry.name.endsWith('.html')) files.push(full);
  }
  return files;
}

async function recordTakedown(dir: string, mediaId: number, keys: readonly string[], now: number): Promise<void> {
  const records = path.join(dir, prerender.takenDownDir);
  await mkdir(records, { recursive: true });
  for (const name of await readdir(records)) {
    const file = path.join(records, name);
    if (now - (await stat(file)).mtimeMs > RECORD_KEPT_MS) await rm(file, { force: true });
  }
  const file = path.join(records, `${mediaId}.txt`);
  await writeFile(`${file}.tmp`, `${keys.join('\n')}\n`);
  await rename(`${file}.tmp`, file);
}

/** Removes every snapshot naming one of the keys; answers their page paths ("/galerie"). */
export async function purgeSnapshots(dir: string, mediaId: number, keys: readonly string[], now = Date.now()): Promise<string[]> {
  await recordTakedown(dir, mediaId, keys, now);
  const pages = path.join(dir, 'pages');
  const removed: string[] = [];
  for (const file of await snapshotFiles(pages)) {
    const html = await readFile(file, 'utf8').catch(() => '');
    if (!keys.some((key) => html.includes(key))) continue;
    await rm(file, { force: true });
    await rm(`${file}.gz`, { force: true });
    removed.push(`/${path.relative(pages, file).slice(0, -'.html'.length).split(path.sep).join('/')}`);
  }
  return removed;
}
