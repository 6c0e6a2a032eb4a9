import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationParticipants, notifications } from '../../src/db/schema/index.ts';
import { readAuditLog } from '../helpers/audit.ts';
import { type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { type EventStream, openEventStream } from '../platform/sse-client.ts';
import { callAs, createTicketAs } from './support-fixtures.ts';

let ctx: TestContext;
let baseUrl: string;
let partner: SignedIn;
let sales: SignedIn;
let finance: SignedIn;
let vendor: SignedIn;
const streams: EventStream[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  partner = await signInAs(ctx, { role: 'partner', name: 'Bella Nguyen' });
  sales = await signInAs(ctx, { role: 'associate', associateRole: 'sales', name: 'Sam Sales' });
  finance = await signInAs(ctx, { role: 'associate', associateRole: 'finance', isAdmin: true });
  vendor = await signInAs(ctx, { role: 'vendor' });
}, 120_000);
afterAll(async () => {
  for (const s of streams) s.close();
  await ctx.close();
});

describe('support desk (associates)', () => {
  it('requires authentication', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/associate/support/tickets' });
    expect(res.statusCode).toBe(401);
  });

  it('is refused to partners and vendors', async () => {
    for (const who of [partner, vendor]) {
      expect((await callAs(ctx, who, 'GET', '/api/associate/support/tickets')).statusCode).toBe(403);
    }
  });

  it("lists every partner's tickets with the submitter, filtered by status", async () => {
    const ticket = await createTicketAs(ctx, partner, { title: 'Where is my order?' });
    const res = await callAs(ctx, sales, 'GET', '/api/associate/support/tickets');
    expect(res.statusCode).toBe(200);
    expect(res.json().items[0]).toMatchObject({
      id: ticket.id,
      title: 'Where is my order?',
      status: 'open',
      submitter: { id: partner.user.id, name: 'Bella Nguyen', email: partner.user.email },
    });
    const closed = await callAs(ctx, sales, 'GET', '/api/associate/support/tickets?status=closed');
    expect(closed.json().items).toEqual([]);
  });

  it("reads any conversation's messages; an unknown one is not found", async () => {
    const ticket = await createTicketAs(ctx, partner, { description: 'The box was crushed.' });
    const res = await callAs(
      ctx,
      finance,
      'GET',
      `/api/associate/support/conversations/${ticket.conversationId}/messages`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().items[0].content).toBe('The box was crushed.');
    const missing = await callAs(
      ctx,
      sales,
      'GET',
      `/api/associate/support/conversations/${randomUUID()}/messages`,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Conversation not found');
  });

  it("replies: joins the conversation once, reaches the partner's open page live and their bell", async () => {
    const ticket = await createTicketAs(ctx, partner, { title: 'Replacement packs' });
    const stream = await openEventStream(baseUrl, partner.cookie);
    streams.push(stream);
    const url = `/api/associate/support/conversations/${ticket.conversationId}/messages`;
    const reply = await callAs(ctx, sales, 'POST', url, { content: '  Replacements go out today.  ' });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({ content: 'Replacements go out today.', senderName: 'Sam Sales' });
    await callAs(ctx, sales, 'POST', url, { content: 'Tracking number to follow.' });

    const live = await stream.waitFor(
      (e) =>
        e.event === 'message.created' &&
        (e.data as { message: { content: string } }).message.content === 'Replacements go out today.',
    );
    expect(live.data).toMatchObject({ conversationId: ticket.conversationId });

    const participants = await ctx.database.db
      .select({ userId: conversationParticipants.userId })
      .from(conversationParticipants)
      .where(eq(conversationParticipants.conversationId, ticket.conversationId));
    expect(participants.map((p) => p.userId).sort()).toEqual([partner.user.id, sales.user.id].sort());

    const bell = await ctx.database.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(eq(notifications.userId, partner.user.id));
    expect(bell.map((n) => n.title)).toContain('New reply: Support: Replacement packs');

    const thread = (
      await callAs(
        ctx,
        partner,
        'GET',
        `/api/partner/support/conversations/${ticket.conversationId}/messages`,
      )
    ).json();
    expect(thread.items.map((m: { content: string }) => m.content).slice(-2)).toEqual([
      'Replacements go out today.',
      'Tracking number to follow.',
    ]);
  });

  it('refuses a blank reply and a reply to an unknown conversation', async () => {
    const ticket = await createTicketAs(ctx, partner);
    const blank = await callAs(
      ctx,
      sales,
      'POST',
      `/api/associate/support/conversations/${ticket.conversationId}/messages`,
      {
        content: '   ',
      },
    );
    expect(blank.statusCode).toBe(400);
    const unknown = await callAs(
      ctx,
      sales,
      'POST',
      `/api/associate/support/conversations/${randomUUID()}/messages`,
      {
        content: 'Hello',
      },
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('support desk audit', () => {
  it('puts a desk ticket, Assign to Me and Update Ticket on the audit log, by ticket number and subject', async () => {
    const created = await callAs(ctx, sales, 'POST', '/api/associate/support/tickets', {
      title: 'Audited desk ticket',
      category: 'technical',
      description: 'Opened on the desk.',
    });
    expect(created.statusCode, created.body).toBe(201);
    const ticket = await createTicketAs(ctx, partner, { title: 'Audited partner ticket' });
    await callAs(ctx, sales, 'POST', `/api/associate/support/tickets/${ticket.id}/assign`, {});
    const closed = await callAs(ctx, sales, 'PATCH', `/api/associate/support/tickets/${ticket.id}`, {
      status: 'closed',
      priority: 'high',
      resolutionNotes: 'Replaced.',
    });
    expect(closed.statusCode, closed.body).toBe(200);

    const log = await readAuditLog(ctx, finance, { entity: 'support_ticket' });
    const label = `${ticket.ticketNumber}: Audited partner ticket`;
    expect(
      log.filter((e) => e.entityId === ticket.id).map((e) => [e.action, e.actorName, e.entityLabel]),
    ).toEqual([
      ['ticket.updated', 'Sam Sales', label],
      ['ticket.assigned', 'Sam Sales', label],
    ]);
    expect(log.find((e) => e.action === 'ticket.updated' && e.entityId === ticket.id)).toMatchObject({
      oldValues: { status: 'open', priority: 'medium' },
      newValues: { status: 'closed', priority: 'high', resolutionNotes: 'Replaced.' },
    });
    expect(log.find((e) => e.entityId === created.json().id)).toMatchObject({
      action: 'ticket.created',
      actorName: 'Sam Sales',
      entityLabel: `${created.json().ticketNumber}: Audited desk ticket`,
    });
  });
});
