import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  conversationParticipants,
  conversations,
  messages,
  orders,
  supportTickets,
  users,
} from '../../src/db/schema/index.ts';
import { companyIdOf } from '../../src/domains/companies/company-membership.ts';
import { countOpenSupportItems } from '../../src/domains/support/count-open-support-items.ts';
import { createUser, type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

/** docs/product/partner-portal.md: 'N pending tasks' is the partner's pending orders + open tickets + unread messages. */
let ctx: TestContext;
let partner: SignedIn;
let other: SignedIn;

const overview = async (who: SignedIn | null) =>
  ctx.app.inject({ method: 'GET', url: '/api/partner/overview', headers: who?.headers ?? {} });

beforeAll(async () => {
  ctx = await createTestApp();
  partner = await signInAs(ctx, { role: 'partner' });
  other = await signInAs(ctx, { role: 'partner' });
  const staff = await createUser(ctx, { role: 'associate', associateRole: 'sales' });
  const db = ctx.database.db;
  const me = partner.user.id;

  await db.insert(orders).values([
    { partnerId: me, companyId: companyIdOf(me), status: 'pending', totalAmount: '40.00' },
    { partnerId: me, companyId: companyIdOf(me), status: 'pending', totalAmount: '15.00' },
    { partnerId: me, companyId: companyIdOf(me), status: 'processing', totalAmount: '15.00' },
    { partnerId: me, companyId: companyIdOf(me), status: 'delivered', totalAmount: '99.00' },
    {
      partnerId: other.user.id,
      companyId: companyIdOf(other.user.id),
      status: 'pending',
      totalAmount: '10.00',
    },
  ]);
  await db.insert(supportTickets).values([
    {
      title: 'Late delivery',
      description: 'Where is it?',
      submitterId: me,
      companyId: companyIdOf(me),
      status: 'open',
    },
    {
      title: 'Wrong colour',
      description: 'Pink not blue',
      submitterId: me,
      companyId: companyIdOf(me),
      status: 'in_progress',
    },
    {
      title: 'Invoice copy',
      description: 'Please resend',
      submitterId: me,
      companyId: companyIdOf(me),
      status: 'resolved',
    },
    {
      title: 'Old question',
      description: 'Answered',
      submitterId: me,
      companyId: companyIdOf(me),
      status: 'closed',
    },
  ]);
  const [mine, notMine] = await db
    .insert(conversations)
    .values([{ title: 'Support: Late delivery' }, { title: 'Staff only' }])
    .returning({ id: conversations.id });
  await db.insert(conversationParticipants).values([
    { conversationId: mine!.id, userId: me },
    { conversationId: mine!.id, userId: staff.id },
    { conversationId: notMine!.id, userId: staff.id },
  ]);
  await db.insert(messages).values([
    { conversationId: mine!.id, senderId: staff.id, content: 'We are on it' },
    { conversationId: mine!.id, senderId: staff.id, content: 'It ships today' },
    { conversationId: mine!.id, senderId: staff.id, content: 'Read already', readAt: new Date() },
    { conversationId: mine!.id, senderId: me, content: 'My own message' },
    { conversationId: notMine!.id, senderId: staff.id, content: 'Not for the partner' },
  ]);
  await db
    .update(companies)
    .set({ loyaltyPoints: 1234 })
    .where(eq(companies.id, companyIdOf(me)));
}, 60_000);
afterAll(() => ctx.close());

describe('partner overview', () => {
  it('requires authentication', async () => {
    expect((await overview(null)).statusCode).toBe(401);
    const vendor = await signInAs(ctx, { role: 'vendor' });
    expect((await overview(vendor)).statusCode).toBe(403);
  });

  it('counts pending orders, open tickets and unread messages from others, and reads the points', async () => {
    const res = await overview(partner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      pendingOrders: 2,
      openTickets: 2,
      unreadMessages: 2,
      awaitingApprovals: 0,
      pendingTasks: 6,
      loyaltyPoints: 1234,
    });
  });

  it("counts nothing of another partner's", async () => {
    expect((await overview(other)).json()).toEqual({
      pendingOrders: 1,
      openTickets: 0,
      unreadMessages: 0,
      awaitingApprovals: 0,
      pendingTasks: 1,
      loyaltyPoints: 0,
    });
  });

  it("agrees with support's count when a message's sender was deleted", async () => {
    const leaver = await createUser(ctx, { role: 'associate', associateRole: 'sales' });
    const db = ctx.database.db;
    const [chat] = await db
      .insert(conversations)
      .values({ title: 'Support: Leaver' })
      .returning({ id: conversations.id });
    await db.insert(conversationParticipants).values([
      { conversationId: chat!.id, userId: other.user.id },
      { conversationId: chat!.id, userId: leaver.id },
    ]);
    await db.insert(messages).values({ conversationId: chat!.id, senderId: leaver.id, content: 'Bye' });
    await db.delete(users).where(eq(users.id, leaver.id));
    const [orphan] = await db.select().from(messages).where(eq(messages.content, 'Bye'));
    expect(orphan).toMatchObject({ senderId: null, readAt: null });

    const support = await countOpenSupportItems(db, other.user.id);
    expect(support).toEqual({ openTickets: 0, unreadMessages: 1 });
    expect((await overview(other)).json()).toMatchObject({ ...support, pendingTasks: 2 });
  });

  it('falls as the partner reads their messages', async () => {
    await ctx.database.db
      .update(messages)
      .set({ readAt: new Date() })
      .where(eq(messages.content, 'We are on it'));
    expect((await overview(partner)).json()).toMatchObject({ unreadMessages: 1, pendingTasks: 5 });
  });
});
