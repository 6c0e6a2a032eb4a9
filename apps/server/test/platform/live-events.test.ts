import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNotification } from '../../src/domains/notifications/create-notification.ts';
import { publishEvent } from '../../src/lib/events.ts';
import { type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { type EventStream, openEventStream } from './sse-client.ts';

let ctx: TestContext;
let baseUrl: string;
let partnerA: SignedIn;
let partnerB: SignedIn;
let vendor: SignedIn;
let admin: SignedIn;
const streams: EventStream[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  partnerA = await signInAs(ctx, { role: 'partner' });
  partnerB = await signInAs(ctx, { role: 'partner' });
  vendor = await signInAs(ctx, { role: 'vendor' });
  admin = await signInAs(ctx, { role: null, isAdmin: true });
});
afterAll(async () => {
  for (const s of streams) s.close();
  await ctx.close();
});

async function open(who: SignedIn) {
  const stream = await openEventStream(baseUrl, who.cookie);
  streams.push(stream);
  return stream;
}

const publish = (event: Parameters<typeof publishEvent>[1]) =>
  ctx.database.db.transaction((tx) => publishEvent(tx, event));

async function waitUntil(check: () => boolean, what: string) {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 50));
  expect(check(), what).toBe(true);
}

describe('live events (GET /api/events)', () => {
  it('is open to anonymous visitors, who hear only events for everyone', async () => {
    const visitor = await openEventStream(baseUrl, '');
    streams.push(visitor);
    expect(visitor.status).toBe(200);
    const site = { systemMessage: 'Closed for the holidays', maintenance: false };
    await publish({ userIds: [partnerA.user.id], type: 'notifications.changed', data: {} });
    await publish({ roles: ['partner'], type: 'site.changed', data: { ...site, systemMessage: 'partners' } });
    await publish({ admins: true, type: 'site.changed', data: { ...site, systemMessage: 'admins' } });
    await publish({ everyone: true, type: 'site.changed', data: site });
    await visitor.waitFor((e) => e.event === 'site.changed');
    // Events arrive in publish order: the three addressed ones were not merely late.
    expect(visitor.events).toEqual([{ event: 'site.changed', data: site }]);
  });

  it('opens an event stream that tells the browser to reconnect after 3 s', async () => {
    const stream = await open(partnerA);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('cache-control')).toContain('no-cache');
    // fetch asks for gzip and br: a compressed stream would be held back until a buffer fills.
    expect(stream.headers.get('content-encoding')).toBeNull();
    await waitUntil(() => stream.raw().startsWith('retry: 3000\n'), 'retry line first');
  });

  it("delivers a new notification to its user's open page and to no one else", async () => {
    const a = await open(partnerA);
    const b = await open(partnerB);
    const created = await ctx.database.db.transaction((tx) =>
      createNotification(tx, {
        userId: partnerA.user.id,
        title: 'Order shipped',
        message: 'Your order is on its way',
        type: 'success',
        actionUrl: '/partner/orders',
      }),
    );
    const received = await a.waitFor((e) => e.event === 'notification.created');
    expect(received.data).toEqual({ ...created, read: false });
    // B hears its own next event, proving A's was not merely late for B.
    await publish({ userIds: [partnerB.user.id], type: 'notifications.changed', data: {} });
    await b.waitFor((e) => e.event === 'notifications.changed');
    expect(b.events.map((e) => e.event)).not.toContain('notification.created');
  });

  it('stays open in maintenance mode, so an open maintenance page hears when it ends', async () => {
    const settings = (body: Record<string, unknown>) =>
      ctx.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: admin.headers, payload: body });
    expect((await settings({ maintenanceMode: true })).statusCode).toBe(200);
    try {
      const page = await open(partnerB);
      expect(page.status).toBe(200);
      expect((await settings({ maintenanceMode: false })).statusCode).toBe(200);
      const lifted = await page.waitFor((e) => e.event === 'site.changed');
      expect(lifted.data).toEqual({ systemMessage: '', maintenance: false });
    } finally {
      await settings({ maintenanceMode: false });
    }
  });

  it("ends a user's open stream after telling it that an admin disabled them", async () => {
    const doomed = await signInAs(ctx, { role: 'partner' });
    const page = await open(doomed);
    const bystander = await open(partnerA);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${doomed.user.id}/active`,
      headers: admin.headers,
      payload: { active: false },
    });
    expect(res.statusCode).toBe(200);
    expect((await page.waitFor((e) => e.event === 'user.changed')).data).toEqual({ userId: doomed.user.id });
    await expect(page.ended).resolves.toBe('end');
    // Let in again, the browser's reconnect is a visitor's: nothing addressed to that user reaches it.
    const again = await open(doomed);
    expect(again.status).toBe(200);
    await publish({
      userIds: [doomed.user.id],
      type: 'notification.created',
      data: {
        id: 'n-1',
        title: 'For the user only',
        message: 'Not for a visitor',
        type: 'info',
        actionUrl: null,
        read: false,
        createdAt: new Date().toISOString(),
      },
    });
    await publish({ everyone: true, type: 'site.changed', data: { systemMessage: 'x', maintenance: false } });
    await again.waitFor((e) => e.event === 'site.changed');
    expect(again.events.some((e) => e.event === 'notification.created')).toBe(false);
    expect(bystander.events.some((e) => e.event === 'user.changed')).toBe(false);
  });

  it('sends nothing when the transaction rolls back', async () => {
    const a = await open(partnerA);
    await ctx.database.db
      .transaction(async (tx) => {
        await createNotification(tx, { userId: partnerA.user.id, title: 'Never', message: 'rolled back' });
        throw new Error('abort');
      })
      .catch(() => {});
    await publish({ userIds: [partnerA.user.id], type: 'notifications.changed', data: {} });
    await a.waitFor((e) => e.event === 'notifications.changed');
    expect(a.events.filter((e) => e.event === 'notification.created')).toEqual([]);
  });

  it('reaches role holders, admins or everyone as the audience says', async () => {
    const [p, v, ad] = [await open(partnerA), await open(vendor), await open(admin)];
    const site = { systemMessage: 'Closed for the holidays', maintenance: false };
    await publish({ roles: ['vendor'], type: 'site.changed', data: { ...site, systemMessage: 'vendors' } });
    await publish({ admins: true, type: 'site.changed', data: { ...site, systemMessage: 'admins' } });
    await publish({ everyone: true, type: 'site.changed', data: site });
    for (const s of [p, v, ad])
      await s.waitFor((e) => e.event === 'site.changed' && JSON.stringify(e.data).includes('holidays'));
    const messages = (s: EventStream) =>
      s.events.map((e) => (e.data as { systemMessage?: string }).systemMessage);
    expect(messages(p)).toEqual(['Closed for the holidays']);
    expect(messages(v)).toEqual(['vendors', 'Closed for the holidays']);
    expect(messages(ad)).toEqual(['admins', 'Closed for the holidays']);
  });

  it('refuses an event too big for NOTIFY instead of failing silently', async () => {
    const huge = 'x'.repeat(9000);
    await expect(
      publish({ everyone: true, type: 'site.changed', data: { systemMessage: huge, maintenance: false } }),
    ).rejects.toThrow(/send ids and small data/);
  });

  it('forgets a stream when the browser disconnects', async () => {
    const before = ctx.app.events.size;
    const stream = await open(partnerB);
    await waitUntil(() => ctx.app.events.size === before + 1, 'stream registered');
    stream.close();
    await waitUntil(() => ctx.app.events.size === before, 'stream removed');
  });

  it('ends open streams when the server closes, so shutdown does not hang', async () => {
    const other = await createTestApp();
    const url = await other.app.listen({ port: 0, host: '127.0.0.1' });
    const user = await signInAs(other, { role: 'partner' });
    const stream = await openEventStream(url, user.cookie);
    await other.close();
    await expect(stream.ended).resolves.toBe('end');
  });
});
