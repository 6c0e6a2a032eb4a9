import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../src/db/schema/index.ts';
import { ANALYTICS_LIMIT } from '../../src/domains/analytics/record-analytics-event.ts';
import { randomIp, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/analytics',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp(), ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

const latest = async () =>
  (await ctx.database.db.select().from(analyticsEvents).orderBy(desc(analyticsEvents.createdAt)).limit(1))[0];

describe('POST /api/analytics', () => {
  it('needs no authentication: a visitor page view is stored, 204', async () => {
    const res = await post({
      type: 'page_view',
      path: '/products',
      timestamp: new Date().toISOString(),
      sessionId: 'visitor-1',
      metadata: { title: 'Shop', referrer: '', url: 'http://localhost/products', userAgent: 'test' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const row = await latest();
    expect(row).toMatchObject({
      eventType: 'page_view',
      pagePath: '/products',
      sessionId: 'visitor-1',
      userId: null,
    });
    expect(row?.metadata).toEqual({
      title: 'Shop',
      referrer: '',
      url: 'http://localhost/products',
      userAgent: 'test',
    });
  });

  it('accepts a sendBeacon body (text/plain holding JSON): time on page', async () => {
    const res = await post(
      { type: 'time_on_page', path: '/faq', metadata: { durationMs: 90_000, durationMinutes: 1.5 } },
      { 'content-type': 'text/plain;charset=UTF-8' },
    );
    expect(res.statusCode).toBe(204);
    expect(await latest()).toMatchObject({
      eventType: 'time_on_page',
      metadata: { durationMs: 90_000, durationMinutes: 1.5 },
    });
  });

  it('stores search, click, conversion (AUD by default) and scroll depth', async () => {
    const events = [
      {
        type: 'search',
        path: '/products',
        metadata: { query: 'balloons', resultCount: 24, filters: { category: 'all' } },
      },
      {
        type: 'click',
        path: '/',
        metadata: { element: 'browse-products', target: '/products', position: { x: 4, y: 9 } },
      },
      { type: 'scroll_depth', path: '/', metadata: { percent: 75 } },
    ];
    for (const event of events) expect((await post(event)).statusCode, event.type).toBe(204);
    expect(
      (
        await post({
          type: 'conversion',
          path: '/product/x',
          metadata: { type: 'quote_request', value: 120 },
        })
      ).statusCode,
    ).toBe(204);
    expect((await latest())?.metadata).toEqual({ type: 'quote_request', value: 120, currency: 'AUD' });
  });

  it('records the signed-in user without asking for a CSRF token (a beacon cannot send one)', async () => {
    const { user, cookie } = await signInAs(ctx);
    const res = await post({ type: 'page_view', path: '/partner', metadata: {} }, { cookie });
    expect(res.statusCode).toBe(204);
    const rows = await ctx.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses unknown types, bad shapes and oversized bodies with a 4xx and stores nothing', async () => {
    const before = (await ctx.database.db.select().from(analyticsEvents)).length;
    const unknown = await post({ type: 'purchase_everything', path: '/', metadata: {} });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('VALIDATION_FAILED');
    expect((await post({ type: 'page_view', path: 'no-slash', metadata: {} })).statusCode).toBe(400);
    expect((await post({ type: 'scroll_depth', path: '/', metadata: { percent: 33 } })).statusCode).toBe(400);
    expect((await post({ type: 'search', path: '/', metadata: { query: 'x'.repeat(201) } })).statusCode).toBe(
      400,
    );
    expect((await post('not json', { 'content-type': 'text/plain' })).statusCode).toBe(400);
    const huge = await post({ type: 'page_view', path: '/', metadata: { title: 'x'.repeat(10_000) } });
    expect(huge.statusCode).toBe(413);
    expect((await ctx.database.db.select().from(analyticsEvents)).length).toBe(before);
  });

  it('drops unknown metadata keys so a row stays bounded', async () => {
    expect(
      (await post({ type: 'click', path: '/', metadata: { element: 'x', secret: 'y'.repeat(500) } }))
        .statusCode,
    ).toBe(204);
    expect((await latest())?.metadata).toEqual({ element: 'x' });
  });

  it('limits events per address', { timeout: 60_000 }, async () => {
    // The limit counts per fixed window: start well inside one so the run cannot straddle two.
    const left = ANALYTICS_LIMIT.windowMs - (Date.now() % ANALYTICS_LIMIT.windowMs);
    if (left < 20_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
    const ip = randomIp();
    const event = { type: 'scroll_depth', path: '/', metadata: { percent: 25 } };
    const answers: number[] = [];
    for (let sent = 0; sent < ANALYTICS_LIMIT.limit; sent += 50) {
      const batch = await Promise.all(
        Array.from({ length: 50 }, () => post(event, { 'x-forwarded-for': ip })),
      );
      answers.push(...batch.map((r) => r.statusCode));
    }
    expect(answers.every((status) => status === 204)).toBe(true);
    const over = await post(event, { 'x-forwarded-for': ip });
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('RATE_LIMITED');
    // Another address is not affected.
    expect((await post(event)).statusCode).toBe(204);
  });
});
