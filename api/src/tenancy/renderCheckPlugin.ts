// On a county's platform, a write that succeeded in a school's context (a save, a publish, a
// takedown, a delete) queues a check of that school's snapshots for the renderer workers: the
// pages drawn from what changed are found stale and rendered again, ahead of any redeploy. Reads
// and refused writes queue nothing. Registered in the scopes whose writes change public pages.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { enqueueSchoolCheck } from '../repositories/renderJobsRepository';
import { schoolIdOf } from './tenant';

export interface RenderCheckPluginOptions {
  db: Db;
  platformHost: string | null;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

async function renderCheckPlugin(app: FastifyInstance, { db, platformHost }: RenderCheckPluginOptions): Promise<void> {
  if (platformHost === null) return;
  app.addHook('onResponse', async (request, reply) => {
    const schoolId = schoolIdOf(request);
    if (schoolId === null || READS.has(request.method) || reply.statusCode < 200 || reply.statusCode >= 300) return;
    // The answer is sent: a queue that cannot be reached leaves the page to the next check.
    await enqueueSchoolCheck(db, schoolId).catch((error: unknown) => request.log.error({ err: error }, 'could not queue a render check'));
  });
}

export default fp(renderCheckPlugin, { name: 'render-check' });
