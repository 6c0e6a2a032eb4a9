import { randomUUID } from 'node:crypto';
import { addDays, businessDay } from '@party/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, quoteItems, quotes, users } from '../../src/db/schema/index.ts';
import { randomIp, type SignedIn, signInAs } from '../helpers/factories.ts';
import { createMailTestApp, type MailTestContext } from '../helpers/test-app.ts';
import { createProduct, postQuote, quoteBody } from './quote-fixtures.ts';

let ctx: MailTestContext;
let product: { id: string; name: string; price: string };

beforeAll(async () => {
  ctx = await createMailTestApp();
  product = await createProduct(ctx, '12.50');
}, 60_000);
afterAll(async () => {
  await ctx.close();
});

const quotesFor = (email: string) =>
  ctx.database.db.select().from(quotes).where(eq(quotes.customerEmail, email));

describe('POST /api/store/quotes', () => {
  it('requires no sign-in: a visitor gets a quote number', async () => {
    const res = await postQuote(ctx, quoteBody(product));
    expect(res.statusCode).toBe(201);
    expect(res.json().quoteNumber).toMatch(/^QT-\d{6}$/);
  });

  it('refuses bad input with the quote form texts', async () => {
    const shortName = await postQuote(ctx, quoteBody(product, { customerName: 'A' }));
    expect(shortName.statusCode).toBe(400);
    expect(shortName.json().error.fields.customerName).toBe('Name must be at least 2 characters');

    const badEmail = await postQuote(ctx, quoteBody(product, { customerEmail: 'sarah@' }));
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error.fields.customerEmail).toBe('Please enter a valid email address');

    const noProduct = await postQuote(ctx, quoteBody(product, { items: [] }));
    expect(noProduct.json().error.fields.items).toBe('No product selected for quote');

    for (const quantity of [0, 2.5, 1_000_000]) {
      const res = await postQuote(ctx, quoteBody(product, { items: [{ productId: product.id, quantity }] }));
      expect(res.statusCode, `quantity ${quantity}`).toBe(400);
      expect(res.json().error.fields['items.0.quantity']).toMatch(/Quantity must be/);
    }

    const badDate = await postQuote(ctx, quoteBody(product, { eventDate: '2026-02-31' }));
    expect(badDate.json().error.fields.eventDate).toBe('Please enter a valid date');

    const pastDate = await postQuote(ctx, quoteBody(product, { eventDate: '2020-01-01' }));
    expect(pastDate.statusCode).toBe(400);
    expect(pastDate.json().error.fields.eventDate).toBe('Event date cannot be in the past');

    const extra = await postQuote(ctx, { ...quoteBody(product), status: 'accepted' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error.message).toContain('status');
  });

  it("takes an event today or later, today being Sydney's calendar day", async () => {
    const today = businessDay();
    for (const eventDate of [today, addDays(today, 1), '']) {
      const res = await postQuote(ctx, quoteBody(product, { eventDate }));
      expect(res.statusCode, `event date '${eventDate}'`).toBe(201);
    }
    const yesterday = await postQuote(ctx, quoteBody(product, { eventDate: addDays(today, -1) }));
    expect(yesterday.statusCode).toBe(400);
    expect(yesterday.json().error.fields.eventDate).toBe('Event date cannot be in the past');
  });

  it('names an unknown product and stores nothing', async () => {
    const body = quoteBody(product, {
      items: [{ productId: randomUUID(), productName: 'Unicorn Piñata', quantity: 1, price: 5 }],
    });
    const res = await postQuote(ctx, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("The product 'Unicorn Piñata' is not in our catalogue");
    expect(await quotesFor(body.customerEmail)).toHaveLength(0);
  });

  it('prices the lines from the catalogue, not from the request', async () => {
    const other = await createProduct(ctx, '3.95', 'Pastel Paper Plates (20 pack)');
    const body = quoteBody(product, {
      items: [
        { productId: product.id, productName: 'Free balloons', quantity: 20, price: 0.01 },
        { productId: other.id, productName: 'Plates', quantity: 3, price: 0 },
        { productId: product.id, quantity: 4 },
      ],
    });
    const res = await postQuote(ctx, body);
    expect(res.statusCode).toBe(201);
    const [quote] = await quotesFor(body.customerEmail);
    expect(quote).toMatchObject({
      status: 'requested',
      quoteNumber: res.json().quoteNumber,
      customerName: 'Sarah Mitchell',
      companyName: 'Mitchell Events',
      eventDate: body.eventDate,
      specialRequirements: null,
      totalAmount: '311.85', // 24 × 12.50 + 3 × 3.95
    });
    const lines = await ctx.database.db.select().from(quoteItems).where(eq(quoteItems.quoteId, quote!.id));
    expect(lines.map((l) => [l.productName, l.quantity, l.pricePerUnit]).sort()).toEqual(
      [
        [product.name, 24, '12.50'],
        ['Pastel Paper Plates (20 pack)', 3, '3.95'],
      ].sort(),
    );
    const [lead] = await ctx.database.db.select().from(leads).where(eq(leads.quoteId, quote!.id));
    expect(lead).toMatchObject({
      source: 'quote',
      stage: 'new',
      location: 'Melbourne',
      estimatedValue: '311.85',
    });
  });

  it('creates one quote when the same Idempotency-Key is sent twice', async () => {
    const body = quoteBody(product);
    const headers = { 'idempotency-key': randomUUID(), 'x-forwarded-for': randomIp() };
    const first = await postQuote(ctx, body, headers);
    const again = await postQuote(ctx, body, headers);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().quoteNumber).toBe(first.json().quoteNumber);
    expect(await quotesFor(body.customerEmail)).toHaveLength(1);
  });

  it('creates one quote when ten copies of a request race', async () => {
    const body = quoteBody(product);
    const headers = { 'idempotency-key': randomUUID(), 'x-forwarded-for': randomIp() };
    const answers = await Promise.all(Array.from({ length: 10 }, () => postQuote(ctx, body, headers)));
    const created = answers.filter((a) => a.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((a) => a.json().quoteNumber)).size).toBe(1);
    // The copies that arrive while the first still runs are told so, never given a second quote.
    for (const a of answers.filter((x) => x.statusCode !== 201)) expect(a.statusCode).toBe(409);
    expect(await quotesFor(body.customerEmail)).toHaveLength(1);
  });

  it('emails the customer a confirmation with the quote number and catalogue prices', async () => {
    const body = quoteBody(product, { customerName: 'Priya Nair' });
    const res = await postQuote(ctx, body);
    const { quoteNumber } = res.json();
    await ctx.deliverMail();
    const mail = await ctx.sink.waitForMail((m) => m.to.includes(body.customerEmail));
    expect(mail.subject).toBe(`We've received your quote request ${quoteNumber}`);
    expect(mail.text).toContain('Hi Priya Nair,');
    expect(mail.text).toContain(`Your quote number is ${quoteNumber}.`);
    expect(mail.html).toContain('$250.00'); // 20 × $12.50
    expect(mail.text).toContain('Our sales team reviews your request within 24 hours.');
  });

  it('notifies every sales associate, and no other staff', async () => {
    const salesA = await signInAs(ctx, { role: 'associate', associateRole: 'sales' });
    const salesB = await signInAs(ctx, { role: 'associate', associateRole: 'sales' });
    const finance = await signInAs(ctx, { role: 'associate', associateRole: 'finance' });
    const disabled = await signInAs(ctx, { role: 'associate', associateRole: 'sales' });
    await ctx.database.db.update(users).set({ disabled: true }).where(eq(users.id, disabled.user.id));

    const res = await postQuote(ctx, quoteBody(product, { companyName: 'Bright Sparks Events' }));
    const { quoteNumber } = res.json();
    const bell = async (who: SignedIn) =>
      (await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: who.headers })).json();
    for (const sales of [salesA, salesB]) {
      const { items } = await bell(sales);
      expect(items[0]).toMatchObject({
        title: 'New quote request',
        message: `Bright Sparks Events requested quote ${quoteNumber} for ${product.name} ($250.00).`,
        actionUrl: '/associate/quotes',
        read: false,
      });
    }
    expect((await bell(finance)).items).toEqual([]);
    const rows = await ctx.database.db.query.notifications.findMany({
      where: (n, { eq: is }) => is(n.userId, disabled.user.id),
    });
    expect(rows).toEqual([]);
  });

  it('limits each address to 10 requests in 10 minutes', async () => {
    const ip = randomIp();
    for (let i = 0; i < 10; i++) {
      expect((await postQuote(ctx, quoteBody(product), { 'x-forwarded-for': ip })).statusCode).toBe(201);
    }
    const refused = await postQuote(ctx, quoteBody(product), { 'x-forwarded-for': ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(
      /^Too many requests\. Please wait \d+ (seconds|minutes) and try again\.$/,
    );
    expect((await postQuote(ctx, quoteBody(product))).statusCode).toBe(201);
  });
});
