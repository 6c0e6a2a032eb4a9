import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCompanyMember, companyOf } from '../helpers/companies.ts';
import { callAs, type SignedIn, signInAs } from '../helpers/factories.ts';
import { multipartBody } from '../helpers/multipart.ts';
import { createTestApp, statementsOf, type TestContext } from '../helpers/test-app.ts';
import { createPriceList, createWholesaleProduct } from './pricing-fixtures.ts';

// docs/product/wholesale-buying.md, "Quick order": pasted or uploaded lines checked at once against the
// catalogue at the caller's prices, pack sizes, minimums and stock; read-only.

let ctx: TestContext;
let buyer: SignedIn;
let viewer: SignedIn;
type Product = Awaited<ReturnType<typeof createWholesaleProduct>>;
let balloons: Product;
let plates: Product;
let napkins: Product;
/** Plain products for long pastes: $2.00, plenty of stock. */
let plain: Product[];

beforeAll(async () => {
  ctx = await createTestApp({}, { countStatements: true });
  buyer = await signInAs(ctx, { role: 'partner' });
  const company = await companyOf(ctx, buyer.user.id);
  viewer = await addCompanyMember(ctx, company, { role: 'viewer' });
  balloons = await createWholesaleProduct(ctx, {
    price: '0.50',
    name: 'Pastel Balloons',
    tiers: [[12, '0.45']],
  });
  plates = await createWholesaleProduct(ctx, {
    price: '10.00',
    name: 'Gold Plates',
    packSize: 12,
    minOrderQty: 24,
  });
  napkins = await createWholesaleProduct(ctx, { price: '3.99', name: 'Party Napkins', stock: 40 });
  // The company's contract price on napkins: the check answers the caller's price, list price beside it.
  await createPriceList(ctx, {
    to: { companyId: company },
    items: [{ productId: napkins.id, fixedPrice: '3.50' }],
  });
  plain = [];
  for (let i = 0; i < 26; i++)
    plain.push(await createWholesaleProduct(ctx, { price: '2.00', name: `Streamer ${i}` }));
}, 120_000);
afterAll(() => ctx.close());

const check = (who: SignedIn, text: string) =>
  callAs(ctx, who, 'POST', '/api/partner/quick-order/check', { text });

function upload(
  who: SignedIn,
  content: string | Buffer,
  name = 'order.csv',
  fields: Record<string, string> = {},
) {
  const form = multipartBody(fields, [
    { name, type: 'text/csv', content: typeof content === 'string' ? Buffer.from(content) : content },
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/partner/quick-order/check',
    headers: { ...who.headers, ...form.headers },
    payload: form.payload,
  });
}

/** Rows that a check must never write: the caller's cart, and the products' stock. */
async function untouched() {
  const result = await ctx.database.db.execute(sql`select
    (select count(*)::int from cart_items) as cart_lines,
    (select coalesce(sum(stock_quantity), 0)::int from products) as stock`);
  return (result as unknown as { rows: unknown[] }).rows[0];
}

describe('quick order check', () => {
  it('requires authentication, and a role that may shop', async () => {
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/partner/quick-order/check',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: `${balloons.sku} 12` }),
    });
    expect(anonymous.statusCode).toBe(401);
    const res = await check(viewer, `${balloons.sku} 12`);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toMatch(/\(viewer\) doesn't allow this\.$/);
  });

  it('answers each of 30 pasted lines: ok at the caller price, or its problem and the quantities that would do', async () => {
    const before = await untouched();
    const good = plain.slice(0, 22).map((p, i) => `${p.sku}${[' ', ',', ';', '\t'][i % 4]}${i + 1}`);
    const text = [
      'sku,quantity',
      `${balloons.sku.toLowerCase()} 12`, // line 2: a break applies
      `${napkins.sku}\t10`, // 3: the contract price
      ...good, // 4-25
      'XYZ-1 5', // 26: unknown
      `${plates.sku} 30`, // 27: not a whole pack
      `${plain[22]!.sku} 12`, // 28: fine
      'two dozen please', // 29: junk
      `${napkins.sku} 35`, // 30: merged into line 3: 45 is more than the 40 in stock
      `${balloons.sku} 2.5`, // 31: decimal
    ].join('\n');
    const res = await check(buyer, text);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const byLine = new Map(body.lines.map((l: { line: number }) => [l.line, l]));
    expect(byLine.get(2)).toMatchObject({
      sku: balloons.sku,
      quantity: 12,
      status: 'ok',
      message: null,
      product: { id: balloons.id, name: 'Pastel Balloons', slug: balloons.slug },
      unitPrice: 0.45,
      listPrice: 0.5,
      lineTotal: 5.4,
    });
    expect(byLine.get(3)).toMatchObject({
      lines: [3, 30],
      quantity: 45,
      status: 'short_stock',
      message: 'Only 40 in stock',
      note: 'Lines 3 and 30 are the same SKU: merged into one line of 45',
      unitPrice: 3.5,
      listPrice: 3.99,
      nearest: [40],
    });
    expect(byLine.get(26)).toMatchObject({
      sku: 'XYZ-1',
      status: 'unknown_sku',
      message: "Unknown SKU 'XYZ-1'",
      product: null,
      unitPrice: null,
    });
    expect(byLine.get(27)).toMatchObject({
      status: 'pack_size',
      message: 'Sold in packs of 12. Order 24 or 36.',
      nearest: [24, 36],
      unitPrice: 10,
    });
    expect(byLine.get(28)).toMatchObject({ status: 'ok', quantity: 12, lineTotal: 24 });
    expect(byLine.get(29)).toMatchObject({
      status: 'invalid',
      sku: null,
      input: 'two dozen please',
      message: 'Line 29 is not "SKU quantity"',
    });
    expect(byLine.get(31)).toMatchObject({
      status: 'invalid',
      message: 'Line 31: the quantity must be a whole number, not 2.5',
    });
    expect(byLine.has(30)).toBe(false);
    expect(body.lines.filter((l: { status: string }) => l.status === 'ok')).toHaveLength(24);
    expect(body).toMatchObject({ okLines: 24, problemLines: 5 });
    // 12 × $0.45 + (1 + … + 22) × $2.00 + 12 × $2.00
    expect(body.subtotal).toBe(5.4 + 253 * 2 + 24);
    expect(await untouched()).toEqual(before);
  });

  it('names the minimum and proposes it', async () => {
    const line = (await check(buyer, `${plates.sku} 12`)).json().lines[0];
    expect(line).toMatchObject({ status: 'minimum', message: 'The minimum order is 24.', nearest: [24] });
  });

  it('reads an uploaded CSV the same way, numbered by its lines', async () => {
    const before = await untouched();
    const csv = `\ufeffSKU;Name;Qty\r\n${balloons.sku};"Pastel Balloons, pink";48\r\n\r\n"${plates.sku}";"Plates";36\r\nNOPE-9;Mystery;1\r\n`;
    const res = await upload(buyer, csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .lines.map((l: { line: number; status: string; unitPrice: number | null }) => [
          l.line,
          l.status,
          l.unitPrice,
        ]),
    ).toEqual([
      [2, 'ok', 0.45],
      [4, 'ok', 10],
      [5, 'unknown_sku', null],
    ]);
    expect(await untouched()).toEqual(before);
  });

  it('checks 500 lines with one product query', async () => {
    const lines = Array.from({ length: 500 }, (_, i) =>
      i < plain.length ? `${plain[i]!.sku} 1` : `MISSING-${i} ${(i % 9) + 1}`,
    );
    const { response, statements } = await statementsOf(ctx, {
      method: 'POST',
      url: '/api/partner/quick-order/check',
      headers: { ...buyer.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ text: lines.join('\n') }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ okLines: plain.length, problemLines: 500 - plain.length });
    expect(statements.filter((s) => /from "products"/i.test(s))).toHaveLength(1);
    const more = await check(buyer, `${lines.join('\n')}\nONE-MORE 1`);
    expect(more.statusCode).toBe(400);
    expect(more.json().error.message).toBe(
      'A quick order checks up to 500 lines at once; this has 501. Split it in two.',
    );
  });

  it('refuses junk, oversized and empty input with a message, changing nothing', async () => {
    const before = await untouched();
    const huge = await upload(buyer, Buffer.alloc(5 * 1024 * 1024, 'x'));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.message).toBe(
      'The file is larger than 1 MB. A quick order CSV holds up to 500 lines: SKU and quantity.',
    );
    const hugeJson = await check(buyer, 'x'.repeat(5 * 1024 * 1024));
    expect(hugeJson.statusCode).toBe(413);
    expect(hugeJson.json().error.message).toBe(
      'Paste up to 500 lines (200,000 characters) at once, or upload them as a CSV file of up to 1 MB.',
    );
    const binary = await upload(buyer, Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0x14, 0]));
    expect(binary.statusCode).toBe(400);
    expect(binary.json().error.message).toBe(
      'order.csv is empty or not text. Save it from your spreadsheet as "CSV UTF-8" (.csv).',
    );
    const workbook = await upload(buyer, 'BAL-1,2', 'order.xlsx');
    expect(workbook.json().error.message).toBe(
      'order.xlsx is not a CSV file. Save it from your spreadsheet as "CSV UTF-8" (.csv).',
    );
    const badQuotes = await upload(buyer, `${balloons.sku},12\n"unclosed,1\n`);
    expect(badQuotes.statusCode).toBe(400);
    expect(badQuotes.json().error.message).toMatch(/^The file could not be read as CSV at line \d+/);
    const extraField = await upload(buyer, `${balloons.sku},12`, 'order.csv', { note: 'hi' });
    expect(extraField.statusCode).toBe(400);
    const longLine = await check(buyer, `${balloons.sku} 1\n${'junk '.repeat(300)}`);
    expect(longLine.statusCode).toBe(400);
    expect(longLine.json().error.fields.text).toBe(
      'Line 2 has more than 1,000 characters: each line is a SKU and a quantity.',
    );
    const blank = await check(buyer, '\n  \n');
    expect(blank.statusCode).toBe(400);
    const headerOnly = await check(buyer, 'sku,quantity\n');
    expect(headerOnly.json().error.message).toBe('Type or paste at least one line: a SKU and a quantity.');
    expect(await untouched()).toEqual(before);
  });
});
