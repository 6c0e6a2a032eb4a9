import type { CompanyMember } from '@party/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyMembers, sessions } from '../../src/db/schema/index.ts';
import { addToCompany, companyOf } from '../helpers/companies.ts';
import { callAs, type SignedIn, signInAs } from '../helpers/factories.ts';
import { createMailTestApp, type MailTestContext } from '../helpers/test-app.ts';
import { openEventStream } from '../platform/sse-client.ts';

let ctx: MailTestContext;
let owner: SignedIn;
let admin: SignedIn;
let companyId: string;

beforeAll(async () => {
  ctx = await createMailTestApp();
  owner = await signInAs(ctx, { name: 'Olivia Owner' });
  companyId = await companyOf(ctx, owner.user.id);
  await ctx.database.db
    .update(companies)
    .set({ name: 'Confetti & Co. Events' })
    .where(eq(companies.id, companyId));
  admin = await member('admin', 'Adam Admin');
}, 120_000);
afterAll(() => ctx.close());

async function member(role: 'admin' | 'buyer' | 'approver' | 'viewer', name = 'Bella Buyer') {
  const who = await signInAs(ctx, { name });
  await addToCompany(ctx, who.user.id, companyId, role);
  return who;
}

const members = async (who = owner) => {
  const res = await callAs(ctx, who, 'GET', '/api/partner/company/members');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: CompanyMember[] }).items;
};
const roleOf = async (userId: string) =>
  (await ctx.database.db.select().from(companyMembers).where(eq(companyMembers.userId, userId)))[0];

describe('company members', () => {
  it('requires authentication', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/partner/company/members' })).statusCode).toBe(
      401,
    );
  });

  it('lists the company and its members to every member', async () => {
    const viewer = await member('viewer', 'Vera Viewer');
    const company = await callAs(ctx, viewer, 'GET', '/api/partner/company');
    expect(company.json()).toEqual({ id: companyId, name: 'Confetti & Co. Events', myRole: 'viewer' });
    const names = (await members(viewer)).map((m) => m.name);
    expect(names).toEqual(expect.arrayContaining(['Olivia Owner', 'Adam Admin', 'Vera Viewer']));
  });

  it("changes a buyer's role and limits; nobody their own; admins not the owner or other admins", async () => {
    const buyer = await member('buyer');
    const put = (who: SignedIn, userId: string, body: unknown) =>
      callAs(ctx, who, 'PUT', `/api/partner/company/members/${userId}`, body);
    const ok = await put(admin, buyer.user.id, { role: 'buyer', orderLimit: 500, monthlyLimit: '2000.50' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ role: 'buyer', orderLimit: 500, monthlyLimit: 2000.5 });
    expect(await roleOf(buyer.user.id)).toMatchObject({ orderLimit: '500.00', monthlyLimit: '2000.50' });

    const own = await put(admin, admin.user.id, { role: 'admin', orderLimit: null });
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe('Nobody changes their own role or limits.');
    const overOwner = await put(admin, owner.user.id, { role: 'buyer' });
    expect(overOwner.statusCode).toBe(403);
    expect(overOwner.json().error.message).toBe('Admins cannot change or remove the owner or other admins.');
    const other = await member('admin', 'Alex Admin');
    expect((await put(admin, other.user.id, { role: 'buyer' })).statusCode).toBe(403);
    expect((await put(admin, buyer.user.id, { role: 'admin' })).statusCode).toBe(403);
    expect((await put(owner, other.user.id, { role: 'approver', orderLimit: 0 })).statusCode).toBe(200);
    const refused = await put(buyer, admin.user.id, { role: 'buyer' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      "Your role in Confetti & Co. Events (buyer) doesn't allow this.",
    );
  });

  it('removes a member: their next request is 401, they own a new empty company, and they get the email', async () => {
    const buyer = await member('buyer', 'Rita Removed');
    expect((await callAs(ctx, buyer, 'GET', '/api/partner/company')).statusCode).toBe(200);
    const res = await callAs(ctx, admin, 'DELETE', `/api/partner/company/members/${buyer.user.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Rita Removed removed from Confetti & Co. Events');
    expect((await callAs(ctx, buyer, 'GET', '/api/partner/company')).statusCode).toBe(401);
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, buyer.user.id))).toEqual(
      [],
    );
    const now = await roleOf(buyer.user.id);
    expect(now?.role).toBe('owner');
    expect(now?.companyId).not.toBe(companyId);
    expect((await members()).some((m) => m.userId === buyer.user.id)).toBe(false);
    await ctx.deliverMail();
    const mail = await ctx.sink.waitForMail((m) => m.to.includes(buyer.user.email));
    expect(mail.subject).toBe('You no longer have access to Confetti & Co. Events on Party Central');
    const again = await signInAs(ctx, { user: buyer.user });
    expect((await callAs(ctx, again, 'GET', '/api/partner/company')).json().myRole).toBe('owner');
  });

  it("tells the company's open pages live and ends the removed member's stream, no one else's", async () => {
    const baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const buyer = await member('buyer', 'Sam Stream');
    const outsider = await signInAs(ctx, {});
    const mine = await openEventStream(baseUrl, owner.cookie);
    const theirs = await openEventStream(baseUrl, buyer.cookie);
    const other = await openEventStream(baseUrl, outsider.cookie);
    try {
      expect(
        (await callAs(ctx, owner, 'DELETE', `/api/partner/company/members/${buyer.user.id}`)).statusCode,
      ).toBe(200);
      expect((await mine.waitFor((e) => e.event === 'company.changed')).data).toEqual({ companyId });
      await theirs.waitFor((e) => e.event === 'user.changed');
      await expect(theirs.ended).resolves.toBe('end');
      // One dispatch reaches every stream it is for: the outsider's has had its chance.
      expect(other.events.some((e) => e.event === 'company.changed' || e.event === 'user.changed')).toBe(
        false,
      );
    } finally {
      for (const stream of [mine, theirs, other]) stream.close();
    }
  });

  it('keeps the owner: they cannot leave or remove themselves, and admins cannot remove them or other admins', async () => {
    const ownerText = 'You own Confetti & Co. Events. Transfer ownership to another member before leaving.';
    const leave = await callAs(ctx, owner, 'POST', '/api/partner/company/leave');
    expect(leave.statusCode).toBe(409);
    expect(leave.json().error.message).toBe(ownerText);
    const self = await callAs(ctx, owner, 'DELETE', `/api/partner/company/members/${owner.user.id}`);
    expect(self.json().error.message).toBe(ownerText);
    const byAdmin = await callAs(ctx, admin, 'DELETE', `/api/partner/company/members/${owner.user.id}`);
    expect(byAdmin.statusCode).toBe(403);
    const other = await member('admin', 'Andy Admin');
    expect(
      (await callAs(ctx, admin, 'DELETE', `/api/partner/company/members/${other.user.id}`)).statusCode,
    ).toBe(403);
  });

  it('lets a member leave, signed out at once', async () => {
    const viewer = await member('viewer', 'Lee Leaver');
    expect((await callAs(ctx, viewer, 'POST', '/api/partner/company/leave')).statusCode).toBe(204);
    expect((await callAs(ctx, viewer, 'GET', '/api/partner/company')).statusCode).toBe(401);
    expect((await roleOf(viewer.user.id))?.companyId).not.toBe(companyId);
  });

  it('transfers ownership: the new owner loses limits, the old one becomes an admin', async () => {
    const approver = await member('approver', 'Nina New');
    await addToCompany(ctx, approver.user.id, companyId, 'approver', { orderLimit: '100.00' });
    expect(
      (
        await callAs(ctx, admin, 'POST', '/api/partner/company/transfer-ownership', {
          userId: approver.user.id,
        })
      ).statusCode,
    ).toBe(403);
    const res = await callAs(ctx, owner, 'POST', '/api/partner/company/transfer-ownership', {
      userId: approver.user.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Ownership transferred to Nina New');
    expect(await roleOf(approver.user.id)).toMatchObject({ role: 'owner', orderLimit: null });
    expect((await roleOf(owner.user.id))?.role).toBe('admin');
    // And back, so the other tests keep their owner.
    const back = await callAs(ctx, approver, 'POST', '/api/partner/company/transfer-ownership', {
      userId: owner.user.id,
    });
    expect(back.statusCode).toBe(200);
    expect((await roleOf(approver.user.id))?.role).toBe('admin');
  });

  it("keeps company B out of A's members (404)", async () => {
    const outsider = await signInAs(ctx, {});
    const buyer = await member('buyer');
    const put = await callAs(ctx, outsider, 'PUT', `/api/partner/company/members/${buyer.user.id}`, {
      role: 'viewer',
    });
    expect(put.statusCode).toBe(404);
    expect(
      (await callAs(ctx, outsider, 'DELETE', `/api/partner/company/members/${buyer.user.id}`)).statusCode,
    ).toBe(404);
    const transfer = await callAs(ctx, outsider, 'POST', '/api/partner/company/transfer-ownership', {
      userId: buyer.user.id,
    });
    expect(transfer.statusCode).toBe(404);
    expect((await members(outsider)).map((m) => m.userId)).toEqual([outsider.user.id]);
  });

  it('refuses bad input with readable 4xx answers', async () => {
    const buyer = await member('buyer');
    const bad = await callAs(ctx, owner, 'PUT', `/api/partner/company/members/${buyer.user.id}`, {
      role: 'owner',
      orderLimit: 'lots',
    });
    expect(bad.statusCode).toBe(400);
    expect((await callAs(ctx, owner, 'DELETE', '/api/partner/company/members/not-a-uuid')).statusCode).toBe(
      400,
    );
  });
});
