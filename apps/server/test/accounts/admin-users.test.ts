import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/index.ts';
import { authClient, lastMail, principalOf, signIn } from '../auth/auth-client.ts';
import { createUser, type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

let ctx: TestContext;
let admin: SignedIn;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signInAs(ctx, { role: null, isAdmin: true, adminRank: 'super_admin', name: 'Ada Admin' });
});
afterAll(() => ctx.close());

const call = (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
  who: SignedIn = admin,
) => ctx.app.inject({ method, url, headers: who.headers, ...(payload === undefined ? {} : { payload }) });
const setActive = (id: string, active: boolean, who = admin) =>
  call('PUT', `/api/admin/users/${id}/active`, { active }, who);
const setRole = (id: string, portal: string, role: string, who = admin) =>
  call('PUT', `/api/admin/users/${id}/role`, { portal, role }, who);
const auditOf = async (userId: string) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, userId)))
    .orderBy(desc(auditLog.createdAt));

describe('admin users and roles', () => {
  it('searches users by name or email, with roles, Active state and portal filters', async () => {
    const partner = await createUser(ctx, { name: 'Priya Streamers', email: 'priya@balloons.com.au' });
    await createUser(ctx, { role: 'vendor', name: 'Victor Vendor' });
    await createUser(ctx, { role: 'associate', associateRole: 'finance', name: 'Fiona Finance' });

    const byName = (await call('GET', '/api/admin/users?search=streamers')).json();
    expect(byName.items).toEqual([
      expect.objectContaining({
        id: partner.id,
        email: 'priya@balloons.com.au',
        role: 'partner',
        active: true,
      }),
    ]);
    const byEmail = (await call('GET', '/api/admin/users?search=BALLOONS.com')).json();
    expect(byEmail.total).toBe(1);

    const associates = (await call('GET', '/api/admin/users?portal=associate')).json();
    expect(associates.items.map((u: { name: string }) => u.name)).toEqual(['Fiona Finance']);
    expect(associates.items[0]).toMatchObject({ associateRole: 'finance', isAdmin: false, adminRole: null });
    const admins = (await call('GET', '/api/admin/users?portal=admin')).json();
    expect(admins.items).toEqual([expect.objectContaining({ name: 'Ada Admin', adminRole: 'super_admin' })]);
  });

  it('refuses every user route to non-admins and bad input with a clear 400', async () => {
    const partner = await signInAs(ctx);
    expect((await call('GET', '/api/admin/users', undefined, partner)).statusCode).toBe(403);
    expect((await setActive(partner.user.id, false, partner)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/audit', undefined, partner)).statusCode).toBe(403);
    const wrongRole = await setRole(partner.user.id, 'partner', 'vendor');
    expect(wrongRole.statusCode).toBe(400);
    expect(wrongRole.json().error.message).toBe('That role is not offered in this portal.');
    // The portal sub-roles meant nothing and are gone (docs/product/access.md).
    expect((await setRole(partner.user.id, 'partner', 'manager')).statusCode).toBe(400);
    const wrongPortal = await setRole(partner.user.id, 'vendor', 'vendor');
    expect(wrongPortal.statusCode).toBe(409);
    expect(wrongPortal.json().error.message).toBe('This user does not belong to that portal.');
    expect((await setActive('6f1c1e44-0000-4000-8000-000000000000', false)).statusCode).toBe(404);
  });

  it('disabling ends the user’s sessions at once, refuses their sign-in, and is audited', async () => {
    const target = await signInAs(ctx, { name: 'Dana Disabled' });
    expect((await principalOf(ctx, target.cookie))?.userId).toBe(target.user.id);

    const res = await setActive(target.user.id, false);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ active: false, sessions: 0 });
    expect(await principalOf(ctx, target.cookie)).toBeNull();
    expect((await call('GET', '/api/me/profile', undefined, target)).statusCode).toBe(401);
    const again = await signIn(ctx, target.user.email, target.user.password);
    expect(again.res.statusCode).toBe(403);
    expect(again.res.json().message).toBe('This account has been disabled. Please contact support.');

    const [entry] = await auditOf(target.user.id);
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      action: 'user.disabled',
      oldValues: { active: true },
      newValues: { active: false, sessionsEnded: 1 },
    });

    expect((await setActive(target.user.id, true)).json().user.active).toBe(true);
    expect((await signIn(ctx, target.user.email, target.user.password)).res.statusCode).toBe(200);
  });

  it('a role change holds from the user’s next request, and is audited with old and new values', async () => {
    const target = await signInAs(ctx, { name: 'Rory Role' });
    expect((await call('GET', '/api/admin/users', undefined, target)).statusCode).toBe(403);

    const granted = await setRole(target.user.id, 'partner', 'admin');
    expect(granted.statusCode).toBe(200);
    expect(granted.json().user).toMatchObject({ isAdmin: true, adminRole: 'admin' });
    // The same session, no new sign-in: the next request is an admin's.
    expect((await call('GET', '/api/admin/users', undefined, target)).statusCode).toBe(200);

    const admins = (await call('GET', '/api/admin/users?portal=partner&role=admin')).json();
    expect(admins.items.map((u: { id: string }) => u.id)).toEqual([target.user.id]);
    const plain = await setRole(target.user.id, 'partner', 'partner');
    expect(plain.json().user).toMatchObject({ isAdmin: false, adminRole: null });
    expect((await call('GET', '/api/admin/users', undefined, target)).statusCode).toBe(403);

    const entries = await auditOf(target.user.id);
    expect(entries.map((e) => [e.action, e.oldValues, e.newValues])).toEqual([
      ['user.role_updated', { portal: 'partner', role: 'admin' }, { portal: 'partner', role: 'partner' }],
      ['user.role_updated', { portal: 'partner', role: 'partner' }, { portal: 'partner', role: 'admin' }],
    ]);

    // The admin portal's ranks.
    await setRole(target.user.id, 'partner', 'admin');
    const moderator = await setRole(target.user.id, 'admin', 'moderator');
    expect(moderator.json().user).toMatchObject({ isAdmin: true, adminRole: 'moderator' });
    await setRole(target.user.id, 'partner', 'partner');
  });

  it('never removes or disables the last enabled admin (409), and an admin cannot disable themselves', async () => {
    const solo = await createTestApp();
    try {
      const only = await signInAs(solo, { role: 'associate', isAdmin: true, adminRank: 'super_admin' });
      const put = (url: string, payload: Record<string, unknown>) =>
        solo.app.inject({ method: 'PUT', url, headers: only.headers, payload });
      const demote = await put(`/api/admin/users/${only.user.id}/role`, {
        portal: 'associate',
        role: 'associate',
      });
      expect(demote.statusCode).toBe(409);
      expect(demote.json().error.message).toBe('You cannot remove or disable the last administrator.');
      const disable = await put(`/api/admin/users/${only.user.id}/active`, { active: false });
      expect(disable.statusCode).toBe(409);
      expect(disable.json().error.message).toBe('You cannot remove or disable the last administrator.');

      // With a second admin, one admin may be demoted; self-disable stays refused.
      const second = await signInAs(solo, { role: 'vendor', isAdmin: true });
      expect(
        (await put(`/api/admin/users/${only.user.id}/active`, { active: false })).json().error.message,
      ).toBe('You cannot disable your own account.');
      const demoted = await put(`/api/admin/users/${second.user.id}/role`, {
        portal: 'vendor',
        role: 'vendor',
      });
      expect(demoted.statusCode).toBe(200);
      expect(demoted.json().user.isAdmin).toBe(false);
    } finally {
      await solo.close();
    }
  });

  it('a forced password reset stops the old password, ends sessions and mails a working link', async () => {
    const target = await signInAs(ctx, { name: 'Fran Forced' });
    const res = await call('POST', `/api/admin/users/${target.user.id}/password-reset`);
    expect(res.statusCode).toBe(200);
    expect(await principalOf(ctx, target.cookie)).toBeNull();
    expect((await signIn(ctx, target.user.email, target.user.password)).res.statusCode).toBe(401);

    const mail = await lastMail(ctx, target.user.email, 'password_reset');
    expect(mail?.variables).toMatchObject({ name: 'Fran Forced', forced: true });
    const token = new URL(String(mail?.variables.url), 'http://localhost:3000').searchParams.get('token');
    const reset = await authClient(ctx).post('/reset-password', { token, newPassword: 'brand-new-7' });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(ctx, target.user.email, 'brand-new-7')).res.statusCode).toBe(200);
    expect((await auditOf(target.user.id))[0]?.action).toBe('user.password_reset_forced');
  });

  it("a forced reset's link leads a vendor to the vendor sign-in, staff to the staff one", async () => {
    for (const [kind, portal] of [
      [{ role: 'vendor' }, 'vendor'],
      [{ role: 'associate' }, 'associate'],
      [{ role: 'partner' }, 'partner'],
    ] as const) {
      const target = await createUser(ctx, kind);
      expect((await call('POST', `/api/admin/users/${target.id}/password-reset`)).statusCode).toBe(200);
      const mail = await lastMail(ctx, target.email, 'password_reset');
      const link = new URL(String(mail?.variables.url), 'http://localhost:3000');
      expect(link.pathname).toBe('/update-password');
      expect(link.searchParams.get('portal'), kind.role).toBe(portal);
    }
  });

  it('ends a user’s sessions on request', async () => {
    const target = await signInAs(ctx);
    const res = await call('POST', `/api/admin/users/${target.user.id}/end-sessions`);
    expect(res.json()).toEqual({ ended: 1 });
    expect(await principalOf(ctx, target.cookie)).toBeNull();
    expect((await signIn(ctx, target.user.email, target.user.password)).res.statusCode).toBe(200);
  });

  it('lists the audit log newest first, filtered by user, entity and date', async () => {
    const target = await createUser(ctx, { name: 'Audrey Audit' });
    await setRole(target.id, 'partner', 'admin');
    const log = (await call('GET', '/api/admin/audit?user=ada&entity=user')).json();
    expect(log.items[0]).toMatchObject({
      actorName: 'Ada Admin',
      action: 'user.role_updated',
      entityType: 'user',
      entityId: target.id,
      // The user by name on the screen, not the table and id.
      entityLabel: `Audrey Audit (${target.email})`,
      automatic: false,
      newValues: { portal: 'partner', role: 'admin' },
    });
    expect(log.entities).toContain('user');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());
    expect((await call('GET', `/api/admin/audit?from=${today}&to=${today}`)).json().total).toBe(log.total);
    expect((await call('GET', '/api/admin/audit?to=2020-01-01')).json().total).toBe(0);
    expect((await call('GET', '/api/admin/audit?user=nobody-at-all')).json().total).toBe(0);
    expect((await call('GET', '/api/admin/audit?from=yesterday')).statusCode).toBe(400);
    // The typed list of actions is the action filter's list; a name not on it is refused.
    const byAction = (await call('GET', '/api/admin/audit?action=user.role_updated')).json();
    expect(byAction.total).toBeGreaterThan(0);
    expect(byAction.items.every((e: { action: string }) => e.action === 'user.role_updated')).toBe(true);
    expect((await call('GET', '/api/admin/audit?action=user.renamed')).statusCode).toBe(400);
  });
});

// docs/product/access.md: what each administrator rank may do.
describe('administrator ranks', () => {
  const onboardingOf = async (who: SignedIn) => {
    const applicant = await signInAs(ctx);
    const res = await call(
      'POST',
      '/api/me/onboarding',
      { role: 'vendor', companyName: 'Rank Co' },
      applicant,
    );
    return { applicant, id: res.json().application.id as string, who };
  };

  it('a moderator works in the admin area but changes no account, role, application or setting', async () => {
    const moderator = await signInAs(ctx, { role: null, isAdmin: true, adminRank: 'moderator' });
    const partner = await createUser(ctx, { name: 'Mo Target' });
    expect((await call('GET', '/api/admin/users', undefined, moderator)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/audit', undefined, moderator)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/onboarding', undefined, moderator)).statusCode).toBe(200);

    const promote = await setRole(partner.id, 'partner', 'admin', moderator);
    expect(promote.statusCode).toBe(403);
    expect(promote.json().error.message).toBe("Your administrator rank (moderator) doesn't allow this.");
    const { id } = await onboardingOf(moderator);
    for (const res of [
      await setActive(partner.id, false, moderator),
      await call('POST', `/api/admin/users/${partner.id}/password-reset`, undefined, moderator),
      await call('POST', `/api/admin/users/${partner.id}/end-sessions`, undefined, moderator),
      await call('POST', `/api/admin/onboarding/${id}/approve`, {}, moderator),
      await call('PUT', '/api/admin/settings', { maintenanceMode: true }, moderator),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe("Your administrator rank (moderator) doesn't allow this.");
    }
    const [user] = (await call('GET', `/api/admin/users?search=${partner.email}`)).json().items;
    expect(user).toMatchObject({ isAdmin: false, active: true });
  });

  it('an admin manages accounts but not who is an administrator, nor another administrator', async () => {
    const plainAdmin = await signInAs(ctx, { role: null, isAdmin: true, adminRank: 'admin' });
    const otherAdmin = await signInAs(ctx, { role: 'associate', isAdmin: true, adminRank: 'admin' });
    const partner = await signInAs(ctx, { name: 'Ad Target' });

    const promote = await setRole(partner.user.id, 'partner', 'admin', plainAdmin);
    expect(promote.statusCode).toBe(403);
    expect(promote.json().error.message).toBe("Your administrator rank (admin) doesn't allow this.");
    const rank = await setRole(plainAdmin.user.id, 'admin', 'super_admin', plainAdmin);
    expect(rank.statusCode).toBe(403);
    for (const res of [
      await setActive(otherAdmin.user.id, false, plainAdmin),
      await call('POST', `/api/admin/users/${otherAdmin.user.id}/password-reset`, undefined, plainAdmin),
      await call('POST', `/api/admin/users/${otherAdmin.user.id}/end-sessions`, undefined, plainAdmin),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe("Only a super admin can change another administrator's account.");
    }
    expect(await principalOf(ctx, otherAdmin.cookie)).not.toBeNull();

    // A partner's account and an application are an admin's to decide.
    expect((await setActive(partner.user.id, false, plainAdmin)).statusCode).toBe(200);
    const { id } = await onboardingOf(plainAdmin);
    expect((await call('POST', `/api/admin/onboarding/${id}/approve`, {}, plainAdmin)).statusCode).toBe(200);
  });

  it('a super admin grants admin and sets ranks; the last super admin stays', async () => {
    const solo = await createTestApp();
    try {
      const chief = await signInAs(solo, { role: null, isAdmin: true, adminRank: 'super_admin' });
      const partner = await signInAs(solo, { name: 'New Admin' });
      const put = (url: string, payload: Record<string, unknown>, who = chief) =>
        solo.app.inject({ method: 'PUT', url, headers: who.headers, payload });
      const role = (who: SignedIn, portal: string, value: string) =>
        put(`/api/admin/users/${who.user.id}/role`, { portal, role: value });

      expect((await role(partner, 'partner', 'admin')).json().user).toMatchObject({ adminRole: 'admin' });
      expect((await principalOf(solo, partner.cookie))?.adminRank).toBe('admin');
      expect((await role(partner, 'admin', 'moderator')).json().user.adminRole).toBe('moderator');

      const demoteSelf = await role(chief, 'admin', 'admin');
      expect(demoteSelf.statusCode).toBe(409);
      expect(demoteSelf.json().error.message).toBe(
        'You cannot remove, demote or disable the last super admin.',
      );
      // With a second super admin, the first may step down; that one may not disable the last.
      expect((await role(partner, 'admin', 'super_admin')).statusCode).toBe(200);
      expect((await role(chief, 'admin', 'admin')).json().user.adminRole).toBe('admin');
      const disable = await put(`/api/admin/users/${partner.user.id}/active`, { active: false }, chief);
      expect(disable.statusCode).toBe(403);
    } finally {
      await solo.close();
    }
  });
});
