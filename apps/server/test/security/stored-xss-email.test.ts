import { emailTemplateNames, orderNumberOf } from '@party/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderEmail } from '../../src/domains/email/templates/index.ts';
import { signInAs } from '../helpers/factories.ts';
import { createMailTestApp, type MailTestContext } from '../helpers/test-app.ts';
import { call, createDeliveryMethod } from '../orders/order-fixtures.ts';
import { placeOrderFor, setStatus } from '../orders/staff-fixtures.ts';

/**
 * Stored XSS, the email side: whatever a user typed (a name, a company, a product, notes, a
 * document or campaign name, a reason) may reach any variable of any template. Every variable a
 * template reads is given markup here, and its HTML part must show it as text.
 */
const MARKUP = '<img src=x onerror=alert(1)>';

describe('every email template shows typed markup as text', () => {
  it.each(emailTemplateNames)('%s', (name) => {
    const read = new Set<string>();
    const variables = new Proxy({} as Record<string, unknown>, {
      get: (_target, key) => {
        if (typeof key !== 'string' || key === 'then' || key === 'toJSON') return undefined;
        read.add(key);
        return MARKUP;
      },
      has: () => true,
    });
    const mail = renderEmail(name, variables, 'https://partycentral.com.au');
    expect(read.size).toBeGreaterThan(0);
    expect(mail.html).not.toMatch(/<img\b/i);
    expect(mail.html).not.toMatch(/onerror=alert\(1\)>/);
    if (mail.html.includes('onerror')) expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe("a staff member's status-update note reaches the partner as text", () => {
  let ctx: MailTestContext;
  beforeAll(async () => {
    ctx = await createMailTestApp();
  }, 60_000);
  afterAll(async () => {
    await ctx.close();
  });

  it('in the status email, the bell and the order the partner tracks', async () => {
    const standard = await createDeliveryMethod(ctx, { name: 'Standard Delivery', cost: '9.95' });
    const partner = await signInAs(ctx);
    const sales = await signInAs(ctx, { role: 'associate', associateRole: 'sales' });
    const { orderId } = await placeOrderFor(ctx, partner, standard.id, [['12.50', 1, 'Gold Foil Balloons']]);
    const note = `Left at the side door ${MARKUP}`;
    const updated = await setStatus(ctx, sales, orderId, 'shipped', note);
    expect(updated.statusCode, updated.body).toBe(200);

    await ctx.deliverMail();
    const mail = ctx.sink.messages.find(
      (m) => m.to.includes(partner.user.email) && m.html.includes('Left at the side door'),
    );
    expect(mail, 'the status email with the note').toBeDefined();
    expect(mail!.html).toContain('Left at the side door &lt;img src=x onerror=alert(1)&gt;');
    expect(mail!.html).not.toMatch(/<img\b/i);
    expect(mail!.text).toContain(note);

    // The bell and Track Orders carry the note as the staff member typed it; the screens print text.
    const bell = await call(ctx, partner, 'GET', '/api/notifications');
    expect(bell.json().items.map((n: { message: string }) => n.message)).toContain(
      `Your order ${orderNumberOf(orderId)} is now shipped. ${note}`,
    );
    const order = await call(ctx, partner, 'GET', `/api/partner/orders/${orderId}`);
    expect(order.json().deliveryNotes).toContain(`Shipped: ${note}`);
  });
});
