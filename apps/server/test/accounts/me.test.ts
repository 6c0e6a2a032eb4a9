import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../src/db/schema/index.ts';
import { type CreateUserOptions, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function me(opts: CreateUserOptions) {
  const { headers, user } = await signInAs(ctx, opts);
  const res = await ctx.app.inject({ method: 'GET', url: '/api/me', headers });
  expect(res.statusCode).toBe(200);
  return { principal: res.json().principal, user };
}

describe('GET /api/me', () => {
  it('requires authentication to return a principal (200 with null for a visitor)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/me' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ principal: null });
  });

  it('describes a partner', async () => {
    const { principal, user } = await me({ role: 'partner', name: 'Pat Partner' });
    expect(principal).toEqual({
      userId: user.id,
      email: user.email,
      name: 'Pat Partner',
      role: 'partner',
      isAdmin: false,
      adminRank: null,
      associateRole: null,
      onboardingStatus: null,
      emailVerified: true,
      twoFactorEnabled: false,
      companyId: expect.any(String),
      companyRole: 'owner',
    });
  });

  it('describes a vendor', async () => {
    const { principal } = await me({ role: 'vendor' });
    expect(principal).toMatchObject({ role: 'vendor', isAdmin: false, associateRole: null });
  });

  it('describes each associate sub-role, sales by default', async () => {
    expect((await me({ role: 'associate' })).principal).toMatchObject({
      role: 'associate',
      associateRole: 'sales',
    });
    for (const sub of ['sales', 'product_management', 'finance'] as const) {
      const { principal } = await me({ role: 'associate', associateRole: sub });
      expect(principal).toMatchObject({ role: 'associate', associateRole: sub, isAdmin: false });
    }
  });

  it('describes an admin, with or without a role, and their rank', async () => {
    expect((await me({ role: null, isAdmin: true })).principal).toMatchObject({
      role: null,
      isAdmin: true,
      adminRank: 'admin',
    });
    expect((await me({ role: null, isAdmin: true, adminRank: 'moderator' })).principal).toMatchObject({
      isAdmin: true,
      adminRank: 'moderator',
    });
    expect((await me({ role: 'associate', isAdmin: true })).principal).toMatchObject({
      role: 'associate',
      isAdmin: true,
    });
  });

  it('gives a user without a role no role (the browser sends them to /onboarding)', async () => {
    expect((await me({ role: null })).principal).toMatchObject({ role: null, isAdmin: false });
  });

  it('names the user by the profile name, else the email', async () => {
    const { headers, user } = await signInAs(ctx, { name: 'Temporary' });
    await ctx.database.db.update(profiles).set({ name: '' }).where(eq(profiles.id, user.id));
    const res = await ctx.app.inject({ method: 'GET', url: '/api/me', headers });
    expect(res.json().principal.name).toBe(user.email);
  });
});
