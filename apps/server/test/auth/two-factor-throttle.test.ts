import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThrottles } from '../../src/db/schema/index.ts';
import { cookieFrom, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { authClient, enrolTotp, principalOf, totpFromUri } from './auth-client.ts';

/**
 * Issue 17 item 3 (ASVS 6.3.1): second-factor codes are slowed like passwords, per address and
 * account, and never turned into a lock on the owner.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** A password sign-in that stops at the two-factor step; returns the pending challenge's cookie. */
async function pendingChallenge(client: ReturnType<typeof authClient>, email: string, password: string) {
  const res = await client.post('/sign-in/email', { email, password });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ twoFactorRedirect: true });
  return cookieFrom(res.headers['set-cookie']);
}

describe('two-factor code guessing', () => {
  it('makes an address wait after 5 wrong codes for one account, through every kind of code, and never locks the owner out', async () => {
    const owner = await signInAs(ctx, { role: 'associate', isAdmin: true });
    const { totpURI } = await enrolTotp(ctx, owner);
    const { email, password } = owner.user;

    // Someone holding the password guesses codes from one address: authenticator and backup codes alike.
    const attacker = authClient(ctx);
    const pending = await pendingChallenge(attacker, email, password);
    for (const [path, code] of [
      ['/two-factor/verify-totp', '000000'],
      ['/two-factor/verify-totp', '111111'],
      ['/two-factor/verify-backup-code', 'aaaaa-bbbbb'],
      ['/two-factor/verify-totp', '222222'],
      ['/two-factor/verify-backup-code', 'ccccc-ddddd'],
    ] as const) {
      const wrong = await attacker.post(path, { code }, pending);
      expect(wrong.statusCode, wrong.body).toBe(401);
    }
    const fifthWrongAt = Date.now();

    // Now even the right code waits 30 seconds at that address, and a fresh password sign-in (a new
    // challenge) does not start the count again.
    const again = await pendingChallenge(attacker, email, password);
    for (const path of [
      '/two-factor/verify-totp',
      '/two-factor/verify-otp',
      '/two-factor/verify-backup-code',
    ]) {
      const throttled = await attacker.post(path, { code: totpFromUri(totpURI) }, again);
      expect(throttled.statusCode, `${path}: ${throttled.body}`).toBe(429);
      expect(throttled.json()).toMatchObject({ code: 'TWO_FACTOR_THROTTLED' });
      // The wait counts down from 30 seconds after the fifth wrong code, whatever this machine's pace.
      const [, seconds] = /^Too many wrong codes\. Please wait (\d+) seconds before trying again\.$/.exec(
        throttled.json().message,
      ) ?? [undefined, 'no wait in the message'];
      const elapsed = Math.ceil((Date.now() - fifthWrongAt) / 1000);
      expect(Number(seconds)).toBeLessThanOrEqual(30);
      expect(Number(seconds)).toBeGreaterThanOrEqual(30 - elapsed - 1);
      expect(Number(throttled.headers['retry-after'])).toBeGreaterThanOrEqual(Number(seconds));
    }

    // A second address guesses 5 more: 10 wrong codes in a row for the account, which locks nobody out.
    const another = authClient(ctx);
    const second = await pendingChallenge(another, email, password);
    for (const code of ['333333', '444444', '555555', '666666', '777777'])
      expect((await another.post('/two-factor/verify-totp', { code }, second)).statusCode).toBe(401);

    // The owner, from another address, completes the sign-in with their authenticator at once.
    const elsewhere = authClient(ctx);
    const ownPending = await pendingChallenge(elsewhere, email, password);
    const verified = await elsewhere.post(
      '/two-factor/verify-totp',
      { code: totpFromUri(totpURI, Date.now() + 30_000) },
      ownPending,
    );
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await principalOf(ctx, cookieFrom(verified.headers['set-cookie'])))?.userId).toBe(owner.user.id);
  });

  it("forgets an address's wrong codes for an account once it gives a right one", async () => {
    const owner = await signInAs(ctx, { role: 'associate', isAdmin: true });
    const { totpURI } = await enrolTotp(ctx, owner);
    const client = authClient(ctx);
    const key = `two-factor:${client.ip}:${owner.user.id}`;
    const pending = await pendingChallenge(client, owner.user.email, owner.user.password);
    for (const code of ['000000', '999999'])
      expect((await client.post('/two-factor/verify-totp', { code }, pending)).statusCode).toBe(401);
    const counted = await ctx.database.db.select().from(signInThrottles).where(eq(signInThrottles.key, key));
    expect(counted.map((row) => row.failures)).toEqual([2]);

    const right = await client.post(
      '/two-factor/verify-totp',
      { code: totpFromUri(totpURI, Date.now() + 30_000) },
      pending,
    );
    expect(right.statusCode, right.body).toBe(200);
    expect(await ctx.database.db.select().from(signInThrottles).where(eq(signInThrottles.key, key))).toEqual(
      [],
    );
  });
});
