import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/db/schema/index.ts';
import { type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { type EventStream, openEventStream } from '../platform/sse-client.ts';
import { callAs, createChat, createTicketAs } from './support-fixtures.ts';

let ctx: TestContext;
let baseUrl: string;
let partner: SignedIn;
let chloe: SignedIn;
let finance: SignedIn;
let vendor: SignedIn;
const streams: EventStream[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  partner = await signInAs(ctx, { role: 'partner', name: 'Bella Nguyen' });
  chloe = await signInAs(ctx, { role: 'associate', associateRole: 'sales', name: 'Chloe Sales' });
  finance = await signInAs(ctx, { role: 'associate', associateRole: 'finance', name: 'Fiona Finance' });
  vendor = await signInAs(ctx, { role: 'vendor' });
}, 120_000);
afterAll(async () => {
  for (const s of streams) s.close();
  await ctx.close();
});

const chatsUrl = '/api/associate/support/chats';
const deskMessages = (id: string) => `/api/associate/support/conversations/${id}/messages`;
const partnerMessages = (id: string) => `/api/partner/support/conversations/${id}/messages`;

describe("the support desk's Chats (partners' chats not tied to a ticket)", () => {
  it('is refused to anonymous callers, partners and vendors', async () => {
    const chat = await createChat(ctx, partner, chloe);
    expect((await ctx.app.inject({ method: 'GET', url: chatsUrl })).statusCode).toBe(401);
    for (const who of [partner, vendor]) {
      expect((await callAs(ctx, who, 'GET', chatsUrl)).statusCode).toBe(403);
      expect((await callAs(ctx, who, 'POST', `${chatsUrl}/${chat.id}/read`, {})).statusCode).toBe(403);
    }
  });

  it('lists every partner chat to any associate, newest activity first, and never a ticket conversation', async () => {
    const older = await createChat(ctx, partner, chloe, 'Christmas stock question');
    const newer = await createChat(ctx, partner, chloe, 'Balloon colours');
    const ticket = await createTicketAs(ctx, partner, { title: 'A ticket, not a chat' });
    for (const who of [chloe, finance]) {
      const res = await callAs(ctx, who, 'GET', chatsUrl);
      expect(res.statusCode).toBe(200);
      const ids = res.json().items.map((c: { id: string }) => c.id);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
      expect(ids).not.toContain(ticket.conversationId);
    }
    const asChloe = (await callAs(ctx, chloe, 'GET', chatsUrl)).json().items;
    expect(asChloe.find((c: { id: string }) => c.id === newer.id)).toMatchObject({
      title: 'Balloon colours',
      partner: { id: partner.user.id, name: 'Bella Nguyen', email: partner.user.email },
      staffNames: ['Chloe Sales'],
      mine: true,
      unreadCount: 1,
      lastMessage: { content: 'Can you hold 40 packs of rainbow balloons?' },
    });
    const asFinance = (await callAs(ctx, finance, 'GET', chatsUrl)).json().items;
    expect(asFinance.find((c: { id: string }) => c.id === newer.id).mine).toBe(false);
    const searched = (await callAs(ctx, finance, 'GET', `${chatsUrl}?search=christmas`)).json().items;
    expect(searched.map((c: { id: string }) => c.id)).toEqual([older.id]);
  });

  it("a partner's message reaches the desk: top of the list, unread, live, and on the staff member's bell", async () => {
    const chat = await createChat(ctx, partner, chloe, 'Fete hats');
    await createChat(ctx, partner, chloe, 'Something later');
    const desk = await openEventStream(baseUrl, finance.cookie);
    streams.push(desk);
    const sent = await callAs(ctx, partner, 'POST', partnerMessages(chat.id), {
      content: 'Add 30 hats too.',
    });
    expect(sent.statusCode).toBe(201);

    const live = await desk.waitFor(
      (e) =>
        e.event === 'message.created' &&
        (e.data as { message: { content: string } }).message.content === 'Add 30 hats too.',
    );
    expect(live.data).toMatchObject({ conversationId: chat.id });

    const [top] = (await callAs(ctx, finance, 'GET', chatsUrl)).json().items;
    expect(top).toMatchObject({ id: chat.id, unreadCount: 2, lastMessage: { content: 'Add 30 hats too.' } });
    const thread = (await callAs(ctx, finance, 'GET', deskMessages(chat.id))).json().items;
    expect(thread.at(-1)).toMatchObject({ content: 'Add 30 hats too.', senderName: 'Bella Nguyen' });

    const bell = await ctx.database.db
      .select({ title: notifications.title, actionUrl: notifications.actionUrl })
      .from(notifications)
      .where(eq(notifications.userId, chloe.user.id));
    expect(bell).toContainEqual({
      title: 'New message: Fete hats',
      actionUrl: `/associate/support?tab=chats&chat=${chat.id}`,
    });
  });

  it('opening a chat on the desk marks the partner messages read for every associate', async () => {
    const chat = await createChat(ctx, partner, chloe, 'Read me');
    const desk = await openEventStream(baseUrl, chloe.cookie);
    streams.push(desk);
    const read = await callAs(ctx, finance, 'POST', `${chatsUrl}/${chat.id}/read`, {});
    expect(read.json()).toEqual({ marked: 1 });
    await desk.waitFor((e) => e.event === 'conversations.changed');
    const listed = (await callAs(ctx, chloe, 'GET', chatsUrl)).json().items;
    expect(listed.find((c: { id: string }) => c.id === chat.id).unreadCount).toBe(0);
    const ticket = await createTicketAs(ctx, partner);
    for (const id of [ticket.conversationId, randomUUID()]) {
      const missing = await callAs(ctx, finance, 'POST', `${chatsUrl}/${id}/read`, {});
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.message).toBe('Chat not found');
    }
  });

  it("a staff reply reaches the partner's Messages live and their bell", async () => {
    const chat = await createChat(ctx, partner, chloe, 'Quote please');
    const stream = await openEventStream(baseUrl, partner.cookie);
    streams.push(stream);
    const reply = await callAs(ctx, finance, 'POST', deskMessages(chat.id), {
      content: 'Quote is on its way.',
    });
    expect(reply.statusCode).toBe(201);
    await stream.waitFor(
      (e) =>
        e.event === 'message.created' &&
        (e.data as { message: { content: string } }).message.content === 'Quote is on its way.',
    );
    const mine = (await callAs(ctx, partner, 'GET', '/api/partner/support/conversations')).json().items;
    expect(mine.find((c: { id: string }) => c.id === chat.id)).toMatchObject({
      unreadCount: 1,
      lastMessage: { content: 'Quote is on its way.' },
    });
    const thread = (await callAs(ctx, partner, 'GET', partnerMessages(chat.id))).json().items;
    expect(thread.at(-1)).toMatchObject({ content: 'Quote is on its way.', senderName: 'Fiona Finance' });
    const bell = await ctx.database.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(eq(notifications.userId, partner.user.id));
    expect(bell.map((n) => n.title)).toContain('New reply: Quote please');
    // The staff reply does not count as unread on the desk.
    const listed = (await callAs(ctx, finance, 'GET', chatsUrl)).json().items;
    expect(listed.find((c: { id: string }) => c.id === chat.id)).toMatchObject({
      unreadCount: 1,
      staffNames: ['Chloe Sales', 'Fiona Finance'],
      mine: true,
    });
  });
});
