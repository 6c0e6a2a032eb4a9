import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsInsert } from '../../src/db/rows-insert.ts';
import { emailOutbox, notifications } from '../../src/db/schema/index.ts';
import { WriteBatch } from '../../src/lib/write-batch.ts';
import { createUser } from '../helpers/factories.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-app.ts';

let testDb: TestDatabase;
const db = () => testDb.database.db;

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb.drop();
});

describe('WriteBatch with rowsInsert', () => {
  it('stores every value as given, each column in its own type, and leaves unnamed columns to their defaults', async () => {
    const user = await createUser({ database: testDb.database });
    const sentAt = new Date('2026-11-28T01:02:03.456Z');
    const variables = {
      name: "O'Brien & <Sons>",
      items: [{ price: '12.50', quantity: 3 }],
      nested: { ok: true },
    };
    const batch = new WriteBatch();
    batch.write(
      rowsInsert(emailOutbox, [
        {
          toAddress: 'a@example.com.au',
          userId: user.id,
          template: 'order_confirmation',
          subject: 'Quoted "text" with $1 and \\ backslash',
          variables,
          sentAt,
          lastError: undefined,
        },
        {
          toAddress: 'b@example.com.au',
          userId: null,
          template: 'welcome',
          subject: 'Second',
          variables: {},
          sentAt: null,
          lastError: 'kept',
        },
      ]),
    );
    await db().transaction((tx) => batch.run(tx));

    const rows = await db().select().from(emailOutbox).orderBy(emailOutbox.toAddress);
    const [first, second] = rows.filter((r) => r.toAddress.endsWith('@example.com.au'));
    expect(first).toMatchObject({
      userId: user.id,
      subject: 'Quoted "text" with $1 and \\ backslash',
      variables,
      sentAt,
      lastError: null,
      // Not named: the defaults.
      status: 'pending',
      attempts: 0,
      attachments: [],
    });
    expect(first!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toMatchObject({ userId: null, sentAt: null, lastError: 'kept', template: 'welcome' });
  });

  it('sends writes of several tables and their notices in one statement, each write with its own values', async () => {
    const statements: string[] = [];
    const counted = await createTestDatabase({ onQuery: (sql) => statements.push(sql) });
    try {
      const user = await createUser({ database: counted.database });
      const heard: string[] = [];
      await counted.database.listen('write_batch_test', (payload) => heard.push(payload));
      const batch = new WriteBatch();
      const createdAt = new Date();
      batch.write(
        rowsInsert(notifications, [
          { userId: user.id, title: 'First', message: 'one', type: 'info', actionUrl: null, createdAt },
        ]),
      );
      batch.write(
        rowsInsert(emailOutbox, [{ toAddress: 'c@example.com.au', template: 'welcome', subject: 'Third' }]),
      );
      batch.write(
        rowsInsert(notifications, [
          { userId: user.id, title: 'Second', message: 'two', type: 'success', actionUrl: '/x', createdAt },
        ]),
      );
      batch.notify('write_batch_test', 'hello');
      const before = statements.length;
      await counted.database.db.transaction((tx) => batch.run(tx));
      // begin and commit aside (PGlite does not log them): the batch is one statement.
      expect(statements.slice(before).filter((sql) => !/^(begin|commit)\b/i.test(sql))).toHaveLength(1);
      expect(batch.isEmpty).toBe(true);

      const mine = await counted.database.db
        .select({
          title: notifications.title,
          message: notifications.message,
          actionUrl: notifications.actionUrl,
        })
        .from(notifications)
        .where(eq(notifications.userId, user.id))
        .orderBy(notifications.title);
      expect(mine).toEqual([
        { title: 'First', message: 'one', actionUrl: null },
        { title: 'Second', message: 'two', actionUrl: '/x' },
      ]);
      await expect.poll(() => heard).toEqual(['hello']);
    } finally {
      await counted.drop();
    }
  });

  it('refuses rows that name different columns, and a column the table does not have', () => {
    expect(() =>
      rowsInsert(emailOutbox, [
        { toAddress: 'a@x.au', template: 't', subject: 's' },
        { toAddress: 'b@x.au', template: 't', subject: 's', lastError: 'extra' },
      ]),
    ).toThrow(/same columns/);
    expect(() =>
      rowsInsert(emailOutbox, [{ toAddress: 'a@x.au', template: 't', subject: 's', nope: 1 } as never]),
    ).toThrow(/no column nope/);
  });
});
