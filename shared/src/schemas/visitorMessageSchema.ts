// What visitors send through the public site's forms (POST /api/messages) and what the admin's
// Messages screen reads (GET /api/messages) and changes (PUT /api/messages/{id}: the status).
// One form per kind; the API takes any of them, told apart by `kind`.
import * as z from 'zod/mini';
import { visitorFormMessages as m } from '../messages/visitorFormMessages';
import { cleanText, email, limits, oneOf, optional, requiredName, requiredText, wholeNumber } from './fieldRules';

export const MESSAGE_KINDS = ['PUBLIC_INFORMATION_REQUEST', 'ACCESSIBILITY_FEEDBACK', 'PHOTO_TAKEDOWN'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MESSAGE_STATUSES = ['NEW', 'IN_PROGRESS', 'ANSWERED'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** Law 544/2001, art. 7: an answer within 10 days of registration, at most 30 for a complex request. */
export const PUBLIC_INFORMATION_ANSWER_DAYS = { standard: 10, complex: 30 } as const;

export const messageLimits = { textLength: 5000, lineLength: 300, emailLength: 200, pageSizeMax: 200 } as const;

const name = requiredName(m.name, limits.nameLength, m.tooLong(limits.nameLength));
const replyTo = email(m.email, m.emailFormat, messageLimits.emailLength, m.tooLong(messageLimits.emailLength));
const text = (required: string) => requiredText(required, messageLimits.textLength, m.tooLong(messageLimits.textLength));
const line = (required: string) => requiredName(required, messageLimits.lineLength, m.tooLong(messageLimits.lineLength));
// A field people never see: a program that fills every field fills it, and is refused.
const honeypot = optional(z.string().check(z.maxLength(0, m.honeypot)));

export const publicInformationRequestSchema = z.object({
  kind: z.literal('PUBLIC_INFORMATION_REQUEST', m.kind),
  name,
  email: replyTo,
  request: text(m.request),
  website: honeypot,
});

export const accessibilityFeedbackSchema = z.object({
  kind: z.literal('ACCESSIBILITY_FEEDBACK', m.kind),
  name,
  email: replyTo,
  /** The page where the problem was met, when the visitor says. */
  page: optional(cleanText().check(z.maxLength(messageLimits.lineLength, m.tooLong(messageLimits.lineLength)))),
  feedback: text(m.feedback),
  website: honeypot,
});

export const photoTakedownSchema = z.object({
  kind: z.literal('PHOTO_TAKEDOWN', m.kind),
  name,
  email: replyTo,
  gallery: line(m.gallery),
  photo: line(m.photo),
  reason: text(m.reason),
  website: honeypot,
});

/** POST /api/messages: one of the three forms. */
export const visitorMessageInputSchema = z.discriminatedUnion('kind', [publicInformationRequestSchema, accessibilityFeedbackSchema, photoTakedownSchema], {
  error: m.kind,
});

/** What the visitor is answered: the registration number and answer dates of a Law 544 request, null for the other kinds. */
export const messageReceiptSchema = z.object({
  id: z.int(),
  kind: z.enum(MESSAGE_KINDS),
  receivedAt: z.string(),
  registrationNumber: z.nullable(z.string()),
  /** Dates (YYYY-MM-DD, Romanian calendar days) by which the school answers: 10 days, or 30 for a complex request. */
  answerBy: z.nullable(z.string()),
  answerByIfComplex: z.nullable(z.string()),
});

/** One message as the admin reads it. */
export const visitorMessageSchema = z.object({
  id: z.int(),
  kind: z.enum(MESSAGE_KINDS),
  status: z.enum(MESSAGE_STATUSES),
  name: z.string(),
  email: z.string(),
  /** The request, the feedback or the reason. */
  text: z.string(),
  page: z.nullable(z.string()),
  gallery: z.nullable(z.string()),
  photo: z.nullable(z.string()),
  registrationNumber: z.nullable(z.string()),
  receivedAt: z.string(),
  updatedAt: z.string(),
});

export const messagePageSchema = z.object({
  items: z.array(visitorMessageSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});

const statusMessage = `Status must be one of ${MESSAGE_STATUSES.join(', ')}.`;
const kindMessage = `Kind must be one of ${MESSAGE_KINDS.join(', ')}.`;
const pageMessage = 'Page must be a whole number from 1.';
const pageSizeMessage = `Page size must be a whole number from 1 to ${messageLimits.pageSizeMax}.`;

/** Digits of a query parameter as a whole number within bounds, or `fallback` when absent. */
const queryNumber = (min: number, max: number, fallback: number, message: string) =>
  z.pipe(
    z.optional(z.string().check(z.regex(/^\d{1,9}$/, message))),
    z.pipe(
      z.transform((value: string | undefined) => (value === undefined ? fallback : Number(value))),
      wholeNumber(min, max, message),
    ),
  );

/** GET /api/messages?kind&status&page&pageSize (newest first). */
export const messageListQuerySchema = z.object({
  kind: z.optional(z.enum(MESSAGE_KINDS, kindMessage)),
  status: z.optional(z.enum(MESSAGE_STATUSES, statusMessage)),
  page: queryNumber(1, limits.idMax, 1, pageMessage),
  pageSize: queryNumber(1, messageLimits.pageSizeMax, 50, pageSizeMessage),
});

/** PUT /api/messages/{id}: the editor moves a message along. */
export const messageStatusInputSchema = z.object({ status: oneOf(MESSAGE_STATUSES, statusMessage) });

export type PublicInformationRequest = z.input<typeof publicInformationRequestSchema>;
export type AccessibilityFeedback = z.input<typeof accessibilityFeedbackSchema>;
export type PhotoTakedownRequest = z.input<typeof photoTakedownSchema>;
export type VisitorMessageInput = z.input<typeof visitorMessageInputSchema>;
export type MessageReceipt = z.output<typeof messageReceiptSchema>;
export type VisitorMessage = z.output<typeof visitorMessageSchema>;
export type MessagePage = z.output<typeof messagePageSchema>;
/** What a client asks GET /api/messages for (the query string of these values). */
export type MessageListQuery = Partial<z.output<typeof messageListQuerySchema>>;
export type MessageStatusInput = z.input<typeof messageStatusInputSchema>;
