import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportTickets } from '../../src/db/schema/index.ts';
import { type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { type EventStream, openEventStream } from '../platform/sse-client.ts';
import { callAs, createTicketAs } from './support-fixtures.ts';

let ctx: TestContext;
let baseUrl: string;
let partner: SignedIn;
let sales: SignedIn;
let finance: SignedIn;
const streams: EventStream[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  partner = await signInAs(ctx, { role: 'partner', name: 'Olivia Party Hire' });
  sales = await signInAs(ctx, { role: 'associate', associateRole: 'sales', name: 'Sam Sales' });
  finance = await signInAs(ctx, { role: 'associate', associateRole: 'finance', name: 'Fiona Finance' });
}, 120_000);
afterAll(async () => {
  for (const s of streams) s.close();
  await ctx.close();
});

const list = async (who: SignedIn, query = '') => {
  const res = await callAs(ctx, who, 'GET', `/api/associate/support/tickets${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as { id: string; status: string; assigneeName: string | null }[];
};
const ids = (items: { id: string }[]) => items.map((t) => t.id);
const update = (id: string, body: Record<string, unknown>, who = sales) =>
  callAs(ctx, who, 'PATCH', `/api/associate/support/tickets/${id}`, body);
const stored = async (id: string) =>
  (await ctx.database.db.select().from(supportTickets).where(eq(supportTickets.id, id)))[0]!;

describe('support desk tabs, search and status', () => {
  it('Assign to Me moves a ticket from Unassigned to Assigned to Me, for me alone', async () => {
    const ticket = await createTicketAs(ctx, partner, { title: 'Helium tank missing' });
    expect(ids(await list(sales, '?view=unassigned'))).toContain(ticket.id);
    expect(ids(await list(sales, '?view=mine'))).not.toContain(ticket.id);

    const res = await callAs(ctx, sales, 'POST', `/api/associate/support/tickets/${ticket.id}/assign`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ assigneeId: sales.user.id, assigneeName: 'Sam Sales' });
    expect(ids(await list(sales, '?view=mine'))).toContain(ticket.id);
    expect(ids(await list(sales, '?view=unassigned'))).not.toContain(ticket.id);
    expect(ids(await list(finance, '?view=mine'))).not.toContain(ticket.id);
    expect(ids(await list(finance, '?view=all'))).toContain(ticket.id);
  });

  it('searches number, title and the submitter, case-insensitively, and filters by status', async () => {
    const ticket = await createTicketAs(ctx, partner, { title: 'Streamers FADED in sun' });
    expect(ids(await list(sales, '?search=faded'))).toEqual([ticket.id]);
    const [stored] = (await list(sales, '?search=faded')) as unknown as { ticketNumber: string }[];
    expect(ids(await list(sales, `?search=${stored!.ticketNumber}`))).toEqual([ticket.id]);
    expect(ids(await list(sales, '?search=olivia party'))).toContain(ticket.id);
    expect(ids(await list(sales, '?search=faded&status=closed'))).toEqual([]);
    expect(ids(await list(sales, '?search=faded&status=open'))).toEqual([ticket.id]);
    expect((await callAs(ctx, sales, 'GET', '/api/associate/support/tickets?view=everyone')).statusCode).toBe(
      400,
    );
  });

  it('lists tickets newest first: working on an older ticket does not move it above a newer one', async () => {
    const older = await createTicketAs(ctx, partner, { title: 'Confetti cannon jammed' });
    const newer = await createTicketAs(ctx, partner, { title: 'Balloon pump arrived broken' });
    expect((await update(older.id, { status: 'in_progress', priority: 'high' })).statusCode).toBe(200);
    const order = ids(await list(sales)).filter((id) => id === older.id || id === newer.id);
    expect(order).toEqual([newer.id, older.id]);
  });

  it('assigning or updating an unknown ticket is not found', async () => {
    const id = randomUUID();
    expect(
      (await callAs(ctx, sales, 'POST', `/api/associate/support/tickets/${id}/assign`, {})).statusCode,
    ).toBe(404);
    expect((await update(id, { status: 'closed', priority: 'low' })).statusCode).toBe(404);
  });

  it('is refused to partners', async () => {
    const ticket = await createTicketAs(ctx, partner);
    expect(
      (await callAs(ctx, partner, 'POST', `/api/associate/support/tickets/${ticket.id}/assign`, {}))
        .statusCode,
    ).toBe(403);
    expect((await update(ticket.id, { status: 'closed', priority: 'low' }, partner)).statusCode).toBe(403);
  });
});

describe('Create Support Ticket', () => {
  it('needs title, category and description', async () => {
    for (const body of [
      { title: '', category: 'orders', description: 'x' },
      { title: 'x', description: 'x' },
      { title: 'x', category: 'orders', description: '  ' },
    ]) {
      const res = await callAs(ctx, sales, 'POST', '/api/associate/support/tickets', body);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('Please fill in all required fields');
    }
  });

  it('opens the ticket (sequential number, medium priority), its conversation and first message', async () => {
    const res = await callAs(ctx, sales, 'POST', '/api/associate/support/tickets', {
      title: 'Website checkout slow',
      category: 'technical',
      description: 'Partners report a slow checkout.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const ticket = res.json();
    expect(ticket).toMatchObject({
      status: 'open',
      priority: 'medium',
      category: 'technical',
      submitter: { id: sales.user.id, name: 'Sam Sales' },
      assigneeId: null,
    });
    expect(ticket.ticketNumber).toMatch(/^TCK-\d{6}$/);
    const thread = await callAs(
      ctx,
      sales,
      'GET',
      `/api/associate/support/conversations/${ticket.conversationId}/messages`,
    );
    expect(thread.json().items[0]).toMatchObject({ content: 'Partners report a slow checkout.' });
  });
});

describe('Update Ticket and reopening', () => {
  it('closing sets resolved_at and notes; reopening clears them; both are told in the thread', async () => {
    const ticket = await createTicketAs(ctx, partner, { title: 'Wrong colour plates' });
    const closed = await update(ticket.id, {
      status: 'closed',
      priority: 'high',
      resolutionNotes: 'Replaced.',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'closed', priority: 'high', resolutionNotes: 'Replaced.' });
    expect(closed.json().resolvedAt).not.toBeNull();
    const row = await stored(ticket.id);
    expect(row.resolvedAt).not.toBeNull();
    expect(row.resolutionNotes).toBe('Replaced.');

    const reopened = await update(ticket.id, { status: 'in_progress', priority: 'high' });
    expect(reopened.json()).toMatchObject({ status: 'in_progress', resolvedAt: null, resolutionNotes: null });

    const thread = await callAs(
      ctx,
      partner,
      'GET',
      `/api/partner/support/conversations/${ticket.conversationId}/messages`,
    );
    const system = thread.json().items.filter((m: { isSystemMessage: boolean }) => m.isSystemMessage);
    expect(system.map((m: { content: string }) => m.content)).toEqual([
      expect.stringMatching(/has been created/),
      `Ticket #${ticket.ticketNumber} has been closed by Sam Sales.`,
      `Ticket #${ticket.ticketNumber} has been reopened by Sam Sales.`,
    ]);
  });

  it('refuses an unknown status or priority', async () => {
    const ticket = await createTicketAs(ctx, partner);
    expect((await update(ticket.id, { status: 'solved', priority: 'low' })).statusCode).toBe(400);
    expect((await update(ticket.id, { status: 'open', priority: 'urgent' })).statusCode).toBe(400);
  });

  it("a partner's message on a closed ticket reopens it, live to the desk", async () => {
    const ticket = await createTicketAs(ctx, partner, { title: 'Late delivery' });
    await update(ticket.id, { status: 'closed', priority: 'medium', resolutionNotes: 'Delivered.' });
    const desk = await openEventStream(baseUrl, sales.cookie);
    streams.push(desk);
    const res = await callAs(
      ctx,
      partner,
      'POST',
      `/api/partner/support/conversations/${ticket.conversationId}/messages`,
      {
        content: 'Actually one box is still missing.',
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    const row = await stored(ticket.id);
    expect(row).toMatchObject({ status: 'open', resolvedAt: null, resolutionNotes: null });
    // PostgreSQL may still deliver the earlier 'closed' notice after the stream opens: wait for the reopening.
    const live = await desk.waitFor(
      (e) =>
        e.event === 'ticket.changed' &&
        (e.data as { ticketId: string; status: string }).ticketId === ticket.id &&
        (e.data as { status: string }).status === 'open',
    );
    expect(live.data).toMatchObject({ status: 'open' });
    const partnerView = await callAs(ctx, partner, 'GET', '/api/partner/support/tickets');
    expect(partnerView.json().items.find((t: { id: string }) => t.id === ticket.id).status).toBe('open');
  });

  it("a staff update reaches the partner's open page live", async () => {
    const ticket = await createTicketAs(ctx, partner);
    const stream = await openEventStream(baseUrl, partner.cookie);
    streams.push(stream);
    await update(ticket.id, { status: 'pending', priority: 'low' });
    const live = await stream.waitFor(
      (e) => e.event === 'ticket.changed' && (e.data as { ticketId: string }).ticketId === ticket.id,
    );
    expect(live.data).toMatchObject({ status: 'pending' });
  });
});

describe('credit requests on the desk', () => {
  it('appear as tickets (category credit_limit) opened with the request', async () => {
    const res = await callAs(ctx, partner, 'POST', '/api/partner/credit/requests', {
      requestedLimit: 5000,
      currentSpending: 1200,
      reason: 'Wedding season stock',
    });
    expect(res.statusCode, res.body).toBe(201);
    const items = (await list(finance, '?search=credit%20limit%20request')) as unknown as {
      category: string;
      submitter: { id: string };
    }[];
    expect(items[0]).toMatchObject({ category: 'credit_limit', submitter: { id: partner.user.id } });
  });
});
