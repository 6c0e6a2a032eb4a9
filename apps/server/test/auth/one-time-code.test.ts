import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, createUser, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { authClient, lastMail, principalOf, totpFromUri } from './auth-client.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('one-time code sign-in by email', () => {
  it('requires authentication to enrol in two-factor', async () => {
    const res = await authClient(ctx).post('/two-factor/enable', { password: 'whatever1' });
    expect(res.statusCode).toBe(401);
  });

  it('mails a 6-digit code that signs the user in once', async () => {
    const user = await createUser(ctx, { role: 'vendor' });
    const client = authClient(ctx);
    const send = await client.post('/email-otp/send-verification-otp', {
      email: user.email,
      type: 'sign-in',
    });
    expect(send.statusCode).toBe(200);
    const mail = await lastMail(ctx, user.email, 'sign_in_code');
    const code = String(mail?.variables.code);
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await client.post('/sign-in/email-otp', {
      email: user.email,
      otp: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);

    const res = await client.post('/sign-in/email-otp', { email: user.email, otp: code });
    expect(res.statusCode).toBe(200);
    const principal = await principalOf(ctx, cookieFrom(res.headers['set-cookie']));
    expect(principal).toMatchObject({ userId: user.id, role: 'vendor' });

    const replay = await client.post('/sign-in/email-otp', { email: user.email, otp: code });
    expect(replay.statusCode).toBe(400);
  });

  it('sends no code to an address without an account, and creates none', async () => {
    const client = authClient(ctx);
    await client.post('/email-otp/send-verification-otp', {
      email: 'stranger@example.com.au',
      type: 'sign-in',
    });
    expect(await lastMail(ctx, 'stranger@example.com.au', 'sign_in_code')).toBeNull();
    const res = await client.post('/sign-in/email-otp', { email: 'stranger@example.com.au', otp: '123456' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(cookieFrom(res.headers['set-cookie'])).not.toContain('session_token');
  });
});

describe('TOTP two-factor', () => {
  it('enrols with an authenticator code, then asks for a code at every password sign-in', async () => {
    const { user, cookie } = await signInAs(ctx, { role: 'associate', isAdmin: true });
    const client = authClient(ctx);

    const enable = await client.post('/two-factor/enable', { password: user.password }, cookie);
    expect(enable.statusCode).toBe(200);
    const { totpURI, backupCodes } = enable.json() as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\//);
    expect(new URL(totpURI).searchParams.get('issuer')).toBe('Party Central');
    expect(backupCodes.length).toBeGreaterThan(0);
    expect((await principalOf(ctx, cookie)) as unknown).toMatchObject({ twoFactorEnabled: false });

    const confirm = await client.post('/two-factor/verify-totp', { code: totpFromUri(totpURI) }, cookie);
    expect(confirm.statusCode).toBe(200);
    const enrolledCookie = cookieFrom(confirm.headers['set-cookie']) || cookie;
    expect((await principalOf(ctx, enrolledCookie)) as unknown).toMatchObject({ twoFactorEnabled: true });

    // The password alone no longer opens a session.
    const challenge = await client.post('/sign-in/email', { email: user.email, password: user.password });
    expect(challenge.statusCode).toBe(200);
    expect(challenge.json()).toMatchObject({ twoFactorRedirect: true });
    const pending = cookieFrom(challenge.headers['set-cookie']);
    expect(pending).not.toMatch(/session_token=[^;]/);

    const wrong = await client.post('/two-factor/verify-totp', { code: '000000' }, pending);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CODE' });

    const next = totpFromUri(totpURI, Date.now() + 30_000);
    const verified = await client.post('/two-factor/verify-totp', { code: next }, pending);
    expect(verified.statusCode).toBe(200);
    const session = cookieFrom(verified.headers['set-cookie']);
    expect((await principalOf(ctx, session))?.userId).toBe(user.id);
  });
});
