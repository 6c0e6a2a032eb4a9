import { authErrorMessage } from '@party/shared';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits, sessions, users } from '../../src/db/schema/index.ts';
import { createUser, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { authClient, principalOf, signIn } from './auth-client.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('sign-in and sign-out', () => {
  it('requires authentication: an unknown or missing session resolves to nobody', async () => {
    expect(await principalOf(ctx, 'party.session_token=forged.value')).toBeNull();
    const res = await ctx.app.inject({ method: 'GET', url: '/api/me/onboarding' });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a wrong password with the spec text', async () => {
    const user = await createUser(ctx);
    const { res, cookie } = await signIn(ctx, user.email, 'not-the-password');
    expect(res.statusCode).toBe(401);
    expect(cookie).toBe('');
    expect(authErrorMessage(res.json())).toBe('Invalid email or password. Please try again.');
    const unknown = await signIn(ctx, 'nobody@example.com.au', 'whatever1');
    expect(authErrorMessage(unknown.res.json())).toBe('Invalid email or password. Please try again.');
  });

  it('locks the account for 15 minutes after 5 consecutive failures, even for the right password', async () => {
    const user = await createUser(ctx);
    const client = authClient(ctx);
    for (let i = 0; i < 5; i++) {
      const res = await client.post('/sign-in/email', { email: user.email, password: `wrong-${i}` });
      expect(res.statusCode).toBe(401);
    }
    const locked = await client.post('/sign-in/email', { email: user.email, password: user.password });
    expect(locked.statusCode).toBe(423);
    expect(locked.json()).toMatchObject({ code: 'ACCOUNT_LOCKED' });
    expect(locked.json().message).toContain('locked for 15 minutes');

    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    const minutes = (row!.lockedUntil!.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);

    // When the lock has passed, the right password works and the count starts again.
    await ctx.database.db
      .update(users)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));
    const after = await client.post('/sign-in/email', { email: user.email, password: user.password });
    expect(after.statusCode).toBe(200);
  });

  it('resets the failure count on a successful sign-in', async () => {
    const user = await createUser(ctx);
    const client = authClient(ctx);
    for (let i = 0; i < 4; i++)
      await client.post('/sign-in/email', { email: user.email, password: 'wrong-pass' });
    expect(
      (await client.post('/sign-in/email', { email: user.email, password: user.password })).statusCode,
    ).toBe(200);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.failedSignIns).toBe(0);
    const res = await client.post('/sign-in/email', { email: user.email, password: 'wrong-again' });
    expect(res.statusCode).toBe(401);
  });

  it('keeps disabled users out, and ends what their old session could do', async () => {
    const { user, cookie } = await signInAs(ctx);
    expect(await principalOf(ctx, cookie)).not.toBeNull();
    await ctx.database.db.update(users).set({ disabled: true }).where(eq(users.id, user.id));
    expect(await principalOf(ctx, cookie)).toBeNull();
    const { res } = await signIn(ctx, user.email, user.password);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'ACCOUNT_DISABLED' });
  });

  it('ends the session on the server at sign-out: the old cookie no longer resolves', async () => {
    const { user, cookie } = await signInAs(ctx);
    expect((await principalOf(ctx, cookie))?.userId).toBe(user.id);
    const out = await authClient(ctx).post('/sign-out', {}, cookie);
    expect(out.statusCode).toBe(200);
    expect(await principalOf(ctx, cookie)).toBeNull();
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it('keeps an active session alive: a day-old session is extended and its cookie renewed', async () => {
    const { user, cookie } = await signInAs(ctx);
    const inFiveDays = new Date(Date.now() + 5 * 24 * 3600_000);
    await ctx.database.db.update(sessions).set({ expiresAt: inFiveDays }).where(eq(sessions.userId, user.id));
    const res = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(res.json().principal.userId).toBe(user.id);
    const renewed = [res.headers['set-cookie']].flat().find((c) => c?.includes('session_token'));
    expect(renewed).toMatch(/Max-Age=604800/);
    const [row] = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * 24 * 3600_000);
  });

  it('refuses sign-out posted from another site', async () => {
    const { cookie } = await signInAs(ctx);
    const out = await authClient(ctx, 'https://evil.example.net').post('/sign-out', {}, cookie);
    expect(out.statusCode).toBe(403);
    expect(await principalOf(ctx, cookie)).not.toBeNull();
  });

  it('limits sign-in attempts per client address, counted in the database', async () => {
    const client = authClient(ctx);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await client.post('/sign-in/email', {
        email: `guess${i}@example.com.au`,
        password: 'guess123',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const counters = await ctx.database.db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, `%${client.ip}%`));
    expect(counters.length).toBeGreaterThan(0);
  });
});

describe('sessions behind https', () => {
  let secure: TestContext;
  beforeAll(async () => {
    secure = await createTestApp({ PUBLIC_URL: 'https://shop.example.com.au' });
  });
  afterAll(() => secure.close());

  it('marks the session cookie Secure when PUBLIC_URL is https', async () => {
    const user = await createUser(secure);
    const res = await authClient(secure, 'https://shop.example.com.au').post('/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(res.statusCode).toBe(200);
    const sessionCookie = [res.headers['set-cookie']].flat().find((c) => c?.includes('session_token'));
    expect(sessionCookie).toMatch(/; Secure/);
    expect(sessionCookie).toMatch(/HttpOnly/);
    expect(sessionCookie).toMatch(/SameSite=Lax/);
  });
});
