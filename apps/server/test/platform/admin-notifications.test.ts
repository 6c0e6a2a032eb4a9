import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/db/schema/index.ts';
import { createUser, type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

let ctx: TestContext;
let admin: SignedIn;
let partner: SignedIn;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signInAs(ctx, { role: null, isAdmin: true, name: 'Alex Admin' });
  partner = await signInAs(ctx, { role: 'partner' });
});
afterAll(() => ctx.close());

const send = (body: Record<string, unknown>, who: SignedIn = admin) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/notifications', headers: who.headers, payload: body });

const titlesOf = async (userId: string) =>
  (await ctx.database.db.select().from(notifications).where(eq(notifications.userId, userId))).map(
    (n) => n.title,
  );

describe('admin notifications', () => {
  it('requires authentication', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/notifications' })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/admin/notifications', payload: {} })).statusCode,
    ).toBe(401);
  });

  it('is for admins only', async () => {
    const res = await send({ role: 'partner', title: 'Hi', message: 'Hello' }, partner);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('You need administrator privileges to access this page.');
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/notifications',
      headers: partner.headers,
    });
    expect(list.statusCode).toBe(403);
  });

  it('sends to one user', async () => {
    const res = await send({
      userId: partner.user.id,
      title: 'Your account is ready',
      message: 'Welcome aboard',
      type: 'success',
      actionUrl: '/partner',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ recipients: 1 });
    const bell = await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: partner.headers });
    expect(bell.json().items[0]).toMatchObject({
      title: 'Your account is ready',
      message: 'Welcome aboard',
      type: 'success',
      actionUrl: '/partner',
      read: false,
    });
  });

  it('sends to everyone holding a role and no one else', async () => {
    const vendors = await Promise.all([
      createUser(ctx, { role: 'vendor' }),
      createUser(ctx, { role: 'vendor' }),
    ]);
    const associate = await createUser(ctx, { role: 'associate' });
    const res = await send({
      role: 'vendor',
      title: 'Catalogue review this Friday',
      message: 'Please update prices',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ recipients: 2 });
    for (const vendor of vendors) expect(await titlesOf(vendor.id)).toEqual(['Catalogue review this Friday']);
    expect(await titlesOf(associate.id)).toEqual([]);
    expect(await titlesOf(partner.user.id)).not.toContain('Catalogue review this Friday');
  });

  it('sends to every admin with role admin', async () => {
    const res = await send({ role: 'admin', title: 'Backup finished', message: 'All good' });
    expect(res.json()).toEqual({ recipients: 1 });
    expect(await titlesOf(admin.user.id)).toContain('Backup finished');
  });

  it('refuses a body with both or neither audience, an unknown user, or an outside link', async () => {
    expect((await send({ title: 'x', message: 'y' })).statusCode).toBe(400);
    expect(
      (await send({ userId: partner.user.id, role: 'partner', title: 'x', message: 'y' })).statusCode,
    ).toBe(400);
    const link = await send({ role: 'partner', title: 'x', message: 'y', actionUrl: 'https://evil.example' });
    expect(link.statusCode).toBe(400);
    expect(link.json().error.fields.actionUrl).toBe(
      'Action URL must be a path in Party Central, such as /partner/orders',
    );
    const unknown = await send({ userId: crypto.randomUUID(), title: 'x', message: 'y' });
    expect(unknown.statusCode).toBe(404);
    const blank = await send({ role: 'partner', title: '  ', message: 'y' });
    expect(blank.json().error.fields.title).toBe('Title is required');
  });

  it('lists what was sent, newest first, with the audience and sender', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/notifications',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as Record<string, unknown>[];
    expect(items.map((i) => i.title)).toEqual([
      'Backup finished',
      'Catalogue review this Friday',
      'Your account is ready',
    ]);
    expect(items[1]).toMatchObject({
      audience: { kind: 'role', role: 'vendor' },
      recipients: 2,
      sentBy: { id: admin.user.id, name: 'Alex Admin' },
    });
    expect(items[2]).toMatchObject({
      audience: { kind: 'user', userId: partner.user.id, email: partner.user.email },
      type: 'success',
      actionUrl: '/partner',
    });
  });
});
