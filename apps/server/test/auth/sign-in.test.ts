import { authErrorMessage } from '@party/shared';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits, sessions, signInThrottles, users } from '../../src/db/schema/index.ts';
import { recordFailedSignIn } from '../../src/domains/auth/sign-in-throttle.ts';
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

  it("refuses a wrong password with 'Invalid email or password. Please try again.'", async () => {
    const user = await createUser(ctx);
    const { res, cookie } = await signIn(ctx, user.email, 'not-the-password');
    expect(res.statusCode).toBe(401);
    expect(cookie).toBe('');
    expect(authErrorMessage(res.json())).toBe('Invalid email or password. Please try again.');
    const unknown = await signIn(ctx, 'nobody@example.com.au', 'whatever1');
    expect(authErrorMessage(unknown.res.json())).toBe('Invalid email or password. Please try again.');
  });

  it('slows password guessing per address and email: 5 failures, then a growing wait, never a lock on the owner', async () => {
    const user = await createUser(ctx);
    const attacker = authClient(ctx);
    for (let i = 0; i < 5; i++) {
      const res = await attacker.post('/sign-in/email', { email: user.email, password: `wrong-${i}` });
      expect(res.statusCode).toBe(401);
    }
    // The attacker's address now waits 30 seconds, even with the right password.
    const throttled = await attacker.post('/sign-in/email', { email: user.email, password: user.password });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({ code: 'SIGN_IN_THROTTLED' });
    expect(throttled.json().message).toMatch(
      /^Too many failed sign-in attempts\. Please wait (29|30) seconds/,
    );
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThanOrEqual(29);
    expect(Number(throttled.headers['retry-after'])).toBeLessThanOrEqual(30);

    // The owner, from another address, signs in at once.
    const owner = await authClient(ctx).post('/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(owner.statusCode).toBe(200);

    // Each further failure after the wait doubles it: 30 s, then 60 s, then 120 s.
    const key = `account:${attacker.ip}:${user.email}`;
    const endWait = () =>
      ctx.database.db
        .update(signInThrottles)
        .set({ blockedUntil: new Date(Date.now() - 1000) })
        .where(eq(signInThrottles.key, key));
    const waits: number[] = [];
    for (let i = 0; i < 2; i++) {
      await endWait();
      const res = await attacker.post('/sign-in/email', { email: user.email, password: 'still-wrong' });
      expect(res.statusCode).toBe(401);
      const next = await attacker.post('/sign-in/email', { email: user.email, password: user.password });
      expect(next.statusCode).toBe(429);
      waits.push(Number(next.headers['retry-after']));
    }
    expect(waits[0]).toBeGreaterThan(55);
    expect(waits[0]).toBeLessThanOrEqual(60);
    expect(waits[1]).toBeGreaterThan(115);
    expect(waits[1]).toBeLessThanOrEqual(120);

    // Once the wait has passed, the right password works and forgets the count (better-auth's own
    // 10-a-minute counter for the address is cleared too: this test has sent 10).
    await endWait();
    await ctx.database.db.delete(rateLimits).where(like(rateLimits.key, `%${attacker.ip}%`));
    const after = await attacker.post('/sign-in/email', { email: user.email, password: user.password });
    expect(after.statusCode).toBe(200);
    expect(await ctx.database.db.select().from(signInThrottles).where(eq(signInThrottles.key, key))).toEqual(
      [],
    );
  });

  it('answers a known and an unknown email alike, throttled included', async () => {
    const user = await createUser(ctx);
    const answers = async (email: string) => {
      const client = authClient(ctx);
      const out: string[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await client.post('/sign-in/email', { email, password: `wrong-${i}` });
        const body = res.json();
        out.push(
          `${res.statusCode} ${body.code} ${String(body.message).replace(/\d+ seconds/, 'N seconds')}`,
        );
      }
      return out;
    };
    const forKnown = await answers(user.email);
    const forUnknown = await answers(`nobody-${user.id}@example.com.au`);
    expect(forKnown).toEqual(forUnknown);
    expect(forKnown.slice(0, 5).every((a) => a.startsWith('401 INVALID_EMAIL_OR_PASSWORD'))).toBe(true);
    expect(forKnown.slice(5).every((a) => a.startsWith('429 SIGN_IN_THROTTLED'))).toBe(true);
  });

  it('slows an address that tries many emails: 20 failures make every sign-in from it wait', async () => {
    const user = await createUser(ctx);
    const sprayer = authClient(ctx);
    // better-auth's own per-address limit (10 a minute) would answer first over HTTP: the failures
    // are counted as the sign-in hook counts them.
    for (let i = 0; i < 20; i++)
      await recordFailedSignIn(ctx.database.db, sprayer.ip, `guess${i}-${user.id}@example.com.au`);
    const res = await sprayer.post('/sign-in/email', { email: user.email, password: user.password });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('SIGN_IN_THROTTLED');
    const owner = await authClient(ctx).post('/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(owner.statusCode).toBe(200);
  });

  it('keeps disabled users out, and ends what their old session could do', async () => {
    const { user, cookie } = await signInAs(ctx);
    expect(await principalOf(ctx, cookie)).not.toBeNull();
    await ctx.database.db.update(users).set({ disabled: true }).where(eq(users.id, user.id));
    expect(await principalOf(ctx, cookie)).toBeNull();
    const { res } = await signIn(ctx, user.email, user.password);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'ACCOUNT_DISABLED' });
    // Only the right password learns that: a wrong one answers as for any email.
    const wrong = await signIn(ctx, user.email, 'not-the-password');
    expect(wrong.res.statusCode).toBe(401);
    expect(wrong.res.json()).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD' });
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
