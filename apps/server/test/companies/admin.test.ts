import type { AdminCompanyDetail, AdminCompanyList } from '@party/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyMembers, orders } from '../../src/db/schema/index.ts';
import { readAuditLog } from '../helpers/audit.ts';
import { addToCompany, companyOf } from '../helpers/companies.ts';
import { callAs, type SignedIn, signInAs } from '../helpers/factories.ts';
import { createMailTestApp, type MailTestContext } from '../helpers/test-app.ts';

// docs/product/company-accounts.md, "What staff see"; docs/decisions/0019-company-accounts.md §7.
let ctx: MailTestContext;
let admin: SignedIn;
let owner: SignedIn;
let companyId: string;
let seq = 0;

const uniqueName = () => `Streamer Hall ${Date.now().toString(36)}-${++seq}`;

beforeAll(async () => {
  ctx = await createMailTestApp();
  admin = await signInAs(ctx, { role: null, isAdmin: true, adminRank: 'admin', name: 'Ada Admin' });
  owner = await signInAs(ctx, { name: 'Olivia Owner' });
  companyId = await companyOf(ctx, owner.user.id);
  await rename(companyId, 'Confetti Admin Test Co');
}, 120_000);
afterAll(() => ctx.close());

async function rename(id: string, name: string) {
  await ctx.database.db.update(companies).set({ name }).where(eq(companies.id, id));
}

async function member(role: 'admin' | 'buyer' | 'approver' | 'viewer', name: string) {
  const who = await signInAs(ctx, { name });
  await addToCompany(ctx, who.user.id, companyId, role);
  return who;
}

const detail = async (id = companyId) => {
  const res = await callAs(ctx, admin, 'GET', `/api/admin/companies/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminCompanyDetail;
};

const roleOf = async (userId: string) =>
  (await ctx.database.db.select().from(companyMembers).where(eq(companyMembers.userId, userId)))[0];

describe('admin companies', () => {
  it('lists companies with owner, members and orders, and searches by name, owner name or email', async () => {
    const viewer = await member('viewer', 'Vera Viewer');
    await ctx.database.db
      .insert(orders)
      .values({ partnerId: owner.user.id, companyId, status: 'pending', totalAmount: '10.00' });
    const list = async (search: string) => {
      const res = await callAs(
        ctx,
        admin,
        'GET',
        `/api/admin/companies?search=${encodeURIComponent(search)}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as AdminCompanyList;
    };
    const byName = await list('confetti admin test');
    expect(byName.items).toEqual([
      expect.objectContaining({
        id: companyId,
        name: 'Confetti Admin Test Co',
        owner: { id: owner.user.id, name: 'Olivia Owner', email: owner.user.email },
        membersCount: 2,
        ordersCount: 1,
      }),
    ]);
    expect((await list(owner.user.email)).items.map((c) => c.id)).toEqual([companyId]);
    expect((await list('olivia owner')).items.map((c) => c.id)).toContain(companyId);
    expect((await list('nobody-by-this-name')).total).toBe(0);
    const company = await detail();
    expect(company.name).toBe('Confetti Admin Test Co');
    expect(company.members.map((m) => [m.name, m.role])).toEqual(
      expect.arrayContaining([
        ['Olivia Owner', 'owner'],
        ['Vera Viewer', 'viewer'],
      ]),
    );
    expect(company.invitations).toEqual([]);
    expect((await callAs(ctx, viewer, 'GET', '/api/admin/companies')).statusCode).toBe(403);
  });

  it('adds an existing partner from an empty company at once, audited with the admin as actor', async () => {
    const newcomer = await signInAs(ctx, { name: 'Nina Newcomer' });
    const own = await companyOf(ctx, newcomer.user.id);
    const res = await callAs(ctx, admin, 'POST', `/api/admin/companies/${companyId}/members`, {
      email: newcomer.user.email.toUpperCase(),
      role: 'buyer',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ outcome: 'joined', message: 'Nina Newcomer joined Confetti Admin Test Co' });
    expect(await roleOf(newcomer.user.id)).toMatchObject({ companyId, role: 'buyer' });
    expect(await ctx.database.db.select().from(companies).where(eq(companies.id, own))).toEqual([]);
    const me = await callAs(ctx, newcomer, 'GET', '/api/partner/company');
    expect(me.json()).toMatchObject({ id: companyId, myRole: 'buyer' });
    const [entry] = await readAuditLog(ctx, admin, { action: 'company.member_added' });
    expect(entry).toMatchObject({ actorName: 'Ada Admin', entityId: companyId });
  });

  it('sends an unknown email the invitation, the admin as inviter; it shows as pending', async () => {
    const email = `invitee-${Date.now()}@example.com.au`;
    const res = await callAs(ctx, admin, 'POST', `/api/admin/companies/${companyId}/members`, { email });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ outcome: 'invited', message: `Invitation sent to ${email}` });
    await ctx.deliverMail();
    const mail = await ctx.sink.waitForMail((m) => m.to.includes(email));
    expect(mail.subject).toBe('Ada Admin invited you to join Confetti Admin Test Co on Party Central');
    expect((await detail()).invitations).toEqual([
      expect.objectContaining({ email, role: 'buyer', state: 'pending' }),
    ]);
    const again = await callAs(ctx, admin, 'POST', `/api/admin/companies/${companyId}/members`, { email });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a partner whose company has orders, a current member, staff and bad input', async () => {
    const busy = await signInAs(ctx, { name: 'Bruno Busy' });
    const busyCompany = await companyOf(ctx, busy.user.id);
    await rename(busyCompany, 'Busy Events');
    await ctx.database.db
      .insert(orders)
      .values({ partnerId: busy.user.id, companyId: busyCompany, status: 'pending', totalAmount: '5.00' });
    const add = (email: string) =>
      callAs(ctx, admin, 'POST', `/api/admin/companies/${companyId}/members`, { email });
    const refused = await add(busy.user.email);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.message).toBe(
      `${busy.user.email} already belongs to Busy Events, which has its own orders and records. Send the invitation to another email.`,
    );
    expect(await roleOf(busy.user.id)).toMatchObject({ companyId: busyCompany, role: 'owner' });
    expect((await add(owner.user.email)).json().error.message).toBe(
      `${owner.user.email} is already a member of Confetti Admin Test Co.`,
    );
    const vendor = await signInAs(ctx, { role: 'vendor' });
    expect((await add(vendor.user.email)).statusCode).toBe(409);
    expect((await add('not-an-email')).statusCode).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const missing = await callAs(ctx, admin, 'POST', `/api/admin/companies/${unknown}/members`, {
      email: 'x@example.com.au',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('removes a member: their session ends at once, they keep a company of one, audited', async () => {
    const buyer = await member('buyer', 'Bella Buyer');
    expect((await callAs(ctx, buyer, 'GET', '/api/partner/company')).statusCode).toBe(200);
    const res = await callAs(
      ctx,
      admin,
      'DELETE',
      `/api/admin/companies/${companyId}/members/${buyer.user.id}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Bella Buyer removed from Confetti Admin Test Co' });
    expect((await callAs(ctx, buyer, 'GET', '/api/partner/company')).statusCode).toBe(401);
    expect(await roleOf(buyer.user.id)).toMatchObject({ role: 'owner' });
    expect((await roleOf(buyer.user.id))?.companyId).not.toBe(companyId);
    const [entry] = await readAuditLog(ctx, admin, { action: 'company.member_removed' });
    expect(entry).toMatchObject({ actorName: 'Ada Admin', entityId: companyId });
    await ctx.deliverMail();
    const mail = await ctx.sink.waitForMail((m) => m.to.includes(buyer.user.email));
    expect(mail.subject).toBe('You no longer have access to Confetti Admin Test Co on Party Central');
  });

  it('keeps the owner (409) and makes another member the owner, the old owner an admin', async () => {
    const removeOwner = await callAs(
      ctx,
      admin,
      'DELETE',
      `/api/admin/companies/${companyId}/members/${owner.user.id}`,
    );
    expect(removeOwner.statusCode).toBe(409);
    expect(removeOwner.json().error.message).toBe(
      'You own Confetti Admin Test Co. Transfer ownership to another member before leaving.',
    );
    const approver = await member('approver', 'Archie Approver');
    const res = await callAs(ctx, admin, 'POST', `/api/admin/companies/${companyId}/owner`, {
      userId: approver.user.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Ownership transferred to Archie Approver' });
    expect(await roleOf(approver.user.id)).toMatchObject({ role: 'owner' });
    expect(await roleOf(owner.user.id)).toMatchObject({ role: 'admin' });
    const [entry] = await readAuditLog(ctx, admin, { action: 'company.ownership_transferred' });
    expect(entry).toMatchObject({ actorName: 'Ada Admin', entityId: companyId });
    const again = await callAs(ctx, admin, 'POST', `/api/admin/companies/${companyId}/owner`, {
      userId: approver.user.id,
    });
    expect(again.statusCode).toBe(409);
  });

  it('lets moderators read but not change; partners and associates get 403', async () => {
    const moderator = await signInAs(ctx, { role: null, isAdmin: true, adminRank: 'moderator' });
    expect((await callAs(ctx, moderator, 'GET', `/api/admin/companies/${companyId}`)).statusCode).toBe(200);
    const other = await signInAs(ctx, { name: uniqueName() });
    const post = (who: SignedIn) =>
      callAs(ctx, who, 'POST', `/api/admin/companies/${companyId}/members`, { email: other.user.email });
    expect((await post(moderator)).statusCode).toBe(403);
    expect((await post(owner)).statusCode).toBe(403);
    const associate = await signInAs(ctx, { role: 'associate', associateRole: 'sales' });
    expect((await post(associate)).statusCode).toBe(403);
    expect((await callAs(ctx, associate, 'GET', '/api/admin/companies')).statusCode).toBe(403);
  });
});
