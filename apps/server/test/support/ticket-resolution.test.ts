import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportTickets } from '../../src/db/schema/index.ts';
import { type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { callAs } from './support-fixtures.ts';

let ctx: TestContext;
let finance: SignedIn;

beforeAll(async () => {
  ctx = await createTestApp();
  finance = await signInAs(ctx, { role: 'associate', associateRole: 'finance' });
}, 120_000);
afterAll(() => ctx.close());

const stored = async (id: string) =>
  (await ctx.database.db.select().from(supportTickets).where(eq(supportTickets.id, id)))[0]!;

/** A partner's credit request, which opens a linked ticket on the desk. */
async function creditTicket() {
  const partner = await signInAs(ctx, { role: 'partner' });
  const res = await callAs(ctx, partner, 'POST', '/api/partner/credit/requests', {
    requestedLimit: 25000,
    currentSpending: 9000,
    reason: 'Spring wedding season doubles our volume.',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; ticketId: string };
}

const closeOnDesk = (ticketId: string, resolutionNotes?: string) =>
  callAs(ctx, finance, 'PATCH', `/api/associate/support/tickets/${ticketId}`, {
    status: 'closed',
    priority: 'medium',
    ...(resolutionNotes ? { resolutionNotes } : {}),
  });

describe('ticket resolution: one rule for the desk and for linked records', () => {
  it('a linked ticket keeps its resolved_at when resolved again, and loses it when reopened', async () => {
    const { id, ticketId } = await creditTicket();
    expect((await closeOnDesk(ticketId, 'Settled by phone.')).statusCode).toBe(200);
    const closed = await stored(ticketId);
    expect(closed.resolvedAt).not.toBeNull();

    const approved = await callAs(ctx, finance, 'POST', `/api/associate/credit-requests/${id}/approve`, {
      approvedLimit: 20000,
      paymentTerms: 'net_45',
      creditScore: 78,
      notes: 'Good trade history.',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const resolved = await stored(ticketId);
    expect(resolved.status).toBe('resolved');
    expect(resolved.resolvedAt).toEqual(closed.resolvedAt);
    expect(resolved.resolutionNotes).toMatch(/^Approved: credit limit/);
  });

  it('a linked ticket reopened by its record clears resolved_at and the notes', async () => {
    const { id, ticketId } = await creditTicket();
    expect((await closeOnDesk(ticketId, 'Closed too early.')).statusCode).toBe(200);
    expect((await stored(ticketId)).resolvedAt).not.toBeNull();

    const opened = await callAs(ctx, finance, 'POST', `/api/associate/credit-requests/${id}/open`, {});
    expect(opened.statusCode, opened.body).toBe(200);
    expect(await stored(ticketId)).toMatchObject({
      status: 'in_progress',
      resolvedAt: null,
      resolutionNotes: null,
    });
  });

  it('the desk closing a resolved ticket keeps its resolved_at; reopening clears it', async () => {
    const { id, ticketId } = await creditTicket();
    const approved = await callAs(ctx, finance, 'POST', `/api/associate/credit-requests/${id}/approve`, {
      approvedLimit: 20000,
      paymentTerms: 'net_45',
      creditScore: 78,
      notes: 'Good trade history.',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const resolved = await stored(ticketId);
    expect(resolved.resolvedAt).not.toBeNull();

    expect((await closeOnDesk(ticketId, 'Confirmed with the partner.')).statusCode).toBe(200);
    const closed = await stored(ticketId);
    expect(closed).toMatchObject({ status: 'closed', resolutionNotes: 'Confirmed with the partner.' });
    expect(closed.resolvedAt).toEqual(resolved.resolvedAt);

    const reopened = await callAs(ctx, finance, 'PATCH', `/api/associate/support/tickets/${ticketId}`, {
      status: 'open',
      priority: 'medium',
    });
    expect(reopened.json()).toMatchObject({ status: 'open', resolvedAt: null, resolutionNotes: null });
  });
});
