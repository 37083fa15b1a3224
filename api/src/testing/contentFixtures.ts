// Content tests' fixtures: the media rows an upload would leave (no file is served in these tests),
// a document's input, a published page, an item's audit rows, and who may write.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AuditChange } from '@school/shared/types';
import type { Database } from '../db/schema';
import type { ApiClient } from './apiClient';

export async function insertTestMedia(db: Kysely<Database>, kind: 'IMAGE' | 'DOCUMENT' = 'IMAGE'): Promise<{ id: number; storageKey: string }> {
  const storageKey = `${randomBytes(8).toString('hex')}.${kind === 'IMAGE' ? 'jpg' : 'pdf'}`;
  const row = await db
    .insertInto('media')
    .values({
      kind,
      mime_type: kind === 'IMAGE' ? 'image/jpeg' : 'application/pdf',
      original_name: kind === 'IMAGE' ? 'poza.jpg' : 'document.pdf',
      storage_key: storageKey,
      sha256: randomBytes(32).toString('hex'),
      size_bytes: 1000,
      width: kind === 'IMAGE' ? 1200 : null,
      height: kind === 'IMAGE' ? 800 : null,
      uploaded_by: null,
      created_at: Date.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, storageKey };
}

/** A published regulation by link, as the documents form sends it; `over` changes fields. */
export const documentInput = (over: Record<string, unknown> = {}) => ({
  title: 'Regulamentul intern',
  url: 'https://example.org/regulament.pdf',
  category: 'regulations',
  schoolYear: '2024-2025',
  publishedOn: '2024-09-10',
  status: 'PUBLISHED',
  ...over,
});

/** A page `client` publishes at `key`, as the API answers it. */
export async function publishPage(client: ApiClient, key: string, title: string, sections: Record<string, unknown>[]) {
  const response = await client.post('/api/content/pages', { key, title, status: 'PUBLISHED', sections });
  expect(response.status).toBe(201);
  return response.json() as Promise<{ id: number; sections: { title: string }[] }>;
}

/** The audit rows of one item, oldest first. */
export async function auditOf(db: Kysely<Database>, itemType: string, itemId: number) {
  const rows = await db.selectFrom('audit_log').selectAll().where('item_type', '=', itemType).where('item_id', '=', String(itemId)).orderBy('id').execute();
  return rows.map((row) => ({ action: row.action, actor: row.actor_username, changes: JSON.parse(row.changes) as AuditChange[] }));
}

interface Clients {
  anonymous: ApiClient;
  user: ApiClient;
  manager: ApiClient;
  admin: ApiClient;
}

/**
 * Each role on each write of a resource: anonymous 401, USER 403, MANAGER and ADMIN allowed
 * (create 201, update 200, delete 200). Answers the ids the editors created.
 */
export async function expectEditorsOnlyWrite(clients: Clients, path: string, bodyOf: (editor: number) => unknown): Promise<number[]> {
  const ids: number[] = [];
  const body = bodyOf(0);
  expect((await clients.anonymous.post(path, body)).status).toBe(401);
  expect((await clients.user.post(path, body)).status).toBe(403);
  for (const [n, editor] of [clients.manager, clients.admin].entries()) {
    const body = bodyOf(n);
    const created = await editor.post(path, body);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    ids.push(id);
    expect((await clients.anonymous.put(`${path}/${id}`, body)).status).toBe(401);
    expect((await clients.user.put(`${path}/${id}`, body)).status).toBe(403);
    expect((await editor.put(`${path}/${id}`, body)).status).toBe(200);
    expect((await clients.anonymous.delete(`${path}/${id}`)).status).toBe(401);
    expect((await clients.user.delete(`${path}/${id}`)).status).toBe(403);
    expect((await editor.delete(`${path}/${id}`)).status).toBe(200);
    expect((await clients.user.post(`${path}/${id}/restore`)).status).toBe(403);
    expect((await editor.post(`${path}/${id}/restore`)).status).toBe(200);
  }
  return ids;
}
