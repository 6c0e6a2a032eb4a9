import type { ConvertLeadResponse, LeadList, LeadOwnerList } from '@party/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, userRoles, users } from '../../src/db/schema/index.ts';
import { authClient, signIn, signUp } from '../auth/auth-client.ts';
import { readAuditLog } from '../helpers/audit.ts';
import { createUser, type SignedIn, signInAs } from '../helpers/factories.ts';
import { createMailTestApp, type MailTestContext } from '../helpers/test-app.ts';
import { call } from '../orders/order-fixtures.ts';

let ctx: MailTestContext;
let sales: SignedIn;
let finance: SignedIn;
let admin: SignedIn;
let partner: SignedIn;

beforeAll(async () => {
  ctx = await createMailTestApp();
  sales = await signInAs(ctx, { role: 'associate', associateRole: 'sales', name: 'Sam Sales' });
  finance = await signInAs(ctx, { role: 'associate', associateRole: 'finance', name: 'Fiona Finance' });
  admin = await signInAs(ctx, { role: null, isAdmin: true, name: 'Ada Admin' });
  partner = await signInAs(ctx, { role: 'partner', name: 'Mitchell Events' });
}, 120_000);
afterAll(async () => {
  await ctx.close();
});

let seq = 0;
async function newLead(overrides: Partial<typeof leads.$inferInsert> = {}) {
  seq += 1;
  const [row] = await ctx.database.db
    .insert(leads)
    .values({
      source: 'quote',
      name: `Olivia Nguyen ${seq}`,
      email: `olivia.${seq}.${Date.now()}@example.com.au`,
      companyName: 'Bright Sparks Events',
      ...overrides,
    })
    .returning({ id: leads.id, email: leads.email });
  return row!;
}

const list = async (query = '', who = sales) => {
  const res = await call(ctx, who, 'GET', `/api/associate/leads${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as LeadList;
};

async function deliverMail() {
  await ctx.deliverMail();
}

describe('leads', () => {
  it('are for associates only: visitors 401, partners and non-associate admins 403', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/associate/leads' })).statusCode).toBe(401);
    expect((await call(ctx, partner, 'GET', '/api/associate/leads')).statusCode).toBe(403);
    expect((await call(ctx, admin, 'GET', '/api/associate/leads')).statusCode).toBe(403);
    expect((await call(ctx, finance, 'GET', '/api/associate/leads')).statusCode).toBe(200);
  });

  it('a sign-up becomes a new lead; the list opens on leads not yet won or lost, with counts per stage', async () => {
    const email = `new.signup.${Date.now()}@example.com.au`;
    const res = await signUp(ctx, { email, password: 'party-pass-123', name: 'Grace Lee' });
    expect(res.statusCode, res.body).toBe(200);
    const lost = await newLead({ stage: 'lost' });

    const open = await list();
    const signup = open.items.find((l) => l.email === email);
    expect(signup).toMatchObject({ source: 'signup', stage: 'new', name: 'Grace Lee' });
    expect(signup?.userId).not.toBeNull();
    expect(open.items.some((l) => l.id === lost.id)).toBe(false);
    expect(open.counts.lost).toBeGreaterThanOrEqual(1);
    expect((await list('?stage=lost')).items.map((l) => l.id)).toContain(lost.id);
    expect((await list('?search=GRACE%20lee')).items.map((l) => l.email)).toEqual([email]);
  });

  it('moves a lead through stages, gives it an associate owner and keeps notes', async () => {
    const lead = await newLead();
    const res = await call(ctx, sales, 'PATCH', `/api/associate/leads/${lead.id}`, {
      stage: 'contacted',
      assignedTo: finance.user.id,
      notes: '  Called; wants 200 balloons for a fun run.  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      stage: 'contacted',
      assignedTo: finance.user.id,
      ownerName: 'Fiona Finance',
      notes: 'Called; wants 200 balloons for a fun run.',
    });
    const owners = (await call(ctx, sales, 'GET', '/api/associate/leads/owners')).json() as LeadOwnerList;
    expect(owners.items.map((o) => o.name)).toEqual(expect.arrayContaining(['Fiona Finance', 'Sam Sales']));
    expect(owners.items.map((o) => o.id)).not.toContain(partner.user.id);

    const toPartner = await call(ctx, sales, 'PATCH', `/api/associate/leads/${lead.id}`, {
      assignedTo: partner.user.id,
    });
    expect(toPartner.statusCode).toBe(400);
    expect(toPartner.body).toContain('The owner must be an active associate.');
    const badStage = await call(ctx, sales, 'PATCH', `/api/associate/leads/${lead.id}`, { stage: 'hot' });
    expect(badStage.statusCode).toBe(400);
    const nothing = await call(ctx, sales, 'PATCH', `/api/associate/leads/${lead.id}`, {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.body).toContain('Change the stage, the owner or the notes');
    const cleared = await call(ctx, sales, 'PATCH', `/api/associate/leads/${lead.id}`, {
      notes: '',
      assignedTo: null,
    });
    expect(cleared.json()).toMatchObject({ notes: null, assignedTo: null, ownerName: null });
    const missing = await call(ctx, sales, 'PATCH', `/api/associate/leads/${crypto.randomUUID()}`, {
      stage: 'lost',
    });
    expect(missing.statusCode).toBe(404);
  });

  it("puts each staff change and the conversion on the audit log, by the lead's name and email", async () => {
    const lead = await newLead({ name: 'Audited Lead' });
    await call(ctx, sales, 'PATCH', `/api/associate/leads/${lead.id}`, {
      stage: 'contacted',
      assignedTo: finance.user.id,
    });
    await call(ctx, finance, 'PATCH', `/api/associate/leads/${lead.id}`, { notes: 'Wants a quote' });
    const converted = await call(ctx, finance, 'POST', `/api/associate/leads/${lead.id}/convert`, {});
    expect(converted.statusCode, converted.body).toBe(200);

    const label = `Audited Lead (${lead.email})`;
    const entries = (await readAuditLog(ctx, admin, { entity: 'lead' })).filter(
      (e) => e.entityId === lead.id,
    );
    expect(entries.map((e) => [e.action, e.actorName, e.entityLabel])).toEqual([
      ['lead.converted', 'Fiona Finance', label],
      ['lead.updated', 'Fiona Finance', label],
      ['lead.updated', 'Sam Sales', label],
    ]);
    expect(entries[2]).toMatchObject({
      oldValues: { stage: 'new', assignedTo: null },
      newValues: { stage: 'contacted', assignedTo: finance.user.id },
    });
    expect(entries[1]).toMatchObject({ oldValues: { notes: null }, newValues: { notes: 'Wants a quote' } });
    expect(entries[0]).toMatchObject({ oldValues: { stage: 'contacted' }, newValues: { stage: 'won' } });
  });

  it('converts a lead once: a partner account, an invitation email whose link sets the password, stage won', async () => {
    const lead = await newLead({ name: 'Harper Wilson' });
    const [first, second] = await Promise.all([
      call(ctx, sales, 'POST', `/api/associate/leads/${lead.id}/convert`, {}),
      call(ctx, finance, 'POST', `/api/associate/leads/${lead.id}/convert`, {}),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const ok = (first.statusCode === 200 ? first : second).json() as ConvertLeadResponse;
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.body).toContain('This lead has already been converted.');
    expect(ok.accountCreated).toBe(true);
    expect(ok.lead).toMatchObject({ stage: 'won' });
    expect(ok.lead.convertedAt).not.toBeNull();

    const [account] = await ctx.database.db.select().from(users).where(eq(users.email, lead.email));
    expect(account?.id).toBe(ok.lead.userId);
    const [role] = await ctx.database.db.select().from(userRoles).where(eq(userRoles.userId, account!.id));
    expect(role?.role).toBe('partner');

    await deliverMail();
    const mail = await ctx.sink.waitForMail((m) => m.to.includes(lead.email));
    expect(mail.subject).toBe('Your Party Central partner account is ready');
    expect(mail.text).toContain('Hi Harper Wilson,');
    const token = /update-password\?token=([\w-]+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();
    const client = authClient(ctx);
    const reset = await client.post('/reset-password', { token, newPassword: 'my-own-pass-7' });
    expect(reset.statusCode, reset.body).toBe(200);
    const { res } = await signIn(ctx, lead.email, 'my-own-pass-7');
    expect(res.statusCode, res.body).toBe(200);

    // Won for good: it cannot be reopened.
    const reopen = await call(ctx, sales, 'PATCH', `/api/associate/leads/${lead.id}`, { stage: 'new' });
    expect(reopen.statusCode).toBe(409);
  });

  it('converting an existing partner reuses the account and sends no invitation; lost leads and staff emails are refused', async () => {
    const existing = await createUser(ctx, { role: 'partner', name: 'Already Partner' });
    const lead = await newLead({ email: existing.email });
    const res = await call(ctx, sales, 'POST', `/api/associate/leads/${lead.id}/convert`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ accountCreated: false, lead: { userId: existing.id, stage: 'won' } });

    const lost = await newLead({ stage: 'lost' });
    const closed = await call(ctx, sales, 'POST', `/api/associate/leads/${lost.id}/convert`, {});
    expect(closed.statusCode).toBe(409);

    const staffEmail = await newLead({ email: finance.user.email });
    const refused = await call(ctx, sales, 'POST', `/api/associate/leads/${staffEmail.id}/convert`, {});
    expect(refused.statusCode).toBe(409);
    const [unchanged] = await ctx.database.db.select().from(leads).where(eq(leads.id, staffEmail.id));
    expect(unchanged).toMatchObject({ stage: 'new', convertedAt: null });
  });
});
