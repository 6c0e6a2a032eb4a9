import { businessDay, campaignMessages } from '@party/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, notifications, orders } from '../../src/db/schema/index.ts';
import { advanceCampaigns } from '../../src/domains/campaigns/advance-campaigns.ts';
import { companyIdOf } from '../../src/domains/companies/company-membership.ts';
import { readAuditLog } from '../helpers/audit.ts';
import { type SignedIn, signInAs } from '../helpers/factories.ts';
import { createMailTestApp, type MailTestContext } from '../helpers/test-app.ts';
import { call, createStockedProduct } from '../orders/order-fixtures.ts';
import { campaignBody, dayFromToday, postCampaign, shiftCampaign } from './campaign-fixtures.ts';

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

const url = (id: string, action = '') => `/api/associate/campaigns/${id}${action ? `/${action}` : ''}`;

async function stored(id: string) {
  const [row] = await ctx.database.db.select().from(campaigns).where(eq(campaigns.id, id));
  return row!;
}

async function submit(id: string, who = sales) {
  return call(ctx, who, 'POST', url(id, 'submit'), {});
}

describe('campaign access', () => {
  it('needs a session, and an associate (or an admin, to read and review)', async () => {
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/associate/campaigns',
      payload: campaignBody(),
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await call(ctx, partner, 'GET', '/api/associate/campaigns')).statusCode).toBe(403);
    expect((await call(ctx, admin, 'GET', '/api/associate/campaigns')).statusCode).toBe(200);
    // An admin who is not an associate reviews campaigns but does not write them.
    expect((await call(ctx, admin, 'POST', '/api/associate/campaigns', campaignBody())).statusCode).toBe(403);
  });
});

describe('create campaign', () => {
  it('saves a draft with its own promo code and the creator, applying to everything by default', async () => {
    const res = await call(
      ctx,
      sales,
      'POST',
      '/api/associate/campaigns',
      campaignBody({ name: 'Party Time' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const campaign = res.json();
    expect(campaign).toMatchObject({
      name: 'Party Time',
      status: 'draft',
      approvalStatus: null,
      discountType: 'percentage',
      targetSegment: 'all',
      isAutoApply: false,
      usageCount: 0,
      usageLimit: null,
      createdByName: 'Sam Sales',
      appliesToAll: true,
      startDate: businessDay(),
    });
    expect(campaign.promoCode).toMatch(/^PARTYTIM[A-Z2-9]{4}$/);
    // It runs to the end of its last day: the start of the next Sydney day.
    expect(new Date(campaign.endsAt).getTime()).toBeGreaterThan(new Date(campaign.startsAt).getTime());
  });

  it('refuses invalid campaign fields, each with its text', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '   ' }, 'name', campaignMessages.nameRequired],
      [{ discountValue: -1 }, 'discountValue', campaignMessages.discountPositive],
      [{ startDate: '' }, 'startDate', campaignMessages.startRequired],
      [{ endDate: '' }, 'endDate', campaignMessages.endRequired],
      [{ endDate: businessDay() }, 'endDate', campaignMessages.endAfterStart],
      [{ targetSegment: '' }, 'targetSegment', campaignMessages.segmentRequired],
      [{ startDate: dayFromToday(-1) }, 'startDate', campaignMessages.pastDate],
      [{ appliesToAll: false }, 'categories', campaignMessages.chooseTarget],
      [{ discountValue: 150 }, 'discountValue', 'A percentage discount must be at most 100'],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await call(
        ctx,
        sales,
        'POST',
        '/api/associate/campaigns',
        campaignBody(overrides as never),
      );
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().error.fields?.[field], JSON.stringify(overrides)).toBe(message);
    }
  });

  it('applies to chosen categories and products, and refuses a product not in the catalogue', async () => {
    const product = await createStockedProduct(ctx, { name: 'Gold Foil Balloon' });
    const res = await call(
      ctx,
      sales,
      'POST',
      '/api/associate/campaigns',
      campaignBody({ appliesToAll: false, categories: ['tableware'], productIds: [product.id] }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      appliesToAll: false,
      categories: ['tableware'],
      products: [{ id: product.id, name: 'Gold Foil Balloon' }],
    });
    const missing = await call(
      ctx,
      sales,
      'POST',
      '/api/associate/campaigns',
      campaignBody({ appliesToAll: false, productIds: ['00000000-0000-4000-8000-000000000000'] }),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toMatch(/no longer in the catalogue/);
  });
});

describe('campaign list', () => {
  it('shows tabs with counts, newest first, searchable by name or code, without the deleted', async () => {
    const tag = `Zeta${Date.now()}`;
    const a = await postCampaign(ctx, sales, { name: `${tag} One` });
    const b = await postCampaign(ctx, sales, { name: `${tag} Two` });
    const c = await postCampaign(ctx, sales, { name: `${tag} Three` });
    await call(ctx, sales, 'DELETE', url(c.id));
    await submit(b.id);
    await call(ctx, finance, 'POST', url(b.id, 'approve'), {});
    const all = (await call(ctx, sales, 'GET', `/api/associate/campaigns?search=${tag}`)).json();
    expect(all.items.map((i: { id: string }) => i.id)).toEqual([b.id, a.id]);
    expect(all.counts).toEqual({ active: 1, scheduled: 0, draft: 1, ended: 0, all: 2 });
    const drafts = (await call(ctx, sales, 'GET', `/api/associate/campaigns?tab=draft&search=${tag}`)).json();
    expect(drafts.items.map((i: { id: string }) => i.id)).toEqual([a.id]);
    expect(drafts.total).toBe(1);
    const byCode = (
      await call(ctx, sales, 'GET', `/api/associate/campaigns?search=${a.promoCode.toLowerCase()}`)
    ).json();
    expect(byCode.items.map((i: { id: string }) => i.id)).toEqual([a.id]);
  });
});

describe('campaign lifecycle', () => {
  it('edits a draft (back to a plain draft), submits it, and refuses edits while it waits', async () => {
    const campaign = await postCampaign(ctx, sales);
    const edited = await call(
      ctx,
      sales,
      'PUT',
      url(campaign.id),
      campaignBody({ name: 'Renamed', discountValue: 15 }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Renamed',
      discountValue: 15,
      promoCode: campaign.promoCode,
    });
    const submitted = await submit(campaign.id);
    expect(submitted.json()).toMatchObject({ status: 'draft', approvalStatus: 'pending' });
    expect((await call(ctx, sales, 'PUT', url(campaign.id), campaignBody())).statusCode).toBe(409);
    expect((await submit(campaign.id)).statusCode).toBe(409);
  });

  it('lets only finance or an admin approve; a sales associate is refused', async () => {
    const campaign = await postCampaign(ctx, sales, {
      startDate: dayFromToday(3),
      endDate: dayFromToday(10),
    });
    await submit(campaign.id);
    const bySales = await call(ctx, sales, 'POST', url(campaign.id, 'approve'), {});
    expect(bySales.statusCode).toBe(403);
    const byAdmin = await call(ctx, admin, 'POST', url(campaign.id, 'approve'), {});
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    // Its start is days away: scheduled until then.
    expect(byAdmin.json()).toMatchObject({
      status: 'scheduled',
      approvalStatus: 'approved',
      approvedByName: 'Ada Admin',
    });
    expect((await call(ctx, finance, 'POST', url(campaign.id, 'approve'), {})).statusCode).toBe(409);
  });

  it('lets nobody approve or reject a campaign they created or submitted, admins included', async () => {
    const refusal =
      'You created or submitted this campaign, so another finance associate or administrator must approve or reject it.';
    // Finance creates, submits and tries to approve their own 100%-off campaign.
    const own = await postCampaign(ctx, finance, { name: 'All Free', discountValue: 100 });
    expect((await submit(own.id, finance)).statusCode).toBe(200);
    const self = await call(ctx, finance, 'POST', url(own.id, 'approve'), {});
    expect(self.statusCode).toBe(403);
    expect(self.json().error.message).toBe(refusal);
    const selfReject = await call(ctx, finance, 'POST', url(own.id, 'reject'), { reason: 'Mine' });
    expect(selfReject.statusCode).toBe(403);
    expect(await stored(own.id)).toMatchObject({ status: 'draft', approvalStatus: 'pending' });
    expect((await call(ctx, admin, 'GET', url(own.id))).json().authorIds).toEqual([
      finance.user.id,
      finance.user.id,
    ]);

    // Sales created it, an admin who is also an associate submitted it: that admin may not approve it.
    const adminAssociate = await signInAs(ctx, {
      role: 'associate',
      associateRole: 'sales',
      isAdmin: true,
      name: 'Alex Admin',
    });
    const submitted = await postCampaign(ctx, sales, { name: 'Admin Submitted' });
    expect((await submit(submitted.id, adminAssociate)).statusCode).toBe(200);
    const bySubmitter = await call(ctx, adminAssociate, 'POST', url(submitted.id, 'approve'), {});
    expect(bySubmitter.statusCode).toBe(403);
    expect(bySubmitter.json().error.message).toBe(refusal);
    const byOther = await call(ctx, finance, 'POST', url(submitted.id, 'approve'), {});
    expect(byOther.statusCode, byOther.body).toBe(200);
  });

  it('tells the finance associates who may approve a submitted campaign, by bell and email, and counts it as their task', async () => {
    const pendingTasks = async (who: SignedIn) =>
      (await call(ctx, who, 'GET', '/api/associate/overview')).json().campaignsAwaitingApproval as number;
    const before = await pendingTasks(finance);
    const campaign = await postCampaign(ctx, sales, { name: 'Tell Finance Campaign' });
    expect((await submit(campaign.id)).statusCode).toBe(200);
    const bell = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, finance.user.id));
    expect(bell.map((n) => n.title)).toContain('Campaign "Tell Finance Campaign" needs your approval');
    await ctx.deliverMail();
    const mail = await ctx.sink.waitForMail(
      (m) =>
        m.to.includes(finance.user.email) &&
        m.subject === 'Campaign "Tell Finance Campaign" needs your approval',
    );
    expect(mail.text).toContain(
      `Sam Sales submitted the campaign "Tell Finance Campaign" (promo code ${campaign.promoCode}) for approval.`,
    );
    expect(await pendingTasks(finance)).toBe(before + 1);
    // Sales approves nothing; finance's own submission is someone else's task.
    expect(await pendingTasks(sales)).toBe(0);
    const own = await postCampaign(ctx, finance, { name: 'Finance Own Campaign' });
    await submit(own.id, finance);
    expect(await pendingTasks(finance)).toBe(before + 1);
    const ownBell = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, finance.user.id));
    expect(ownBell.map((n) => n.title)).not.toContain('Campaign "Finance Own Campaign" needs your approval');
    await call(ctx, admin, 'POST', url(campaign.id, 'approve'), {});
    expect(await pendingTasks(finance)).toBe(before);
  });

  it('tells the submitter of an approval live and by email', async () => {
    const campaign = await postCampaign(ctx, sales, { name: 'Mail Me Campaign' });
    await submit(campaign.id);
    const res = await call(ctx, finance, 'POST', url(campaign.id, 'approve'), {});
    expect(res.json()).toMatchObject({ status: 'active' });
    const notes = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, sales.user.id));
    expect(notes.map((n) => n.message)).toContain(
      'Your campaign "Mail Me Campaign" has been approved and is now active.',
    );
    await ctx.deliverMail();
    const mail = await ctx.sink.waitForMail(
      (m) => m.to.includes(sales.user.email) && m.subject === 'Campaign approved: Mail Me Campaign',
    );
    expect(mail.text).toContain(`Promo code: ${campaign.promoCode}`);
  });

  it('rejects with a reason (required), tells the submitter, and the draft can be edited and resubmitted', async () => {
    const campaign = await postCampaign(ctx, sales, { name: 'Too Generous' });
    await submit(campaign.id);
    const noReason = await call(ctx, finance, 'POST', url(campaign.id, 'reject'), { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields.reason).toBe(campaignMessages.rejectionReasonRequired);
    const rejected = await call(ctx, finance, 'POST', url(campaign.id, 'reject'), {
      reason: 'Discount too deep',
    });
    expect(rejected.json()).toMatchObject({
      status: 'draft',
      approvalStatus: 'rejected',
      rejectionReason: 'Discount too deep',
    });
    const notes = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, sales.user.id));
    expect(notes.map((n) => n.message)).toContain(
      'Your campaign "Too Generous" was rejected: Discount too deep.',
    );
    const edited = await call(
      ctx,
      sales,
      'PUT',
      url(campaign.id),
      campaignBody({ name: 'Too Generous', discountValue: 5 }),
    );
    expect(edited.json()).toMatchObject({ approvalStatus: null, rejectionReason: null });
    expect((await submit(campaign.id)).json().approvalStatus).toBe('pending');
  });

  it('puts each approval and rejection on the audit log, by campaign name and promo code and who decided', async () => {
    const approved = await postCampaign(ctx, sales, { name: 'Audited Approval', discountValue: 15 });
    await submit(approved.id);
    await call(ctx, finance, 'POST', url(approved.id, 'approve'), {});
    const rejected = await postCampaign(ctx, sales, { name: 'Audited Rejection' });
    await submit(rejected.id);
    await call(ctx, admin, 'POST', url(rejected.id, 'reject'), { reason: 'Overlaps the spring sale' });

    const entries = await readAuditLog(ctx, admin, { entity: 'campaign' });
    expect(entries.find((e) => e.entityId === approved.id)).toMatchObject({
      action: 'campaign.approved',
      actorName: 'Fiona Finance',
      entityLabel: `Audited Approval (${approved.promoCode})`,
      oldValues: { approvalStatus: 'pending' },
      newValues: { status: 'active', approvalStatus: 'approved', discountValue: 15 },
    });
    expect(entries.find((e) => e.entityId === rejected.id)).toMatchObject({
      action: 'campaign.rejected',
      actorName: 'Ada Admin',
      entityLabel: `Audited Rejection (${rejected.promoCode})`,
      newValues: { approvalStatus: 'rejected', reason: 'Overlaps the spring sale' },
    });
  });

  it('soft-deletes drafts only', async () => {
    const draft = await postCampaign(ctx, sales);
    const res = await call(ctx, sales, 'DELETE', url(draft.id));
    expect(res.statusCode).toBe(204);
    expect((await stored(draft.id)).status).toBe('cancelled');
    expect((await call(ctx, sales, 'DELETE', url(draft.id))).statusCode).toBe(404);

    const live = await postCampaign(ctx, sales);
    await submit(live.id);
    await call(ctx, finance, 'POST', url(live.id, 'approve'), {});
    const refused = await call(ctx, sales, 'DELETE', url(live.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('This campaign is active; only a draft can be deleted.');
  });

  it('is moved by the job: scheduled → active at its start, → ended at its end', async () => {
    const campaign = await postCampaign(ctx, sales, { startDate: dayFromToday(2), endDate: dayFromToday(5) });
    await submit(campaign.id);
    await call(ctx, finance, 'POST', url(campaign.id, 'approve'), {});
    expect((await stored(campaign.id)).status).toBe('scheduled');
    await ctx.database.db.transaction((tx) => advanceCampaigns(tx));
    expect((await stored(campaign.id)).status).toBe('scheduled');
    await shiftCampaign(ctx, campaign.id, -1, 1);
    await ctx.database.db.transaction((tx) => advanceCampaigns(tx));
    expect((await stored(campaign.id)).status).toBe('active');
    await shiftCampaign(ctx, campaign.id, -3, -1);
    await ctx.database.db.transaction((tx) => advanceCampaigns(tx));
    expect((await stored(campaign.id)).status).toBe('ended');
  });

  it("puts create, edit, submit, delete and the job's moves on the audit log, by name and promo code", async () => {
    const campaign = await postCampaign(ctx, sales, {
      name: 'Audited Lifecycle',
      startDate: dayFromToday(2),
      endDate: dayFromToday(5),
    });
    await call(
      ctx,
      sales,
      'PUT',
      url(campaign.id),
      campaignBody({
        name: 'Audited Lifecycle',
        discountValue: 20,
        appliesToAll: false,
        categories: ['tableware'],
        startDate: dayFromToday(2),
        endDate: dayFromToday(5),
      }),
    );
    await submit(campaign.id);
    await call(ctx, finance, 'POST', url(campaign.id, 'approve'), {});
    await shiftCampaign(ctx, campaign.id, -1, 1);
    await ctx.database.db.transaction((tx) => advanceCampaigns(tx));
    await shiftCampaign(ctx, campaign.id, -3, -1);
    await ctx.database.db.transaction((tx) => advanceCampaigns(tx));
    const draft = await postCampaign(ctx, sales, { name: 'Audited Delete' });
    await call(ctx, sales, 'DELETE', url(draft.id));

    const entries = await readAuditLog(ctx, admin, { entity: 'campaign' });
    const label = `Audited Lifecycle (${campaign.promoCode})`;
    expect(
      entries.filter((e) => e.entityId === campaign.id).map((e) => [e.action, e.actorName, e.entityLabel]),
    ).toEqual([
      ['campaign.ended', 'System', label],
      ['campaign.started', 'System', label],
      ['campaign.approved', 'Fiona Finance', label],
      ['campaign.submitted', 'Sam Sales', label],
      ['campaign.updated', 'Sam Sales', label],
      ['campaign.created', 'Sam Sales', label],
    ]);
    expect(entries.find((e) => e.action === 'campaign.updated' && e.entityId === campaign.id)).toMatchObject({
      oldValues: { discountValue: '10.00', appliesToAll: true, categories: [] },
      newValues: { discountValue: '20.00', appliesToAll: false, categories: ['tableware'] },
    });
    // Only what changed: the dates and the name were saved again as they were.
    expect(
      Object.keys(
        entries.find((e) => e.action === 'campaign.updated' && e.entityId === campaign.id)!.newValues!,
      ).sort(),
    ).toEqual(['appliesToAll', 'categories', 'discountValue']);
    expect(entries.find((e) => e.action === 'campaign.ended' && e.entityId === campaign.id)).toMatchObject({
      oldValues: { status: 'active' },
      newValues: { status: 'ended' },
    });
    expect(entries.find((e) => e.entityId === draft.id)).toMatchObject({
      action: 'campaign.deleted',
      actorName: 'Sam Sales',
      entityLabel: `Audited Delete (${draft.promoCode})`,
    });
  });
});

describe('campaign analytics', () => {
  it('counts uses, revenue and discount per day from the orders that used it (not cancelled ones)', async () => {
    const campaign = await postCampaign(ctx, sales);
    const base = {
      partnerId: partner.user.id,
      companyId: companyIdOf(partner.user.id),
      campaignId: campaign.id,
      promoCode: campaign.promoCode,
      paymentMethod: 'invoice' as const,
    };
    await ctx.database.db.insert(orders).values([
      { ...base, totalAmount: '90.00', discountAmount: '10.00', createdAt: new Date('2026-03-02T01:00:00Z') },
      { ...base, totalAmount: '45.50', discountAmount: '5.05', createdAt: new Date('2026-03-02T03:00:00Z') },
      { ...base, totalAmount: '18.00', discountAmount: '2.00', createdAt: new Date('2026-03-04T23:30:00Z') },
      { ...base, status: 'cancelled', totalAmount: '500.00', discountAmount: '50.00' },
    ]);
    const res = await call(ctx, sales, 'GET', url(campaign.id, 'analytics'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      uses: 3,
      revenue: 153.5,
      discountGiven: 17.05,
      days: [
        { date: '2026-03-02', uses: 2, revenue: 135.5, discountGiven: 15.05 },
        // 23:30 UTC on the 4th is the 5th in Sydney.
        { date: '2026-03-05', uses: 1, revenue: 18, discountGiven: 2 },
      ],
    });
  });
});
