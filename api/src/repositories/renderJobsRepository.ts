// The API's part in the county's render queue (0026): after a school's content changed, one cheap
// job asking a renderer worker to check that school's snapshots (scripts/prerender/renderQueue.mjs
// takes it, finds the stale pages and queues each one ahead of any redeploy's backlog).
import renderQueue from '@school/shared/http/renderQueue.json';
import type { Db } from '../db/database';

export async function enqueueSchoolCheck(db: Db, schoolId: number): Promise<void> {
  const { reason, priority } = renderQueue.jobs.edit;
  await db.insertInto('render_jobs').values({ school_id: schoolId, path: renderQueue.checkPath, reason, priority }).execute();
}
