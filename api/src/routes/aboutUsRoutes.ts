// /school/about-us: the school's one About us record; public read, ADMIN write.
import type { FastifyInstance } from 'fastify';
import { aboutUsInputSchema, aboutUsSchema } from '@school/shared/schemas';
import { requireRole } from '../auth/requireRole';
import { getAboutUs, saveAboutUs } from '../repositories/aboutUsRepository';
import type { SchemaTypeProvider } from '../validation/schemaPlugin';
import { aboutUsAudit } from '../audit/entityAudit';
import { auditWrite } from './auditWrite';
import type { DatabaseOptions } from './routeOptions';

export async function aboutUsRoutes(fastify: FastifyInstance, { db }: DatabaseOptions): Promise<void> {
  const app = fastify.withTypeProvider<SchemaTypeProvider>();

  app.get('/school/about-us', { schema: { response: { 200: aboutUsSchema } } }, async () => getAboutUs(db));

  app.put(
    '/school/about-us',
    { onRequest: requireRole('ADMIN'), schema: { body: aboutUsInputSchema, response: { 200: aboutUsSchema } } },
    async (request) =>
      db.transaction().execute(async (trx) => {
        const before = await getAboutUs(trx);
        const after = await saveAboutUs(trx, request.body);
        await auditWrite(trx, request, { action: 'UPDATE', fields: aboutUsAudit, itemType: 'about-us', itemId: 1, itemLabel: 'About us', before, after });
        return after;
      }),
  );
}
