import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  conversationParticipants,
  conversations,
  messages,
  notifications,
} from '../../src/db/schema/index.ts';
import { countOpenSupportItems } from '../../src/domains/support/count-open-support-items.ts';
import { type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { type EventStream, openEventStream } from '../platform/sse-client.ts';
import { callAs, createTicketAs } from './support-fixtures.ts';

let ctx: TestContext;
let baseUrl: string;
let partner: SignedIn;
let sales: SignedIn;
const streams: EventStream[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  partner = await signInAs(ctx, { role: 'partner', name: 'Bella Nguyen' });
  sales = await signInAs(ctx, { role: 'associate', associateRole: 'sales', name: 'Sam Sales' });
}, 120_000);
afterAll(async () => {
  for (const s of streams) s.close();
  await ctx.close();
});

describe('partner support', () => {
  it('requires authentication', async () => {
    for (const url of ['/api/partner/support/conversations', '/api/partner/support/tickets']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
    }
  });

  it('starts with no tickets and no conversations', async () => {
    const fresh = await signInAs(ctx, { role: 'partner' });
    expect((await callAs(ctx, fresh, 'GET', '/api/partner/support/tickets')).json()).toEqual({ items: [] });
    expect((await callAs(ctx, fresh, 'GET', '/api/partner/support/conversations')).json()).toEqual({
      items: [],
    });
  });

  it('creates a ticket with its conversation, participant, message and system message', async () => {
    const buyer = await signInAs(ctx, { role: 'partner' });
    const res = await callAs(ctx, buyer, 'POST', '/api/partner/support/tickets', {
      title: '  Missing invoice  ',
      description: 'Please send the March tax invoice.',
      category: 'payment',
      priority: 'High',
    });
    expect(res.statusCode).toBe(201);
    const ticket = res.json();
    expect(ticket).toMatchObject({
      title: 'Missing invoice',
      description: 'Please send the March tax invoice.',
      category: 'payment',
      priority: 'high',
      status: 'open',
    });
    expect(ticket.ticketNumber).toMatch(/^TCK-\d{6}$/);

    const [conversation] = await ctx.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, ticket.conversationId));
    expect(conversation).toMatchObject({ title: 'Support: Missing invoice', status: 'active' });
    const participants = await ctx.database.db
      .select()
      .from(conversationParticipants)
      .where(eq(conversationParticipants.conversationId, ticket.conversationId));
    expect(participants.map((p) => p.userId)).toEqual([buyer.user.id]);

    const thread = await callAs(
      ctx,
      buyer,
      'GET',
      `/api/partner/support/conversations/${ticket.conversationId}/messages`,
    );
    expect(thread.statusCode).toBe(200);
    expect(
      thread
        .json()
        .items.map((m: { content: string; isSystemMessage: boolean }) => [m.content, m.isSystemMessage]),
    ).toEqual([
      ['Please send the March tax invoice.', false],
      [`Ticket #${ticket.ticketNumber} has been created. Our support team will respond shortly.`, true],
    ]);

    const list = (await callAs(ctx, buyer, 'GET', '/api/partner/support/tickets')).json();
    expect(list.items.map((t: { id: string }) => t.id)).toEqual([ticket.id]);
  });

  it('numbers tickets from the database sequence, one after the other', async () => {
    const first = await createTicketAs(ctx, partner, { title: 'First' });
    const second = await createTicketAs(ctx, partner, { title: 'Second' });
    const n = (t: { ticketNumber: string }) => Number(t.ticketNumber.slice(4));
    expect(n(second)).toBe(n(first) + 1);
  });

  it('defaults to Products and Medium and lists tickets most recently updated first', async () => {
    const buyer = await signInAs(ctx, { role: 'partner' });
    const older = await createTicketAs(ctx, buyer, { title: 'Older' });
    const newer = await createTicketAs(ctx, buyer, { title: 'Newer' });
    expect(newer).toMatchObject({ category: 'products', priority: 'medium' });
    let list = (await callAs(ctx, buyer, 'GET', '/api/partner/support/tickets')).json();
    expect(list.items.map((t: { title: string }) => t.title)).toEqual(['Newer', 'Older']);
    // A new message on the older ticket's conversation brings it to the top.
    await callAs(ctx, buyer, 'POST', `/api/partner/support/conversations/${older.conversationId}/messages`, {
      content: 'Any news?',
    });
    list = (await callAs(ctx, buyer, 'GET', '/api/partner/support/tickets')).json();
    expect(list.items.map((t: { title: string }) => t.title)).toEqual(['Older', 'Newer']);
  });

  it('notifies the support desk of a new ticket', async () => {
    const ticket = await createTicketAs(ctx, partner, { title: 'Website is slow', category: 'technical' });
    const rows = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, sales.user.id));
    expect(rows.map((r) => r.message)).toContainEqual(
      expect.stringContaining(`Ticket #${ticket.ticketNumber}`),
    );
  });

  it('refuses a ticket without title or description, or with an unknown category, and stores nothing', async () => {
    const buyer = await signInAs(ctx, { role: 'partner' });
    const noTitle = await callAs(ctx, buyer, 'POST', '/api/partner/support/tickets', {
      title: '   ',
      description: 'Something',
    });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().error.fields.title).toBe('Title is required');
    const noDescription = await callAs(ctx, buyer, 'POST', '/api/partner/support/tickets', { title: 'Help' });
    expect(noDescription.statusCode).toBe(400);
    expect(noDescription.json().error.fields.description).toBe('Description is required');
    const badCategory = await callAs(ctx, buyer, 'POST', '/api/partner/support/tickets', {
      title: 'Help',
      description: 'Please',
      category: 'Catering',
    });
    expect(badCategory.statusCode).toBe(400);
    expect((await callAs(ctx, buyer, 'GET', '/api/partner/support/tickets')).json().items).toEqual([]);
    // One list for partner and desk: a category the desk files under is one a partner may choose.
    const shipping = await callAs(ctx, buyer, 'POST', '/api/partner/support/tickets', {
      title: 'Late delivery',
      description: 'Our order has not arrived.',
      category: 'shipping',
    });
    expect(shipping.statusCode, shipping.body).toBe(201);
    expect(shipping.json().category).toBe('shipping');
  });

  it('lists conversations with the last message and unread count, and searches them', async () => {
    const buyer = await signInAs(ctx, { role: 'partner' });
    const balloons = await createTicketAs(ctx, buyer, {
      title: 'Balloon order',
      description: 'Where is it?',
    });
    const invoice = await createTicketAs(ctx, buyer, { title: 'Invoice copy', description: 'Need a copy.' });
    await callAs(
      ctx,
      sales,
      'POST',
      `/api/associate/support/conversations/${balloons.conversationId}/messages`,
      {
        content: 'It ships tomorrow by express post.',
      },
    );

    const all = (await callAs(ctx, buyer, 'GET', '/api/partner/support/conversations')).json().items;
    expect(all.map((c: { title: string }) => c.title)).toEqual([
      'Support: Balloon order',
      'Support: Invoice copy',
    ]);
    expect(all[0]).toMatchObject({
      unreadCount: 1,
      lastMessage: { content: 'It ships tomorrow by express post.', isSystemMessage: false },
    });
    expect(all[1]).toMatchObject({
      unreadCount: 0,
      lastMessage: {
        content: `Ticket #${invoice.ticketNumber} has been created. Our support team will respond shortly.`,
        isSystemMessage: true,
      },
    });

    const byTitle = await callAs(ctx, buyer, 'GET', '/api/partner/support/conversations?search=invoice');
    expect(byTitle.json().items.map((c: { id: string }) => c.id)).toEqual([invoice.conversationId]);
    const byLastMessage = await callAs(
      ctx,
      buyer,
      'GET',
      '/api/partner/support/conversations?search=EXPRESS',
    );
    expect(byLastMessage.json().items.map((c: { id: string }) => c.id)).toEqual([balloons.conversationId]);
    const wildcard = await callAs(ctx, buyer, 'GET', '/api/partner/support/conversations?search=%25');
    expect(wildcard.json().items).toEqual([]);
  });

  it("opening a conversation marks the other side's messages read, not the partner's own", async () => {
    const buyer = await signInAs(ctx, { role: 'partner' });
    const ticket = await createTicketAs(ctx, buyer);
    const url = `/api/associate/support/conversations/${ticket.conversationId}/messages`;
    await callAs(ctx, sales, 'POST', url, { content: 'Could you send a photo?' });
    await callAs(ctx, sales, 'POST', url, { content: 'And the order number?' });

    const read = await callAs(
      ctx,
      buyer,
      'POST',
      `/api/partner/support/conversations/${ticket.conversationId}/read`,
    );
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ marked: 2 });
    const list = (await callAs(ctx, buyer, 'GET', '/api/partner/support/conversations')).json();
    expect(list.items[0].unreadCount).toBe(0);
    const rows = await ctx.database.db
      .select({ senderId: messages.senderId, readAt: messages.readAt })
      .from(messages)
      .where(eq(messages.conversationId, ticket.conversationId));
    // The partner's own messages stay unread until the desk reads them.
    expect(rows.filter((r) => r.senderId === buyer.user.id).every((r) => r.readAt === null)).toBe(true);
    expect(rows.filter((r) => r.senderId === sales.user.id).every((r) => r.readAt !== null)).toBe(true);
  });

  it('sends a trimmed message, refuses a blank or too long one', async () => {
    const ticket = await createTicketAs(ctx, partner);
    const url = `/api/partner/support/conversations/${ticket.conversationId}/messages`;
    const sent = await callAs(ctx, partner, 'POST', url, { content: '  Thanks!  ' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      content: 'Thanks!',
      senderId: partner.user.id,
      senderName: 'Bella Nguyen',
    });

    const blank = await callAs(ctx, partner, 'POST', url, { content: ' \n ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields.content).toBe('Message cannot be empty');
    const long = await callAs(ctx, partner, 'POST', url, { content: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields.content).toBe('Message must be at most 2,000 characters');

    const thread = (await callAs(ctx, partner, 'GET', url)).json().items;
    expect(thread.at(-1).content).toBe('Thanks!');
    expect(thread).toHaveLength(3);
  });

  it('publishes a new message live to the partner and to the support desk', async () => {
    const ticket = await createTicketAs(ctx, partner);
    const partnerStream = await openEventStream(baseUrl, partner.cookie);
    const deskStream = await openEventStream(baseUrl, sales.cookie);
    streams.push(partnerStream, deskStream);
    await callAs(
      ctx,
      partner,
      'POST',
      `/api/partner/support/conversations/${ticket.conversationId}/messages`,
      {
        content: 'Is anyone there?',
      },
    );
    const isIt = (e: { event: string; data: unknown }) =>
      e.event === 'message.created' &&
      (e.data as { message: { content: string } }).message.content === 'Is anyone there?';
    const atDesk = await deskStream.waitFor(isIt);
    expect(atDesk.data).toMatchObject({ conversationId: ticket.conversationId, truncated: false });
    await partnerStream.waitFor(isIt);
  });

  it("counts the partner's open tickets and unread messages for the pending-tasks line", async () => {
    const buyer = await signInAs(ctx, { role: 'partner' });
    const count = () => ctx.database.db.transaction((tx) => countOpenSupportItems(tx, buyer.user.id));
    expect(await count()).toEqual({ openTickets: 0, unreadMessages: 0 });
    const ticket = await createTicketAs(ctx, buyer);
    await callAs(
      ctx,
      sales,
      'POST',
      `/api/associate/support/conversations/${ticket.conversationId}/messages`,
      {
        content: 'On it.',
      },
    );
    expect(await count()).toEqual({ openTickets: 1, unreadMessages: 1 });
    await callAs(ctx, buyer, 'POST', `/api/partner/support/conversations/${ticket.conversationId}/read`);
    expect(await count()).toEqual({ openTickets: 1, unreadMessages: 0 });
  });

  it('refuses a message to a closed conversation with a way forward', async () => {
    const buyer = await signInAs(ctx, { role: 'partner' });
    const ticket = await createTicketAs(ctx, buyer);
    await ctx.database.db
      .update(conversations)
      .set({ status: 'closed' })
      .where(eq(conversations.id, ticket.conversationId));
    const res = await callAs(
      ctx,
      buyer,
      'POST',
      `/api/partner/support/conversations/${ticket.conversationId}/messages`,
      {
        content: 'Hello?',
      },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'This conversation is closed. Open a new support ticket to reach us.',
    );
  });
});
