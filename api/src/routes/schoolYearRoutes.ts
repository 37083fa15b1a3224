// /content/school-year/rollover (ADMIN): starts the school year `now` falls in, once.
import type { FastifyInstance } from 'fastify';
import { contentHealthMessages as m } from '@school/shared/messages/content-health';
import { rolloverResultSchema } from '@school/shared/schemas';
import { requireRole } from '../auth/requireRole';
import { ApiError } from '../http/apiError';
import { rollOver } from '../content/schoolYearRollover';
import { reindexPagesForSearch } from '../content/kinds/page';
import { currentSchoolYear } from '../repositories/schoolYearRepository';
import type { SchemaTypeProvider } from '../validation/schemaPlugin';
import { actorOf } from './contentRequest';
import type { DatedOptions } from './routeOptions';

export async function schoolYearRoutes(fastify: FastifyInstance, { db, now }: DatedOptions): Promise<void> {
  const app = fastify.withTypeProvider<SchemaTypeProvider>();
  app.post('/content/school-year/rollover', { onRequest: requireRole('ADMIN'), schema: { response: { 200: rolloverResultSchema } } }, async (request) => {
    const at = now();
    const schoolYear = currentSchoolYear(at).name;
    const result = await db.transaction().execute(async (trx) => {
      const started = await rollOver(trx, schoolYear, actorOf(request), at);
      if (started) await reindexPagesForSearch(trx);
      return started;
    });
    if (!result) throw new ApiError(409, m.rolloverDone(schoolYear));
    return result;
  });
}
