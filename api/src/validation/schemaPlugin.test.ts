// The routes' schemas wired into Fastify: path ids read as numbers or refused with their
// message, bodies that are not objects read as empty ones, answers written from their schema.
import Fastify, { type FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { messages } from '@school/shared/messages';
import { subjectInputSchema, subjectSchema, validate } from '@school/shared/schemas';
import errorHandler from '../http/errorHandler';
import { idParams } from './pathParams';
import schemaPlugin, { type SchemaTypeProvider } from './schemaPlugin';
import { schoolDataMessages } from '@school/shared/messages/school-data';

let app: FastifyInstance;
let base: string;

/** A request to the test app (it listens on loopback: jest cannot load inject's dependencies). */
const send = (path: string, body?: string) =>
  fetch(`${base}${path}`, body === undefined ? {} : { method: 'POST', body, headers: { 'content-type': 'application/json' } });

beforeAll(async () => {
  app = Fastify();
  await app.register(errorHandler);
  await app.register(schemaPlugin);
  const routes = app.withTypeProvider<SchemaTypeProvider>();
  routes.get('/things/:id', { schema: { params: idParams } }, async (request) => ({ id: request.params.id }));
  routes.post('/things', { schema: { body: subjectInputSchema } }, async (request) => request.body);
  routes.get('/answer', { schema: { response: { 200: z.array(subjectSchema) } } }, async () => [
    { id: 1, name: 'Fizică', secret: 'never sent' } as z.input<typeof subjectSchema>,
  ]);
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

describe('the routes\' schemas', () => {
  it('accepts positive whole-number ids that fit an integer column', async () => {
    expect(validate(idParams, { id: '1' }).value).toEqual({ id: 1 });
    expect(validate(idParams, { id: '2147483647' }).value).toEqual({ id: 2147483647 });
    for (const id of ['0', '-1', '01', '1.0', '1e2', ' 1', '2147483648', '', undefined]) {
      expect(validate(idParams, { id }).errors).toEqual({ id: messages.api.invalidId });
    }
    expect(await (await send('/things/7')).json()).toEqual({ id: 7 });
    const refused = await send('/things/07');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: messages.api.invalidId });
  });

  it('reads a body that is not an object as an empty one, and answers every field', async () => {
    const empty = await send('/things', '{}');
    expect(empty.status).toBe(400);
    const answer = { message: messages.api.invalidInput, errors: { name: schoolDataMessages.subject.name } };
    expect(await empty.json()).toEqual(answer);
    for (const body of ['null', '"text"', '[1]']) expect(await (await send('/things', body)).json()).toEqual(answer);
    expect(await (await send('/things', '{"name":" Fizică ","extra":1}')).json()).toEqual({ name: 'Fizică' });
  });

  it('writes an answer with the properties its schema names, and no other', async () => {
    expect(await (await send('/answer')).text()).toBe('[{"id":1,"name":"Fizică"}]');
  });
});
