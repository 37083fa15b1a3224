// JSON is the only body the API reads: anything else is 415, bad JSON is 400, an empty body is none.
import type { FastifyInstance } from 'fastify';
import { messages } from '@school/shared/messages';
import { ApiError } from './apiError';

export function acceptOnlyJson(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new ApiError(400, messages.api.malformedJson), undefined);
    }
  });
}
