import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema/index.ts';
import { type CreateUserOptions, type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

/**
 * ADR 0003, sessions: an idle timeout and an absolute lifetime, shorter for staff and admins. A
 * session past either answers 401, on our routes and on better-auth's own.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ago = (ms: number) => new Date(Date.now() - ms);

/** Moves the user's sessions back in time: their start and their last use. */
async function age(who: SignedIn, times: { startedAgo?: number; idleFor?: number }) {
  await ctx.database.db
    .update(sessions)
    .set({
      ...(times.startedAgo !== undefined ? { createdAt: ago(times.startedAgo) } : {}),
      ...(times.idleFor !== undefined ? { lastActiveAt: ago(times.idleFor) } : {}),
    })
    .where(eq(sessions.userId, who.user.id));
}

const get = (who: SignedIn, url: string) => ctx.app.inject({ method: 'GET', url, headers: who.headers });
const me = async (who: SignedIn) => (await get(who, '/api/me')).json().principal as { userId: string } | null;

const roles: [string, CreateUserOptions, string][] = [
  ['an admin', { role: null, isAdmin: true }, '/api/admin/users'],
  ['an associate', { role: 'associate', associateRole: 'finance' }, '/api/associate/orders'],
];

describe('staff and admin sessions', () => {
  it.each(roles)('%s idle for 31 minutes is signed out (401)', async (_name, opts, url) => {
    const staff = await signInAs(ctx, opts);
    await age(staff, { idleFor: 29 * MINUTE });
    expect((await get(staff, url)).statusCode).toBe(200);
    await age(staff, { idleFor: 31 * MINUTE });
    const res = await get(staff, url);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Please sign in to continue');
    expect(await me(staff)).toBeNull();
  });

  it.each(roles)('%s signed in 12 hours ago is signed out, however busy', async (_name, opts, url) => {
    const staff = await signInAs(ctx, opts);
    await age(staff, { startedAgo: 11 * HOUR, idleFor: 0 });
    expect((await get(staff, url)).statusCode).toBe(200);
    await age(staff, { startedAgo: 12 * HOUR + MINUTE, idleFor: 0 });
    expect((await get(staff, url)).statusCode).toBe(401);
  });
});

describe('partner and vendor sessions', () => {
  it('a partner stays signed in over a long lunch but not past a day unused', async () => {
    const partner = await signInAs(ctx, { role: 'partner' });
    await age(partner, { idleFor: 3 * HOUR });
    expect((await get(partner, '/api/partner/cart')).statusCode).toBe(200);
    await age(partner, { idleFor: 24 * HOUR + MINUTE });
    expect((await get(partner, '/api/partner/cart')).statusCode).toBe(401);
  });

  it('a vendor in use every day is signed out after 7 days', async () => {
    const vendor = await signInAs(ctx, { role: 'vendor' });
    await age(vendor, { startedAgo: 6 * 24 * HOUR, idleFor: HOUR });
    expect(await me(vendor)).not.toBeNull();
    await age(vendor, { startedAgo: 7 * 24 * HOUR + MINUTE, idleFor: HOUR });
    expect(await me(vendor)).toBeNull();
  });
});

describe('what counts as use', () => {
  const lastUse = async (who: SignedIn) => {
    const [row] = await ctx.database.db
      .select({ lastActiveAt: sessions.lastActiveAt })
      .from(sessions)
      .where(eq(sessions.userId, who.user.id));
    return new Date(row!.lastActiveAt).getTime();
  };

  it("a request of the user's resets the idle clock; the app's timed CSRF renewal does not", async () => {
    const admin = await signInAs(ctx, { role: null, isAdmin: true });
    await age(admin, { idleFor: 20 * MINUTE });
    expect((await get(admin, '/api/csrf')).statusCode).toBe(200);
    expect(Date.now() - (await lastUse(admin))).toBeGreaterThan(19 * MINUTE);
    expect((await get(admin, '/api/admin/users')).statusCode).toBe(200);
    expect(Date.now() - (await lastUse(admin))).toBeLessThan(MINUTE);
    // Twenty more minutes idle would have been over the limit without that request.
    await age(admin, { idleFor: 20 * MINUTE });
    expect((await get(admin, '/api/admin/users')).statusCode).toBe(200);
  });

  it("better-auth's own routes see a session past its limit as ended", async () => {
    const admin = await signInAs(ctx, { role: null, isAdmin: true });
    const session = () =>
      ctx.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: admin.headers });
    expect((await session()).json()).not.toBeNull();
    await age(admin, { idleFor: 31 * MINUTE });
    expect((await session()).json()).toBeNull();
  });
});
