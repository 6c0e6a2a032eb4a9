import { LIST_COUNT_CAP } from '@party/shared/paging/paging';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countUpTo } from '../../src/db/count-up-to.ts';
import { leads } from '../../src/db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-app.ts';

/**
 * A list's count stops LIST_COUNT_CAP rows past its page (packages/shared paging): exact below that,
 * a lower bound with `capped` above it, and no count at all when the page itself tells it.
 */
let testDb: TestDatabase;
const MANY = LIST_COUNT_CAP + 100;

beforeAll(async () => {
  testDb = await createTestDatabase();
  await testDb.database.db.execute(
    sql`insert into leads (source, stage, name, email)
        select 'signup', case when n <= 30 then 'won' else 'new' end, 'Lead ' || n, 'lead' || n || '@example.com.au'
        from generate_series(1, ${MANY}) n`,
  );
});
afterAll(() => testDb.drop());

const select = () => testDb.database.db.select({ id: leads.id }).from(leads);

describe('countUpTo', () => {
  it('stops at the cap past the first page and says the total is a lower bound', async () => {
    const { db } = testDb.database;
    expect(await countUpTo(db, select().$dynamic(), { page: 1, pageSize: 25 }, 25)).toEqual({
      total: LIST_COUNT_CAP,
      capped: true,
    });
    // Page 3 counts on from its own first row: the next pages stay reachable.
    expect(await countUpTo(db, select().$dynamic(), { page: 3, pageSize: 25 }, 25)).toEqual({
      total: 50 + LIST_COUNT_CAP,
      capped: true,
    });
  });

  it('counts exactly when the matches are fewer, and a part-full page tells the total by itself', async () => {
    const { db } = testDb.database;
    const won = () => select().where(eq(leads.stage, 'won')).$dynamic();
    expect(await countUpTo(db, won(), { page: 1, pageSize: 25 }, 25)).toEqual({ total: 30, capped: false });
    expect(await countUpTo(db, won(), { page: 2, pageSize: 25 }, 5)).toEqual({ total: 30, capped: false });
    expect(await countUpTo(db, won(), { page: 1, pageSize: 25 }, 0)).toEqual({ total: 0, capped: false });
    // Near the end of a big list the count is exact again.
    const last = Math.floor(MANY / 100);
    expect(await countUpTo(db, select().$dynamic(), { page: last, pageSize: 100 }, 100)).toEqual({
      total: MANY,
      capped: false,
    });
  });
});
