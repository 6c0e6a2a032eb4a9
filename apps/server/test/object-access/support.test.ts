import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { callAs, createTicketAs } from '../support/support-fixtures.ts';

/**
 * Tickets by submitter_id, conversations through participant membership, credit
 * requests by partner_id. Partner B gets "not found" for partner A's, which stay untouched.
 */
let ctx: TestContext;
let partnerA: SignedIn;
let partnerB: SignedIn;
let ticket: { id: string; conversationId: string; ticketNumber: string };

beforeAll(async () => {
  ctx = await createTestApp();
  partnerA = await signInAs(ctx, { role: 'partner' });
  partnerB = await signInAs(ctx, { role: 'partner' });
  ticket = await createTicketAs(ctx, partnerA, { title: 'Private matter', description: 'Only for A.' });
  const credit = await callAs(ctx, partnerA, 'POST', '/api/partner/credit/requests', {
    requestedLimit: 20000,
    currentSpending: 5000,
    reason: 'Growing corporate events business',
  });
  if (credit.statusCode !== 201) throw new Error(credit.body);
}, 120_000);
afterAll(() => ctx.close());

describe("partner B and partner A's ticket, conversation and credit request", () => {
  it('does not list them', async () => {
    expect((await callAs(ctx, partnerB, 'GET', '/api/partner/support/tickets')).json().items).toEqual([]);
    expect((await callAs(ctx, partnerB, 'GET', '/api/partner/support/conversations')).json().items).toEqual(
      [],
    );
    expect(
      (await callAs(ctx, partnerB, 'GET', '/api/partner/support/conversations?search=Private')).json().items,
    ).toEqual([]);
    expect((await callAs(ctx, partnerB, 'GET', '/api/partner/credit/requests')).json().items).toEqual([]);
  });

  it.each([
    ['GET', 'messages', undefined],
    ['POST', 'messages', { content: 'Let me in' }],
    ['POST', 'read', undefined],
  ] as const)('gets 404 on %s the conversation %s', async (method, path, body) => {
    const res = await callAs(
      ctx,
      partnerB,
      method,
      `/api/partner/support/conversations/${ticket.conversationId}/${path}`,
      body,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Conversation not found');
  });

  it("leaves partner A's conversation as it was: two messages, none read", async () => {
    const res = await callAs(
      ctx,
      partnerA,
      'GET',
      `/api/partner/support/conversations/${ticket.conversationId}/messages`,
    );
    const items = res.json().items as { content: string; readAt: string | null }[];
    expect(items.map((m) => m.content)).toEqual([
      'Only for A.',
      `Ticket #${ticket.ticketNumber} has been created. Our support team will respond shortly.`,
    ]);
    expect(items.every((m) => m.readAt === null)).toBe(true);
    expect((await callAs(ctx, partnerA, 'GET', '/api/partner/credit/requests')).json().items).toHaveLength(1);
  });
});
