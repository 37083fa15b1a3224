// /messages: visitors (anonymous allowed) send a Law 544 request, accessibility feedback or a
// photo takedown request; editors (MANAGER, ADMIN) read them, newest first, and move their status.
// A Law 544 request is answered with its registration number and the legal answer dates.
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  messageListQuerySchema,
  messagePageSchema,
  messageReceiptSchema,
  messageStatusInputSchema,
  visitorFormMessages,
  visitorMessageInputSchema,
  visitorMessageSchema,
} from '@school/shared/schemas';
import { CONTENT_EDITOR_ROLES, type VisitorMessageInput } from '@school/shared/types';
import type { MessageLimit } from '../auth/messageLimit';
import { requireRole } from '../auth/requireRole';
import { ApiError } from '../http/apiError';
import { auditChanges } from '../audit/auditFields';
import { messageAudit } from '../audit/entityAudit';
import { recordAudit } from '../repositories/auditLogRepository';
import { findMessage, insertMessage, listMessages, updateMessageStatus, type NewMessage } from '../repositories/messagesRepository';
import { idParams } from '../validation/pathParams';
import type { SchemaTypeProvider } from '../validation/schemaPlugin';
import { answerDates, schoolDate } from './answerDates';
import type { DatedOptions } from './routeOptions';
import { schoolDataMessages } from '@school/shared/messages/school-data';

export interface MessagesRoutesOptions extends DatedOptions {
  messageLimit: MessageLimit;
}

/** The columns of a message from its form: the request, the feedback or the reason is its text. */
function toNewMessage(input: VisitorMessageInput): NewMessage {
  const { name, email } = input;
  switch (input.kind) {
    case 'PUBLIC_INFORMATION_REQUEST':
      return { kind: input.kind, name, email, text: input.request };
    case 'ACCESSIBILITY_FEEDBACK':
      return { kind: input.kind, name, email, text: input.feedback, page: input.page || null };
    case 'PHOTO_TAKEDOWN':
      return { kind: input.kind, name, email, text: input.reason, gallery: input.gallery, photo: input.photo };
  }
}

/** 429 with Retry-After: nothing was stored, send again then. */
const tooMany = (reply: FastifyReply, retryAfter: number) =>
  reply.status(429).header('Retry-After', String(retryAfter)).send({ message: visitorFormMessages.tooMany });

const notFound = () => new ApiError(404, schoolDataMessages.visitorMessage.notFound);

export async function messagesRoutes(fastify: FastifyInstance, { db, now, messageLimit }: MessagesRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<SchemaTypeProvider>();
  const editors = { onRequest: requireRole(...CONTENT_EDITOR_ROLES) };

  app.post('/messages', { schema: { body: visitorMessageInputSchema, response: { 201: messageReceiptSchema } } }, async (request, reply) => {
    // Only a body the rules accept and the database stores is counted: a refused one costs nothing.
    const time = now();
    const [year] = schoolDate(time);
    const sent = await messageLimit.send(request.ip, (trx) => insertMessage(trx, toNewMessage(request.body), time, year));
    if ('retryAfter' in sent) return tooMany(reply, sent.retryAfter);
    const message = sent.stored;
    const numbered = message.registrationNumber !== null;
    const dates = numbered ? answerDates(time) : { answerBy: null, answerByIfComplex: null };
    return reply.status(201).send({
      id: message.id,
      kind: message.kind,
      receivedAt: message.receivedAt,
      registrationNumber: message.registrationNumber,
      ...dates,
    });
  });

  app.get('/messages', { ...editors, schema: { querystring: messageListQuerySchema, response: { 200: messagePageSchema } } }, async (request) =>
    listMessages(db, request.query),
  );

  app.put(
    '/messages/:id',
    { ...editors, schema: { params: idParams, body: messageStatusInputSchema, response: { 200: visitorMessageSchema } } },
    async (request) => {
      const { id } = request.params;
      const { status } = request.body;
      const user = request.session!.user;
      return db.transaction().execute(async (trx) => {
        const before = await findMessage(trx, id);
        if (!before) throw notFound();
        if (before.status === status) return before;
        const time = now();
        await updateMessageStatus(trx, id, status, time);
        await recordAudit(
          trx,
          {
            actor: { id: user.id, username: user.username },
            action: 'UPDATE',
            itemType: 'message',
            itemId: id,
            itemLabel: before.registrationNumber ?? `${before.kind} from ${before.name}`,
            changes: auditChanges(messageAudit, before, { status }),
          },
          time,
        );
        return (await findMessage(trx, id))!;
      });
    },
  );
}
