import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authClient } from '../auth/auth-client.ts';
import { createUser, type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

/**
 * A session ends on the server, not only in the browser: after sign-out, a disable and a password
 * change, the old cookie replayed by hand reaches nothing (401 on a signed-in route), even right
 * after it was last used successfully (so no cache of resolved sessions may outlive them).
 */
let ctx: TestContext;
let admin: SignedIn;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signInAs(ctx, { role: null, isAdmin: true });
});
afterAll(() => ctx.close());

const profileWith = (headers: SignedIn['headers']) =>
  ctx.app.inject({ method: 'GET', url: '/api/me/profile', headers });

describe('sessions end on the server', () => {
  it('at sign-out', async () => {
    const who = await signInAs(ctx);
    expect((await profileWith(who.headers)).statusCode).toBe(200);
    expect((await authClient(ctx).post('/sign-out', {}, who.cookie)).statusCode).toBe(200);
    const replay = await profileWith(who.headers);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('when an admin disables the user: every session of theirs', async () => {
    const user = await createUser(ctx);
    const phone = await signInAs(ctx, { user });
    const laptop = await signInAs(ctx, { user });
    for (const s of [phone, laptop]) expect((await profileWith(s.headers)).statusCode).toBe(200);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${user.id}/active`,
      headers: admin.headers,
      payload: { active: false },
    });
    expect(res.statusCode).toBe(200);
    for (const s of [phone, laptop]) expect((await profileWith(s.headers)).statusCode).toBe(401);
  });

  it('when the password changes: every other session, whatever the client asked', async () => {
    const user = await createUser(ctx);
    const here = await signInAs(ctx, { user });
    const elsewhere = await signInAs(ctx, { user });
    for (const s of [here, elsewhere]) expect((await profileWith(s.headers)).statusCode).toBe(200);
    const changed = await authClient(ctx).post(
      '/change-password',
      { currentPassword: user.password, newPassword: 'a-new-pass-9', revokeOtherSessions: false },
      here.cookie,
    );
    expect(changed.statusCode).toBe(200);
    expect((await profileWith(elsewhere.headers)).statusCode).toBe(401);
  });
});
