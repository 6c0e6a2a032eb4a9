import { authErrorMessage } from '@party/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminRoles,
  associateRoles,
  companies,
  companyMembers,
  emailPreferences,
  profiles,
  userRoles,
  users,
} from '../../src/db/schema/index.ts';
import { cookieFrom } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { authClient, lastMail, principalOf, signIn, signUp } from './auth-client.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('partner sign-up', () => {
  it('requires authentication for the signed-in routes of the account', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/me/onboarding' });
    expect(res.statusCode).toBe(401);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me' });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ principal: null });
  });

  it('signs up, verifies the email through the mailed link, then signs in as a partner', async () => {
    const res = await signUp(ctx, {
      name: 'Sam Carter',
      email: 'Sam.Carter@Example.com.au',
      password: 'balloon1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined(); // no session until the email is verified

    const mail = await lastMail(ctx, 'sam.carter@example.com.au', 'email_verification');
    expect(mail?.variables).toMatchObject({ name: 'Sam Carter' });
    const link = new URL(String(mail?.variables.url));
    expect(link.origin).toBe('http://localhost:3000');

    const early = await signIn(ctx, 'sam.carter@example.com.au', 'balloon1');
    expect(early.res.statusCode).toBe(403);
    expect(authErrorMessage(early.res.json())).toBe(
      'Please check your email and click the verification link before signing in.',
    );

    const verify = await authClient(ctx).get(link.pathname + link.search);
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toBe('/'); // sign-up email links return to the site root

    const { res: signedIn, cookie } = await signIn(ctx, 'sam.carter@example.com.au', 'balloon1');
    expect(signedIn.statusCode).toBe(200);
    const sessionCookie = [signedIn.headers['set-cookie']].flat().find((c) => c?.includes('session_token'));
    expect(sessionCookie).toMatch(/HttpOnly/);
    expect(sessionCookie).toMatch(/SameSite=Lax/);
    expect(sessionCookie).not.toMatch(/Secure/);

    const principal = await principalOf(ctx, cookie);
    expect(principal).toMatchObject({
      email: 'sam.carter@example.com.au',
      name: 'Sam Carter',
      role: 'partner',
      isAdmin: false,
      associateRole: null,
      onboardingStatus: null,
      emailVerified: true,
      companyId: expect.any(String),
      companyRole: 'owner',
    });
  });

  it('opens a company of one with the new partner as its owner (docs/product/company-accounts.md)', async () => {
    await signUp(ctx, { name: 'Olive Owner', email: 'olive@example.com.au', password: 'confetti' });
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, 'olive@example.com.au'));
    const members = await ctx.database.db
      .select()
      .from(companyMembers)
      .where(eq(companyMembers.userId, user!.id));
    expect(members).toMatchObject([{ role: 'owner', orderLimit: null, monthlyLimit: null }]);
    const companyId = members[0]!.companyId;
    expect(companyId).not.toBe(user!.id);
    expect(await ctx.database.db.select().from(companies).where(eq(companies.id, companyId))).toMatchObject([
      { name: "Olive Owner's company", loyaltyPoints: 0 },
    ]);
    expect(
      await ctx.database.db.select().from(companyMembers).where(eq(companyMembers.companyId, companyId)),
    ).toHaveLength(1);
  });

  it('creates the profile, the partner role and email preferences with the account', async () => {
    await signUp(ctx, { name: 'Priya Shah', email: 'priya@example.com.au', password: 'streamer' });
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, 'priya@example.com.au'));
    expect(user).toBeDefined();
    const id = user!.id;
    expect(await ctx.database.db.select().from(profiles).where(eq(profiles.id, id))).toMatchObject([
      { name: 'Priya Shah', email: 'priya@example.com.au' },
    ]);
    expect(await ctx.database.db.select().from(userRoles).where(eq(userRoles.userId, id))).toMatchObject([
      { role: 'partner' },
    ]);
    expect(
      await ctx.database.db.select().from(emailPreferences).where(eq(emailPreferences.userId, id)),
    ).toHaveLength(1);
  });

  it('grants partner and nothing else, whatever the request carries', async () => {
    const attempts = [
      { role: 'admin', isAdmin: true },
      { role: 'vendor' },
      { role: 'associate', associateRole: 'finance', is_admin: true, emailVerified: true },
    ];
    for (const [i, extra] of attempts.entries()) {
      const email = `sneaky${i}@example.com.au`;
      const res = await signUp(ctx, { name: 'Sneaky', email, password: 'secret12', ...extra });
      expect(res.statusCode).toBe(200);
      const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
      expect(user?.emailVerified).toBe(false);
      const roles = await ctx.database.db.select().from(userRoles).where(eq(userRoles.userId, user!.id));
      expect(roles.map((r) => r.role)).toEqual(['partner']);
      expect(await ctx.database.db.select().from(adminRoles).where(eq(adminRoles.userId, user!.id))).toEqual(
        [],
      );
      expect(
        await ctx.database.db.select().from(associateRoles).where(eq(associateRoles.userId, user!.id)),
      ).toEqual([]);
    }
  });

  it('requires a name, an email and a password of at least 6 characters', async () => {
    const noName = await signUp(ctx, { name: '  ', email: 'noname@example.com.au', password: 'secret12' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe('Name is required for signup');

    const noPassword = await signUp(ctx, { name: 'No Password', email: 'nopass@example.com.au' });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().message).toBe('You must provide either an email or phone number and a password');

    const short = await signUp(ctx, { name: 'Short', email: 'short@example.com.au', password: '12345' });
    expect(short.statusCode).toBe(400);
    expect(authErrorMessage(short.json())).toBe('Password must be at least 6 characters long.');

    const rows = await ctx.database.db.select().from(users).where(eq(users.email, 'short@example.com.au'));
    expect(rows).toEqual([]);
  });

  it('answers a second sign-up for a taken email like the first, without a second account or role', async () => {
    const first = await signUp(ctx, { name: 'Twice', email: 'twice@example.com.au', password: 'secret12' });
    const again = await signUp(ctx, {
      name: 'Twice Again',
      email: 'twice@example.com.au',
      password: 'other123',
    });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(cookieFrom(again.headers['set-cookie'])).toBe('');
    const rows = await ctx.database.db.select().from(users).where(eq(users.email, 'twice@example.com.au'));
    expect(rows).toHaveLength(1);
    const roles = await ctx.database.db.select().from(userRoles).where(eq(userRoles.userId, rows[0]!.id));
    expect(roles).toHaveLength(1);
  });
});
