import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, emailPreferences, notifications } from '../../src/db/schema/index.ts';
import { createNotification } from '../../src/domains/notifications/create-notification.ts';
import { createUser, type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

let ctx: TestContext;
let partner: SignedIn;
let otherPartner: SignedIn;

beforeAll(async () => {
  ctx = await createTestApp();
  partner = await signInAs(ctx, { role: 'partner' });
  otherPartner = await signInAs(ctx, { role: 'partner' });
});
afterAll(() => ctx.close());

const notify = (
  userId: string,
  title: string,
  extra: Partial<Parameters<typeof createNotification>[1]> = {},
) =>
  ctx.database.db.transaction((tx) =>
    createNotification(tx, { userId, title, message: `${title} message`, ...extra }),
  );

const bell = async (who: SignedIn) => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: who.headers });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    items: { id: string; title: string; read: boolean; type: string }[];
    unreadCount: number;
  };
};

describe('notification bell', () => {
  it('requires authentication', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['POST', '/api/notifications/read-all'],
      ['POST', `/api/notifications/${crypto.randomUUID()}/read`],
    ] as const) {
      const res = await ctx.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('lists the 20 newest, newest first, with the unread count of all', async () => {
    const user = await signInAs(ctx, { role: 'partner' });
    for (let i = 1; i <= 23; i++) await notify(user.user.id, `Update ${i}`);
    // A second apart, as notifications arrive: the embedded database's clock can stamp two quick
    // inserts alike, and then their order would be the ids' (random), not the test's.
    const start = Date.now() - 60_000;
    for (let i = 1; i <= 23; i++)
      await ctx.database.db
        .update(notifications)
        .set({ createdAt: new Date(start + i * 1000) })
        .where(and(eq(notifications.userId, user.user.id), eq(notifications.title, `Update ${i}`)));
    const list = await bell(user);
    expect(list.items).toHaveLength(20);
    expect(list.items[0]!.title).toBe('Update 23');
    expect(list.items[19]!.title).toBe('Update 4');
    expect(list.unreadCount).toBe(23);
    expect(list.items[0]).toMatchObject({
      type: 'info',
      read: false,
      message: 'Update 23 message',
      actionUrl: null,
    });
  });

  it('shows a user only their own notifications', async () => {
    await notify(otherPartner.user.id, 'Only for the other partner');
    const mine = await bell(partner);
    expect(mine.items.map((n) => n.title)).not.toContain('Only for the other partner');
  });

  it('marks one read, lowering the unread count', async () => {
    const user = await signInAs(ctx, { role: 'vendor' });
    const first = await notify(user.user.id, 'PO-000001 received', {
      type: 'success',
      actionUrl: '/vendor/orders',
    });
    await notify(user.user.id, 'Second');
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/notifications/${first.id}/read`,
      headers: user.headers,
    });
    expect(res.statusCode).toBe(204);
    const list = await bell(user);
    expect(list.unreadCount).toBe(1);
    expect(list.items.find((n) => n.id === first.id)?.read).toBe(true);
  });

  it("answers 404 for another user's notification and leaves it unread", async () => {
    const theirs = await notify(otherPartner.user.id, 'Private to the other partner');
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/notifications/${theirs.id}/read`,
      headers: partner.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
    const [row] = await ctx.database.db.select().from(notifications).where(eq(notifications.id, theirs.id));
    expect(row!.read).toBe(false);
  });

  it('answers a malformed id with 400, never 500', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/not-a-uuid/read',
      headers: partner.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('marks all read for the caller only', async () => {
    const user = await signInAs(ctx, { role: 'partner' });
    await notify(user.user.id, 'One');
    await notify(user.user.id, 'Two');
    const before = (await bell(otherPartner)).unreadCount;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: user.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 2 });
    expect((await bell(user)).unreadCount).toBe(0);
    expect((await bell(otherPartner)).unreadCount).toBe(before);
  });
});

describe("low-stock email rule: a warning titled 'Low Stock', system_updates on or absent", () => {
  const lowStockMail = async (userId: string) =>
    ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.userId, userId));

  it('queues low_stock_alert for a warning titled Low Stock', async () => {
    const associate = await createUser(ctx, { role: 'associate', associateRole: 'product_management' });
    await notify(associate.id, 'Low Stock: Gold Foil Balloons', {
      type: 'warning',
      message: 'Gold Foil Balloons has 4 left in stock',
      actionUrl: '/associate/inventory',
      emailVariables: { productName: 'Gold Foil Balloons', stockQuantity: 4 },
    });
    const mail = await lowStockMail(associate.id);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      template: 'low_stock_alert',
      toAddress: associate.email,
      subject: 'Low Stock: Gold Foil Balloons',
      status: 'pending',
    });
  });

  it('sends no email when system_updates is off', async () => {
    const associate = await createUser(ctx, { role: 'associate', associateRole: 'finance' });
    await ctx.database.db
      .insert(emailPreferences)
      .values({ userId: associate.id, systemUpdates: false })
      .onConflictDoUpdate({ target: emailPreferences.userId, set: { systemUpdates: false } });
    await notify(associate.id, 'Low Stock: Party Hats', { type: 'warning' });
    expect(await lowStockMail(associate.id)).toHaveLength(0);
  });

  it('sends no email for other warnings or for a Low Stock title that is not a warning', async () => {
    const associate = await createUser(ctx, { role: 'associate', associateRole: 'product_management' });
    await notify(associate.id, 'Price change pending', { type: 'warning' });
    await notify(associate.id, 'Low Stock: Streamers', { type: 'info' });
    expect(await lowStockMail(associate.id)).toHaveLength(0);
  });

  it('does not notify anyone when the surrounding change rolls back', async () => {
    const user = await createUser(ctx, { role: 'partner' });
    await ctx.database.db
      .transaction(async (tx) => {
        await createNotification(tx, {
          userId: user.id,
          title: 'Low Stock: Confetti',
          message: 'x',
          type: 'warning',
        });
        throw new Error('order failed');
      })
      .catch(() => {});
    const rows = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(rows).toHaveLength(0);
    expect(await lowStockMail(user.id)).toHaveLength(0);
  });
});
