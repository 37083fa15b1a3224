// Visitors' messages. A Law 544 request is numbered in the transaction that inserts it: the next
// number of its year, computed and written by one statement after a lock on the year (PostgreSQL;
// SQLite's write lock already serialises it), with a unique index as the last guard.
import { sql, type Selectable } from 'kysely';
import type { MessageKind, MessageStatus, VisitorMessage } from '@school/shared/types';
import type { Db } from '../db/database';
import { pageOf } from '../content/contentPaging';
import { lockUntilCommit } from '../db/transactionLock';
import type { MessagesTable } from '../db/schema';

export interface NewMessage {
  kind: MessageKind;
  name: string;
  email: string;
  text: string;
  page?: string | null;
  gallery?: string | null;
  photo?: string | null;
}

type MessageRow = Selectable<MessagesTable>;

export interface MessageListOptions {
  kind?: MessageKind;
  status?: MessageStatus;
  page: number;
  pageSize: number;
}

/** "544/2026/0001": the law, the year, the number within the year. */
export const registrationNumber = (year: number | null, seq: number | null): string | null =>
  year === null || seq === null ? null : `544/${year}/${String(seq).padStart(4, '0')}`;

const iso = (millis: unknown) => new Date(Number(millis)).toISOString();

function toMessage(row: MessageRow): VisitorMessage {
  return {
    id: Number(row.id),
    kind: row.kind as MessageKind,
    status: row.status as MessageStatus,
    name: row.name,
    email: row.email,
    text: row.text,
    page: row.page,
    gallery: row.gallery,
    photo: row.photo,
    registrationNumber: registrationNumber(row.registration_year, row.registration_seq),
    receivedAt: iso(row.received_at),
    updatedAt: iso(row.updated_at),
  };
}

/** Inserts a message; a Law 544 request takes the next registration number of `year`. */
export async function insertMessage(trx: Db, message: NewMessage, now: number, year: number): Promise<VisitorMessage> {
  const numbered = message.kind === 'PUBLIC_INFORMATION_REQUEST';
  if (numbered) await lockUntilCommit(trx, `public-information-number:${year}`);
  const seq = numbered
    ? sql<number>`(select coalesce(max(registration_seq), 0) + 1 from messages where registration_year = ${year})`
    : sql<null>`null`;
  const { rows } = await sql<MessageRow>`
    insert into messages (kind, status, name, email, text, page, gallery, photo, registration_year, registration_seq, received_at, updated_at)
    values (${message.kind}, 'NEW', ${message.name}, ${message.email}, ${message.text}, ${message.page ?? null}, ${message.gallery ?? null},
      ${message.photo ?? null}, ${numbered ? year : null}, ${seq}, cast(${now} as bigint), cast(${now} as bigint))
    returning *`.execute(trx);
  return toMessage(rows[0]!);
}

export async function findMessage(db: Db, id: number): Promise<VisitorMessage | undefined> {
  const row = await db.selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toMessage(row);
}

/** One page of messages, newest first, of a kind and a status when given. */
export async function listMessages(db: Db, { kind, status, page, pageSize }: MessageListOptions) {
  let query = db.selectFrom('messages');
  if (kind) query = query.where('kind', '=', kind);
  if (status) query = query.where('status', '=', status);
  return pageOf(
    { page, pageSize },
    query,
    (list) => list.selectAll().orderBy('received_at', 'desc').orderBy('id', 'desc'),
    async (rows) => rows.map(toMessage),
  );
}

export async function updateMessageStatus(db: Db, id: number, status: MessageStatus, now: number): Promise<void> {
  await db.updateTable('messages').set({ status, updated_at: now }).where('id', '=', id).execute();
}
