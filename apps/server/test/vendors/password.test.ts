import { authErrorMessage, vendorMessages } from '@party/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authClient, signIn } from '../auth/auth-client.ts';
import { signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

/**
 * The vendor password rules of docs/product/vendor-portal.md (Security), enforced by the server too:
 * the current password is verified (better-auth's change-password).
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 60_000);
afterAll(() => ctx.close());

describe('vendor password change', () => {
  it('requires authentication', async () => {
    const res = await authClient(ctx).post('/change-password', {
      currentPassword: 'x',
      newPassword: 'Abcdefg1',
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a new password that breaks the vendor rules, with the rule broken', async () => {
    const vendor = await signInAs(ctx, { role: 'vendor' });
    const client = authClient(ctx);
    for (const [newPassword, message] of [
      ['Abc12', vendorMessages.passwordTooShort],
      ['abcdefgh1', vendorMessages.passwordTooWeak],
      ['ABCDEFGH1', vendorMessages.passwordTooWeak],
      ['Abcdefghi', vendorMessages.passwordTooWeak],
    ] as const) {
      const res = await client.post(
        '/change-password',
        { currentPassword: vendor.user.password, newPassword },
        vendor.cookie,
      );
      expect(res.statusCode).toBe(400);
      expect(authErrorMessage(res.json())).toBe(message);
    }
  });

  it('checks the current password, then changes it', async () => {
    const vendor = await signInAs(ctx, { role: 'vendor' });
    const client = authClient(ctx);
    const wrong = await client.post(
      '/change-password',
      { currentPassword: 'Not-the-one-1', newPassword: 'Sparkle2026' },
      vendor.cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(authErrorMessage(wrong.json())).toBe('Invalid password');
    const ok = await client.post(
      '/change-password',
      { currentPassword: vendor.user.password, newPassword: 'Sparkle2026' },
      vendor.cookie,
    );
    expect(ok.statusCode).toBe(200);
    expect((await signIn(ctx, vendor.user.email, 'Sparkle2026')).res.statusCode).toBe(200);
  });

  it("leaves other roles' rules as they were (a partner needs no capital)", async () => {
    const partner = await signInAs(ctx, { role: 'partner' });
    const res = await authClient(ctx).post(
      '/change-password',
      { currentPassword: partner.user.password, newPassword: 'lowercase-only' },
      partner.cookie,
    );
    expect(res.statusCode).toBe(200);
  });
});
