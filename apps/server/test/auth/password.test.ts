import { authErrorMessage } from '@party/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, createUser, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { authClient, lastMail, principalOf, signIn } from './auth-client.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('password change and reset', () => {
  it('requires authentication to change a password', async () => {
    const res = await authClient(ctx).post('/change-password', {
      currentPassword: 'x',
      newPassword: 'new-pass-1',
    });
    expect(res.statusCode).toBe(401);
  });

  it('changes the password only with the current one, and ends every other session', async () => {
    const user = await createUser(ctx);
    const here = await signInAs(ctx, { user });
    const elsewhere = await signInAs(ctx, { user });
    const client = authClient(ctx);

    const wrong = await client.post(
      '/change-password',
      { currentPassword: 'guess-1234', newPassword: 'new-pass-1' },
      here.cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(authErrorMessage(wrong.json())).toBe('Invalid password');

    // The client asks to keep other sessions; the server ends them anyway.
    const res = await client.post(
      '/change-password',
      { currentPassword: user.password, newPassword: 'new-pass-1', revokeOtherSessions: false },
      here.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(await principalOf(ctx, elsewhere.cookie)).toBeNull();
    const renewed = cookieFrom(res.headers['set-cookie']);
    expect((await principalOf(ctx, renewed))?.userId).toBe(user.id);

    expect((await signIn(ctx, user.email, user.password)).res.statusCode).toBe(401);
    expect((await signIn(ctx, user.email, 'new-pass-1')).res.statusCode).toBe(200);
  });

  it('resets a forgotten password through the mailed /update-password link and ends old sessions', async () => {
    const user = await createUser(ctx, { name: 'Forgetful Fran' });
    const old = await signInAs(ctx, { user });
    const client = authClient(ctx);

    const request = await client.post('/request-password-reset', { email: user.email });
    expect(request.statusCode).toBe(200);
    const mail = await lastMail(ctx, user.email, 'password_reset');
    expect(mail?.variables).toMatchObject({ name: 'Forgetful Fran' });
    const link = new URL(String(mail?.variables.url));
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/update-password');
    const token = link.searchParams.get('token');
    expect(token).toBeTruthy();

    const tooShort = await client.post('/reset-password', { token, newPassword: '123' });
    expect(authErrorMessage(tooShort.json())).toBe('Password must be at least 6 characters long.');

    const reset = await client.post('/reset-password', { token, newPassword: 'fresh-start-9' });
    expect(reset.statusCode).toBe(200);
    expect(await principalOf(ctx, old.cookie)).toBeNull();
    expect((await signIn(ctx, user.email, 'fresh-start-9')).res.statusCode).toBe(200);

    const reused = await client.post('/reset-password', { token, newPassword: 'second-try-9' });
    expect(reused.statusCode).toBe(400);
  });

  it("the mailed link leads back to the user's own sign-in door: vendor, staff or partner", async () => {
    for (const [kind, portal] of [
      [{ role: 'vendor' }, 'vendor'],
      [{ role: 'associate', associateRole: 'finance' }, 'associate'],
      [{ role: null, isAdmin: true }, 'associate'],
      [{ role: 'partner' }, 'partner'],
    ] as const) {
      const user = await createUser(ctx, kind);
      expect((await authClient(ctx).post('/request-password-reset', { email: user.email })).statusCode).toBe(
        200,
      );
      const mail = await lastMail(ctx, user.email, 'password_reset');
      expect(new URL(String(mail?.variables.url)).searchParams.get('portal'), JSON.stringify(kind)).toBe(
        portal,
      );
    }
  });

  it('answers a reset request for an unknown email the same way, and sends nothing', async () => {
    const res = await authClient(ctx).post('/request-password-reset', { email: 'ghost@example.com.au' });
    expect(res.statusCode).toBe(200);
    expect(await lastMail(ctx, 'ghost@example.com.au', 'password_reset')).toBeNull();
  });

  it('limits reset requests per client address', async () => {
    const user = await createUser(ctx);
    const client = authClient(ctx);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await client.post('/request-password-reset', { email: user.email })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
