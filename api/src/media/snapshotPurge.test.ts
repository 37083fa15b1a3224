// A takedown and the renderer's snapshots (scripts/prerender/snapshotStore.mjs): a snapshot
// showing the file is removed at once, and one written by a render that read the page before the
// takedown is dropped as it is written; both pages stay stale until rendered again.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error -- the renderer's plain JavaScript module, without types.
import { missingPages, snapshotFile, writePage } from '../../../scripts/prerender/snapshotStore.mjs';
import { purgeSnapshots } from './snapshotPurge';

const KEY = 'a1b2c3d4e5f6a7b8c9d0-0badcafe-640.webp';

describe('purgeSnapshots', () => {
  it('removes the snapshots naming a key and makes the renderer drop one drawn before the takedown', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'school-snapshots-'));
    expect(writePage(dir, '/galerie', `<img src="/api/media/files/${KEY}">`, [])).toBe(true);
    expect(writePage(dir, '/contact', '<p>Contact</p>', [])).toBe(true);

    expect(await purgeSnapshots(dir, 7, [KEY])).toEqual(['/galerie']);
    expect([existsSync(snapshotFile(dir, '/galerie')), existsSync(`${snapshotFile(dir, '/galerie')}.gz`), existsSync(snapshotFile(dir, '/contact'))]).toEqual([false, false, true]);

    // A render in flight during the takedown writes the page as it read it: dropped at once.
    expect(writePage(dir, '/noutati/serbarea', `<img srcset="/api/media/files/${KEY} 640w">`, [])).toBe(false);
    expect(existsSync(snapshotFile(dir, '/noutati/serbarea'))).toBe(false);
    expect(missingPages(dir).sort()).toEqual(['/galerie', '/noutati/serbarea']);
  });
});
