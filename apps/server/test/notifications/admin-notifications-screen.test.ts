import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/index.ts';
import { createUser, type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { call } from '../orders/order-fixtures.ts';

let ctx: TestContext;
let admin: SignedIn;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signInAs(ctx, { role: null, isAdmin: true, name: 'Ada Admin' });
}, 60_000);
afterAll(() => ctx.close());

describe('/admin/notifications: recipients and the audit trail', () => {
  it('finds users by name or email, any case, and refuses a search under 2 characters', async () => {
    const tag = `${Date.now()}`;
    const user = await createUser(ctx, { name: `Quokka ${tag}`, email: `quokka-${tag}@example.com.au` });
    for (const search of [`QUOKKA ${tag}`, `quokka-${tag}@EXAMPLE`]) {
      const res = await call(
        ctx,
        admin,
        'GET',
        `/api/admin/notifications/recipients?search=${encodeURIComponent(search)}`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ items: [{ id: user.id, name: `Quokka ${tag}`, email: user.email }] });
    }
    const short = await call(ctx, admin, 'GET', '/api/admin/notifications/recipients?search=q');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toContain('Type at least 2 characters');
    const partner = await signInAs(ctx);
    expect(
      (await call(ctx, partner, 'GET', '/api/admin/notifications/recipients?search=qu')).statusCode,
    ).toBe(403);
  });

  it('audits a send: who sent what to whom', async () => {
    const res = await call(ctx, admin, 'POST', '/api/admin/notifications', {
      role: 'vendor',
      title: 'Stocktake Friday',
      message: 'Please update your stock by Friday.',
    });
    expect(res.statusCode).toBe(201);
    const rows = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'notification.sent'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: admin.user.id,
      entityType: 'notification_sends',
      newValues: { audience: { role: 'vendor' }, title: 'Stocktake Friday', type: 'info' },
    });
  });
});
