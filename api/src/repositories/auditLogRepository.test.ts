// The audit log keeps who changed what, and never a secret's value.
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { auditChanges, text } from '../audit/auditFields';
import { recordAudit } from './auditLogRepository';

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
      // A secret declared as text by mistake still never reaches the log.
      changes: auditChanges({ role: text('role'), password: text('password') }, { role: 'USER', password: 'old-secret' }, { role: 'MANAGER', password: 'new-secret' }),
    },
    1_700_000_000_000,
  );
  await db.deleteFrom('users').where('id', '=', actor.id).execute();
  const row = await db.selectFrom('audit_log').selectAll().executeTakeFirstOrThrow();
  expect(row).toMatchObject({ actor_id: null, actor_username: 'ana.pop', action: 'UPDATE', item_type: 'user', item_id: '7', item_label: 'ion.ion' });
  expect(Number(row.at)).toBe(1_700_000_000_000);
  expect(JSON.parse(row.changes)).toEqual([
    { field: 'role', label: 'role', kind: 'text', before: 'USER', after: 'MANAGER' },
    { field: 'password', label: 'password', kind: 'secret' },
  ]);
  expect(row.changes).not.toMatch(/old-secret|new-secret/);
});

it('lists only the fields whose values changed', () => {
  expect(auditChanges({ title: text('title'), place: text('place') }, { title: 'A', place: 'B' }, { title: 'A', place: 'C' })).toEqual([
    { field: 'place', label: 'place', kind: 'text', before: 'B', after: 'C' },
  ]);
});
