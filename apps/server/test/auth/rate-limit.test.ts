import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../src/db/schema/index.ts';
import { consumeRateLimit } from '../../src/lib/rate-limit.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-app.ts';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.drop());

describe('consumeRateLimit (no routes of its own)', () => {
  it('allows the limit per window, then refuses with RATE_LIMITED, counted in the database', async () => {
    const db = testDb.database.db;
    const rule = { limit: 3, windowMs: 60_000 };
    const now = 1_800_000_000_000;
    for (let i = 0; i < 3; i++) await consumeRateLimit(db, 'quote:203.0.113.7', rule, now + i);
    await expect(consumeRateLimit(db, 'quote:203.0.113.7', rule, now + 10)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      status: 429,
    });
    // Another key and the next window are counted apart.
    await expect(consumeRateLimit(db, 'quote:203.0.113.8', rule, now + 10)).resolves.toBeUndefined();
    await expect(consumeRateLimit(db, 'quote:203.0.113.7', rule, now + 60_000)).resolves.toBeUndefined();
    const rows = await db.select().from(rateLimits).where(like(rateLimits.key, 'app:quote:203.0.113.7:%'));
    expect(rows.map((r) => r.count).sort()).toEqual([1, 4]);
  });

  it('counts concurrent requests exactly', async () => {
    const db = testDb.database.db;
    const rule = { limit: 5, windowMs: 60_000 };
    const now = 1_900_000_000_000;
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () => consumeRateLimit(db, 'analytics:burst', rule, now)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
  });
});
