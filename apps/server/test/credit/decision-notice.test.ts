import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, notifications } from '../../src/db/schema/index.ts';
import { addCompanyMember, companyOf } from '../helpers/companies.ts';
import { callAs, type SignedIn, signInAs } from '../helpers/factories.ts';
import { createMailTestApp, type MailTestContext } from '../helpers/test-app.ts';
import { type EventStream, openEventStream } from '../platform/sse-client.ts';

/** docs/product/admin-area.md, Credit Limit Requests: the partner hears of the decision by bell, email and live update. */
let ctx: MailTestContext;
let baseUrl: string;
let finance: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  ctx = await createMailTestApp();
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  finance = await signInAs(ctx, { role: 'associate', associateRole: 'finance' });
  admin = await signInAs(ctx, { role: null, isAdmin: true });
}, 120_000);
afterAll(async () => {
  await ctx.close();
});

const drain = () => ctx.deliverMail();

async function requestAs(partner: SignedIn) {
  const res = await callAs(ctx, partner, 'POST', '/api/partner/credit/requests', {
    requestedLimit: 25000,
    currentSpending: 9000,
    reason: 'Spring wedding season doubles our volume.',
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string };
}

async function withStreams<T>(who: SignedIn[], run: (streams: EventStream[]) => Promise<T>) {
  const streams = await Promise.all(who.map((w) => openEventStream(baseUrl, w.cookie)));
  try {
    return await run(streams);
  } finally {
    for (const s of streams) s.close();
  }
}

describe('credit decision reaches the partner', () => {
  it('approval: the partner gets the credit_decision email with limit and terms, a bell entry and a live update; the reviewers’ list and their company refresh live', async () => {
    const partner = await signInAs(ctx, { role: 'partner', name: 'Penny Platypus' });
    // The limit is the company's (docs/product/company-accounts.md): every member's Credit tab refreshes.
    const colleague = await addCompanyMember(ctx, await companyOf(ctx, partner.user.id), {
      role: 'viewer',
    });
    const { id } = await requestAs(partner);
    await withStreams([partner, admin, colleague], async ([partnerStream, adminStream, colleagueStream]) => {
      const res = await callAs(ctx, finance, 'POST', `/api/associate/credit-requests/${id}/approve`, {
        approvedLimit: 20000,
        paymentTerms: 'net_45',
        creditScore: 78,
        notes: 'Good trade history.',
      });
      expect(res.statusCode).toBe(200);
      // The request's own event (pending) may still be on its way over PostgreSQL's NOTIFY: wait for the decision's.
      const approved = (e: { event: string; data: unknown }) =>
        e.event === 'credit_request.changed' && (e.data as { status?: string }).status === 'approved';
      const live = await partnerStream!.waitFor(approved);
      expect(live.data).toEqual({ requestId: id, status: 'approved' });
      const shared = await colleagueStream!.waitFor(approved);
      expect(shared.data).toEqual({ requestId: id, status: 'approved' });
      await adminStream!.waitFor(
        (e) => e.event === 'credit_request.changed' && (e.data as { status: string }).status === 'approved',
      );
      await partnerStream!.waitFor((e) => e.event === 'notification.created');
    });
    const bell = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, partner.user.id));
    expect(bell.map((n) => [n.title, n.message, n.actionUrl])).toContainEqual([
      'Credit limit approved',
      'Your credit limit of $20,000.00 on Net 45 terms is ready to use.',
      '/partner/account?tab=credit',
    ]);
    await drain();
    const mail = await ctx.sink.waitForMail(
      (m) => m.to.includes(partner.user.email) && m.subject === 'Your credit limit request has been approved',
    );
    expect(mail.text).toContain('Hi Penny Platypus,');
    expect(mail.text).toContain('Approved limit (AUD): $20,000.00');
    expect(mail.text).toContain('Payment terms: Net 45');
    expect(mail.text).toContain('Requested limit (AUD): $25,000.00');
    expect(mail.text).toContain('http://localhost:3000/partner/account?tab=credit');
  });

  it('rejection: the email gives the reason, and opening a request updates the partner live too', async () => {
    const partner = await signInAs(ctx, { role: 'partner', name: 'Ralph Rosella' });
    const { id } = await requestAs(partner);
    await withStreams([partner], async ([partnerStream]) => {
      await callAs(ctx, admin, 'POST', `/api/associate/credit-requests/${id}/open`, {});
      // The request's own event (pending) may still be on its way over PostgreSQL's NOTIFY: wait for the opening's.
      const opened = await partnerStream!.waitFor(
        (e) =>
          e.event === 'credit_request.changed' && (e.data as { status?: string }).status === 'under_review',
      );
      expect(opened.data).toEqual({ requestId: id, status: 'under_review' });
      const res = await callAs(ctx, admin, 'POST', `/api/associate/credit-requests/${id}/reject`, {
        reason: 'Trading history under six months.',
      });
      expect(res.statusCode).toBe(200);
      await partnerStream!.waitFor(
        (e) => e.event === 'credit_request.changed' && (e.data as { status: string }).status === 'rejected',
      );
    });
    // The partner's own list shows the decision on the refetch the event triggers.
    const mine = (await callAs(ctx, partner, 'GET', '/api/partner/credit/requests')).json();
    expect(mine.items[0]).toMatchObject({ id, status: 'rejected' });
    await drain();
    const mail = await ctx.sink.waitForMail(
      (m) => m.to.includes(partner.user.email) && m.subject === 'Your credit limit request was not approved',
    );
    expect(mail.text).toContain('Reason: Trading history under six months.');
    expect(mail.text).not.toContain('Approved limit');
  });

  it("honours the partner's Email Notifications switch: the decision is suppressed, the bell entry still made", async () => {
    const partner = await signInAs(ctx, { role: 'partner' });
    const off = await callAs(ctx, partner, 'PUT', '/api/me/email-preferences', { emailNotifications: false });
    expect(off.statusCode).toBe(200);
    const { id } = await requestAs(partner);
    await callAs(ctx, finance, 'POST', `/api/associate/credit-requests/${id}/reject`, { reason: 'Not now.' });
    await drain();
    const [row] = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, partner.user.email), eq(emailOutbox.template, 'credit_decision')));
    expect(row?.status).toBe('suppressed');
    expect(ctx.sink.messages.some((m) => m.to.includes(partner.user.email))).toBe(false);
    const bell = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, partner.user.id));
    expect(bell.map((n) => n.title)).toContain('Credit limit request rejected');
  });
});
