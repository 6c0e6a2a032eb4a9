import type { CompanyInvitation, CompanyMember, PublicInvitation } from '@party/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  companyInvitations,
  companyMembers,
  orders,
  partnerAddresses,
  users,
} from '../../src/db/schema/index.ts';
import { readAuditLog } from '../helpers/audit.ts';
import { addToCompany, companyOf } from '../helpers/companies.ts';
import { callAs, createUser, randomIp, type SignedIn, signInAs } from '../helpers/factories.ts';
import { createMailTestApp, type MailTestContext } from '../helpers/test-app.ts';

let ctx: MailTestContext;
let owner: SignedIn;
let companyId: string;

beforeAll(async () => {
  ctx = await createMailTestApp();
  owner = await signInAs(ctx, { name: 'Olivia Owner' });
  companyId = await companyOf(ctx, owner.user.id);
  await ctx.database.db
    .update(companies)
    .set({ name: 'Confetti & Co. Events' })
    .where(eq(companies.id, companyId));
}, 120_000);
afterAll(() => ctx.close());

let seq = 0;
const newEmail = () => `invitee-${++seq}-${Date.now()}@example.com.au`;

async function invite(email = newEmail(), role = 'buyer', who = owner) {
  const res = await callAs(ctx, who, 'POST', '/api/partner/company/invitations', { email, role });
  expect(res.statusCode, res.body).toBe(201);
  await ctx.deliverMail();
  const mail = await ctx.sink.waitForMail((m) => m.to.includes(email));
  const token = /\/invitations\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  expect(token).toBeDefined();
  return { invitation: res.json() as CompanyInvitation, token: token!, email, mail };
}

const publicGet = (token: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/invitations/${token}`,
    headers: { 'x-forwarded-for': randomIp() },
  });
const accept = (who: SignedIn, token: string) => callAs(ctx, who, 'POST', `/api/invitations/${token}/accept`);
const signUpThrough = (token: string, body = { name: 'Bella Buyer', password: 'party-pass-123' }) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/invitations/${token}/sign-up`,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
    payload: JSON.stringify(body),
  });
const members = async (who = owner) =>
  ((await callAs(ctx, who, 'GET', '/api/partner/company/members')).json() as { items: CompanyMember[] })
    .items;

describe('company invitations', () => {
  it('requires authentication', async () => {
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/partner/company/invitations' })).statusCode,
    ).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/invitations/${'a'.repeat(43)}/accept` })).statusCode,
    ).toBe(401);
  });

  it('sends the company_invitation email with a link the public page reads, the email masked', async () => {
    const { token, email, mail, invitation } = await invite();
    expect(mail.subject).toBe('Olivia Owner invited you to join Confetti & Co. Events on Party Central');
    expect(invitation).toMatchObject({ email, role: 'buyer', state: 'pending' });
    const page = await publicGet(token);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual<PublicInvitation>({
      company: 'Confetti & Co. Events',
      inviter: 'Olivia Owner',
      role: 'buyer',
      maskedEmail: `i••••@example.com.au`,
      state: 'pending',
    });
    // The row keeps only the token's hash.
    const [row] = await ctx.database.db
      .select()
      .from(companyInvitations)
      .where(eq(companyInvitations.id, invitation.id));
    expect(row!.tokenHash).not.toContain(token);
    expect((await publicGet('x'.repeat(43))).json().error.message).toBe('This invitation link is not valid.');
    const admin = await signInAs(ctx, { role: null, isAdmin: true });
    const audit = await readAuditLog(ctx, admin, { entity: 'company' });
    expect(audit.map((a) => a.action)).toContain('company.member_invited');
  });

  it('keeps one pending invitation per email and none for a current member', async () => {
    const { email } = await invite();
    const again = await callAs(ctx, owner, 'POST', '/api/partner/company/invitations', {
      email,
      role: 'viewer',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      `An invitation to ${email} is already waiting. Resend it instead.`,
    );
    // Two at once: one is sent, the other told the same.
    const twin = newEmail();
    const both = await Promise.all(
      ['buyer', 'viewer'].map((role) =>
        callAs(ctx, owner, 'POST', '/api/partner/company/invitations', { email: twin, role }),
      ),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const self = await callAs(ctx, owner, 'POST', '/api/partner/company/invitations', {
      email: owner.user.email,
      role: 'viewer',
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().error.message).toBe(
      `${owner.user.email} is already a member of Confetti & Co. Events.`,
    );
  });

  it('is accepted once: two accepts at once make one member', async () => {
    const { token, email } = await invite();
    const invitee = await signInAs(ctx, { email, name: 'Ivy Invitee' });
    const [a, b] = await Promise.all([accept(invitee, token), accept(invitee, token)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.statusCode === 409)!.json().error.message).toBe(
      'This invitation has already been used.',
    );
    const rows = await ctx.database.db
      .select()
      .from(companyMembers)
      .where(eq(companyMembers.userId, invitee.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ companyId, role: 'buyer' });
    expect((await publicGet(token)).json().state).toBe('accepted');
    const me = await callAs(ctx, invitee, 'GET', '/api/me');
    expect(me.json().principal).toMatchObject({ companyId, companyRole: 'buyer' });
  });

  it('closes the empty company a partner joins from', async () => {
    const { token, email } = await invite();
    const invitee = await signInAs(ctx, { email });
    const before = await companyOf(ctx, invitee.user.id);
    expect((await accept(invitee, token)).statusCode).toBe(200);
    expect(await ctx.database.db.select().from(companies).where(eq(companies.id, before))).toEqual([]);
  });

  it('refuses another email (403), a company with records, staff and vendors', async () => {
    const { token, email } = await invite();
    const stranger = await signInAs(ctx, {});
    const wrong = await accept(stranger, token);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.message).toBe(
      'This invitation was sent to i••••@example.com.au. Sign out and sign in with that email to accept it.',
    );
    const busy = await signInAs(ctx, { email });
    await ctx.database.db.insert(partnerAddresses).values({
      userId: busy.user.id,
      companyId: await companyOf(ctx, busy.user.id),
      label: 'Warehouse',
      name: 'Busy',
      address: '1 George St',
      city: 'Sydney',
      state: 'NSW',
      postalCode: '2000',
    });
    await ctx.database.db
      .update(companies)
      .set({ name: 'Busy Events' })
      .where(eq(companies.id, await companyOf(ctx, busy.user.id)));
    const refused = await accept(busy, token);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.message).toBe(
      'Your account already belongs to Busy Events, which has its own orders and records. Ask for the invitation to be sent to another email.',
    );
    const staffInvite = await invite();
    const vendor = await signInAs(ctx, { role: 'vendor', email: staffInvite.email });
    const staff = await accept(vendor, staffInvite.token);
    expect(staff.statusCode).toBe(403);
    expect(staff.json().error.message).toBe("Staff and vendor accounts can't join a partner company.");
  });

  it('answers expired and revoked links with their sentences', async () => {
    const expired = await invite();
    await ctx.database.db
      .update(companyInvitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(companyInvitations.id, expired.invitation.id));
    expect((await publicGet(expired.token)).json().state).toBe('expired');
    const late = await accept(await signInAs(ctx, { email: expired.email }), expired.token);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(
      'This invitation has expired. Ask Olivia Owner to send a new one.',
    );

    const revoked = await invite();
    const revoke = await callAs(
      ctx,
      owner,
      'DELETE',
      `/api/partner/company/invitations/${revoked.invitation.id}`,
    );
    expect(revoke.statusCode).toBe(204);
    const gone = await accept(await signInAs(ctx, { email: revoked.email }), revoked.token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(
      'This invitation link is not valid. Ask Confetti & Co. Events to send a new one.',
    );
  });

  it('resend makes a new link and kills the old one', async () => {
    const first = await invite();
    const res = await callAs(
      ctx,
      owner,
      'POST',
      `/api/partner/company/invitations/${first.invitation.id}/resend`,
    );
    expect(res.statusCode, res.body).toBe(200);
    await ctx.deliverMail();
    const mails = () => ctx.sink.messages.filter((m) => m.to.includes(first.email));
    await expect.poll(() => mails().length).toBe(2);
    const newToken = /\/invitations\/([A-Za-z0-9_-]{43})/.exec(mails()[1]!.text)![1]!;
    expect(newToken).not.toBe(first.token);
    expect((await publicGet(first.token)).statusCode).toBe(404);
    const invitee = await signInAs(ctx, { email: first.email });
    expect((await accept(invitee, first.token)).statusCode).toBe(404);
    expect((await accept(invitee, newToken)).statusCode).toBe(200);
  });

  it('signs a new person up through the link as a member, verified, opening no company', async () => {
    const { token, email } = await invite(newEmail(), 'approver');
    const companiesBefore = (await ctx.database.db.select().from(companies)).length;
    const res = await signUpThrough(token);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ companyId, company: 'Confetti & Co. Events', email });
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(user!.emailVerified).toBe(true);
    expect((await ctx.database.db.select().from(companies)).length).toBe(companiesBefore);
    const member = (await members()).find((m) => m.email === email);
    expect(member).toMatchObject({ name: 'Bella Buyer', role: 'approver' });
    // Signs in at once (no verification link needed) and is the company's.
    const signedIn = await signInAs(ctx, { user: { id: user!.id, email, password: 'party-pass-123' } });
    const me = await callAs(ctx, signedIn, 'GET', '/api/me');
    expect(me.json().principal).toMatchObject({ role: 'partner', companyId, companyRole: 'approver' });
    expect((await signUpThrough(token)).statusCode).toBe(409);
  });

  it('tells an existing account to sign in instead of signing up again', async () => {
    const { token, email } = await invite();
    await createUser(ctx, { email });
    const res = await signUpThrough(token);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'An account with this email already exists. Sign in to accept the invitation.',
    );
    expect((await publicGet(token)).json().state).toBe('pending');
  });

  it("keeps company B out of A's invitations (404) and buyers off the invitations (403)", async () => {
    const { invitation } = await invite();
    const other = await signInAs(ctx, {});
    const resend = await callAs(
      ctx,
      other,
      'POST',
      `/api/partner/company/invitations/${invitation.id}/resend`,
    );
    expect(resend.statusCode).toBe(404);
    expect(
      (await callAs(ctx, other, 'DELETE', `/api/partner/company/invitations/${invitation.id}`)).statusCode,
    ).toBe(404);
    const list = (await callAs(ctx, other, 'GET', '/api/partner/company/invitations')).json();
    expect(list.items).toEqual([]);
    const buyer = await signInAs(ctx, {});
    await addToCompany(ctx, buyer.user.id, companyId, 'buyer');
    const refused = await callAs(ctx, buyer, 'GET', '/api/partner/company/invitations');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      "Your role in Confetti & Co. Events (buyer) doesn't allow this.",
    );
  });

  it('refuses bad input with readable 4xx answers', async () => {
    const bad = await callAs(ctx, owner, 'POST', '/api/partner/company/invitations', {
      email: 'nope',
      role: 'owner',
    });
    expect(bad.statusCode).toBe(400);
    const limit = await callAs(ctx, owner, 'POST', '/api/partner/company/invitations', {
      email: newEmail(),
      role: 'buyer',
      orderLimit: -1,
    });
    expect(limit.statusCode).toBe(400);
    expect((await publicGet('short')).statusCode).toBe(400);
    expect(await ctx.database.db.select().from(orders)).toEqual([]);
  });
});
