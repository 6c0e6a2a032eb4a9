import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyticsEvents,
  idempotencyKeys,
  notifications,
  systemSettings,
} from '../../src/db/schema/index.ts';
import { purgeExpiredData } from '../../src/jobs/retention-purge.ts';
import { runExclusive } from '../../src/jobs/run-exclusive.ts';
import { createUser } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

// Background jobs have no routes, so no authentication case applies to this file.
describe('jobs', () => {
  it('purges analytics events and read notifications older than data_retention_days, and stale idempotency keys', async () => {
    const user = await createUser(ctx, { role: 'partner' });
    const daysAgo = (n: number) => sql`now() - make_interval(days => ${n})`;
    await ctx.database.db.insert(systemSettings).values({ key: 'data_retention_days', value: '30' });
    await ctx.database.db.insert(notifications).values([
      { userId: user.id, title: 'old read', message: 'm', read: true, createdAt: daysAgo(31) },
      { userId: user.id, title: 'old unread', message: 'm', read: false, createdAt: daysAgo(31) },
      { userId: user.id, title: 'recent read', message: 'm', read: true, createdAt: daysAgo(29) },
    ]);
    await ctx.database.db.insert(analyticsEvents).values([
      { eventType: 'page_view', pagePath: '/old', createdAt: daysAgo(31), occurredAt: daysAgo(31) },
      { eventType: 'page_view', pagePath: '/recent', createdAt: daysAgo(29), occurredAt: daysAgo(29) },
    ]);
    await ctx.database.db.insert(idempotencyKeys).values([
      {
        key: 'old',
        scope: 'ip:1',
        route: 'POST /x',
        requestHash: 'h',
        createdAt: sql`now() - interval '25 hours'`,
      },
      { key: 'new', scope: 'ip:1', route: 'POST /x', requestHash: 'h' },
    ]);

    const purged = await purgeExpiredData(ctx.database);
    expect(purged).toMatchObject({ notifications: 1, analyticsEvents: 1, idempotencyKeys: 1 });
    const events = await ctx.database.db.select({ pagePath: analyticsEvents.pagePath }).from(analyticsEvents);
    expect(events.map((e) => e.pagePath)).toEqual(['/recent']);
    const left = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(left.map((n) => n.title).sort()).toEqual(['old unread', 'recent read']);
    expect((await ctx.database.db.select().from(idempotencyKeys)).map((k) => k.key)).toEqual(['new']);
  });

  it('never runs the same job twice at once', async () => {
    let running = 0;
    let most = 0;
    const job = async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 100));
      running -= 1;
      return 'done';
    };
    const results = await Promise.all([
      runExclusive(ctx.database, 'test-job', job),
      runExclusive(ctx.database, 'test-job', job),
    ]);
    expect(most).toBe(1);
    // PostgreSQL skips the run that finds the lock taken; PGlite runs transactions one after another.
    if (ctx.database.driver === 'postgres') expect(results.sort()).toEqual(['done', null]);
    else expect(results).toEqual(['done', 'done']);
  });
});
