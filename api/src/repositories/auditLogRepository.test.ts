// The audit log keeps who changed what, and never a secret's value.
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { changedFields, recordAudit } from './auditLogRepository';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

it('records the actor, the item and the changed fields, with secrets masked, and outlives the actor', async () => {
  const { db } = database;
  const actor = await db
    .insertInto('users')
    .values({ username: 'ana.pop', username_key: 'ana.pop', first_name: 'Ana', last_name: 'Pop', role: 'ADMIN', password_hash: 'x', created_at: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordAudit(
    db,
    {
      actor: { id: actor.id, username: 'ana.pop' },
      action: 'UPDATE',
      itemType: 'user',
      itemId: 7,
      itemLabel: 'ion.ion',
      changes: { ...changedFields({ role: 'USER' }, { role: 'MANAGER' }), password: ['old-secret', 'new-secret'] },
    },
    1_700_000_000_000,
  );
  await db.deleteFrom('users').where('id', '=', actor.id).execute();
  const row = await db.selectFrom('audit_log').selectAll().executeTakeFirstOrThrow();
  expect(row).toMatchObject({ actor_id: null, actor_username: 'ana.pop', action: 'UPDATE', item_type: 'user', item_id: '7', item_label: 'ion.ion' });
  expect(Number(row.at)).toBe(1_700_000_000_000);
  expect(JSON.parse(row.changes)).toEqual({ role: ['USER', 'MANAGER'], password: ['***', '***'] });
});

it('lists only the fields whose values changed', () => {
  expect(changedFields({ title: 'A', place: 'B' }, { title: 'A', place: 'C' })).toEqual({ place: ['B', 'C'] });
});
