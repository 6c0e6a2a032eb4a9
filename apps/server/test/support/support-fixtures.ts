import { conversationParticipants, conversations, messages } from '../../src/db/schema/index.ts';
import type { SignedIn } from '../helpers/factories.ts';
import type { TestContext } from '../helpers/test-app.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** app.inject as a signed-in user, with a JSON body when given. */
export function callAs(
  ctx: Pick<TestContext, 'app'>,
  who: SignedIn,
  method: Method,
  url: string,
  body?: unknown,
) {
  return ctx.app.inject({
    method,
    url,
    headers: { ...who.headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
}

/** Creates a ticket as the partner through the API and returns the reply's body. */
export async function createTicketAs(
  ctx: Pick<TestContext, 'app'>,
  partner: SignedIn,
  overrides: Record<string, unknown> = {},
) {
  const res = await callAs(ctx, partner, 'POST', '/api/partner/support/tickets', {
    title: 'Damaged balloons in my last order',
    description: 'Two packs arrived split.',
    ...overrides,
  });
  if (res.statusCode !== 201) throw new Error(`ticket not created: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; ticketNumber: string; conversationId: string; title: string };
}

/**
 * A partner's chat with a staff member, not tied to a ticket, as the demo data holds them (partners
 * reach chats that staff started; no API opens one): the partner's first message still unread.
 */
export async function createChat(
  ctx: Pick<TestContext, 'database'>,
  partner: SignedIn,
  staff: SignedIn,
  title = 'School fete order',
  firstMessage = 'Can you hold 40 packs of rainbow balloons?',
) {
  const { db } = ctx.database;
  const [conversation] = await db
    .insert(conversations)
    .values({ title, createdBy: partner.user.id })
    .returning({ id: conversations.id });
  const id = conversation!.id;
  await db.insert(conversationParticipants).values([
    { conversationId: id, userId: partner.user.id },
    { conversationId: id, userId: staff.user.id },
  ]);
  await db.insert(messages).values({
    conversationId: id,
    senderId: partner.user.id,
    receiverId: staff.user.id,
    content: firstMessage,
  });
  return { id, title };
}
