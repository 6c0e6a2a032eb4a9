import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/index.ts';
import { getSettings } from '../../src/domains/settings/get-settings.ts';
import { type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

let ctx: TestContext;
let admin: SignedIn;
let partner: SignedIn;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signInAs(ctx, { role: null, isAdmin: true });
  partner = await signInAs(ctx, { role: 'partner' });
});
afterAll(() => ctx.close());

const put = (body: Record<string, unknown>, who: SignedIn = admin) =>
  ctx.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: who.headers, payload: body });
const site = async () => (await ctx.app.inject({ method: 'GET', url: '/api/store/site' })).json();

describe('system settings', () => {
  it('requires authentication', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/settings' })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'PUT', url: '/api/admin/settings', payload: {} })).statusCode,
    ).toBe(401);
  });

  it('is for admins only', async () => {
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/settings', headers: partner.headers }))
        .statusCode,
    ).toBe(403);
    expect((await put({ maintenanceMode: true }, partner)).statusCode).toBe(403);
  });

  it('starts from the default system settings', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin.headers });
    expect(res.json()).toEqual({
      maintenanceMode: false,
      autoApproval: false,
      emailNotifications: true,
      dataRetentionDays: 365,
      maxFileSizeMb: 10,
      quoteDiscountApprovalPercent: 20,
      systemMessage: '',
      returnWindowDays: 30,
      invoiceReminderDays: [-3, 7, 14],
      overdueBlocksAccountOrders: false,
    });
    expect(await site()).toEqual({ systemMessage: '', maintenance: false });
  });

  it('saves changes, records old and new values in the audit log, and shows the banner', async () => {
    const res = await put({
      systemMessage: 'Orders placed after 20 December ship in January',
      maxFileSizeMb: 25,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      systemMessage: 'Orders placed after 20 December ship in January',
      maxFileSizeMb: 25,
    });
    expect(await getSettings(ctx.database.db)).toMatchObject({ maxFileSizeMb: 25 });
    expect(await site()).toEqual({
      systemMessage: 'Orders placed after 20 December ship in January',
      maintenance: false,
    });

    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.updated'));
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      entityType: 'system_settings',
      oldValues: { system_message: '', max_file_size_mb: '10' },
      newValues: {
        system_message: 'Orders placed after 20 December ship in January',
        max_file_size_mb: '25',
      },
    });
  });

  it('refuses invalid values with a message per field', async () => {
    const res = await put({ dataRetentionDays: 0, maxFileSizeMb: 2.5, colour: 'pink' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    const bad = await put({ dataRetentionDays: 0 });
    expect(bad.json().error.fields).toEqual({ dataRetentionDays: 'Data retention must be at least 1 day' });
    const wrongType = await put({ maintenanceMode: 'yes' });
    expect(wrongType.statusCode).toBe(400);
  });

  it('keeps the after-sale settings: return window, reminder days in order, overdue stopping orders on account', async () => {
    const res = await put({
      returnWindowDays: 14,
      invoiceReminderDays: [14, -5, 7],
      overdueBlocksAccountOrders: true,
    });
    expect(res.statusCode).toBe(200);
    expect(await getSettings(ctx.database.db)).toMatchObject({
      returnWindowDays: 14,
      invoiceReminderDays: [-5, 7, 14],
      overdueBlocksAccountOrders: true,
    });
    const bad = [
      [{ invoiceReminderDays: [0] }, 'A reminder goes before or after the due day, not on it'],
      [{ invoiceReminderDays: [7, 7] }, 'Each reminder day once'],
      [{ invoiceReminderDays: [120] }, 'Reminders go at most 90 days after the due day'],
      [{ returnWindowDays: 400 }, 'Return window must be at most 365 days'],
    ] as const;
    for (const [body, message] of bad) {
      const refused = await put(body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.values(refused.json().error.fields)).toContain(message);
    }
    expect(await getSettings(ctx.database.db)).toMatchObject({ returnWindowDays: 14 });
    await put({ returnWindowDays: 30, invoiceReminderDays: [-3, 7, 14], overdueBlocksAccountOrders: false });
  });
});

describe('maintenance mode', () => {
  it('answers 503 to everyone but admins, keeping sign-in, identity and the banner open', async () => {
    expect((await put({ maintenanceMode: true })).statusCode).toBe(200);
    try {
      const bell = await ctx.app.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: partner.headers,
      });
      expect(bell.statusCode).toBe(503);
      expect(bell.json()).toEqual({
        error: {
          code: 'MAINTENANCE',
          message: 'Party Central is down for maintenance. Please check back soon.',
        },
      });
      expect((await site()).maintenance).toBe(true);
      for (const url of ['/api/health', '/api/me', '/api/csrf', '/api/store/site', '/api/auth/get-session']) {
        const res = await ctx.app.inject({ method: 'GET', url, headers: partner.headers });
        expect(res.statusCode, url).not.toBe(503);
      }
      const adminBell = await ctx.app.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: admin.headers,
      });
      expect(adminBell.statusCode).toBe(200);
    } finally {
      expect((await put({ maintenanceMode: false })).statusCode).toBe(200);
    }
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: partner.headers,
    });
    expect(after.statusCode).toBe(200);
  });
});
