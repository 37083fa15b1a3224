// How the routes' schemas (the shared zod schemas of @school/shared/schemas) meet Fastify: its
// type provider types each route's params, body and answer from them; a request that breaks one
// is answered 400 in the API's error shape before the handler runs; an answer with a schema is
// written by fast-json-stringify (faster than JSON.stringify, and never a property the schema
// does not name).
import fastJsonStringify from 'fast-json-stringify';
import type { FastifyInstance, FastifySchemaCompiler, FastifySerializerCompiler, FastifyTypeProvider } from 'fastify';
import fp from 'fastify-plugin';
import * as z from 'zod/mini';
import { messages } from '@school/shared/messages';
import { validate } from '@school/shared/schemas';
import { ApiError } from '../http/apiError';

export interface SchemaTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodMiniType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodMiniType ? z.input<this['schema']> : unknown;
}

const isObject = (value: unknown): value is object => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * A body breaking its schema answers 400 with every field's message (a body that is not an object
 * is read as an empty one, so the answer names every required field); a path breaking its schema
 * answers 400 with the schema's own message ('The id must be a positive whole number.').
 */
const validatorCompiler: FastifySchemaCompiler<z.ZodMiniType> =
  ({ schema, httpPart }) =>
  (data) => {
    const verdict = validate(schema, httpPart === 'body' && !isObject(data) ? {} : data);
    if (verdict.valid) return { value: verdict.value };
    const errors = verdict.errors as Record<string, string>;
    const error =
      httpPart === 'body'
        ? new ApiError(400, messages.api.invalidInput, errors)
        : new ApiError(400, Object.values(errors)[0] ?? messages.api.invalidInput);
    return { error };
  };

const serializerCompiler: FastifySerializerCompiler<z.ZodMiniType> = ({ schema }) =>
  fastJsonStringify(z.toJSONSchema(schema, { target: 'draft-7', io: 'input' }) as Parameters<typeof fastJsonStringify>[0]);

async function schemaPlugin(app: FastifyInstance): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}

export default fp(schemaPlugin, { name: 'schemas' });
