import { randomUUID } from 'node:crypto';
import type { AuditEntry, QuantityRulesView } from '@party/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAuditLog } from '../helpers/audit.ts';
import { callAs, type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { type EventStream, openEventStream } from '../platform/sse-client.ts';
import { createWholesaleProduct } from './pricing-fixtures.ts';

// docs/product/wholesale-buying.md, "Quantity breaks, pack sizes, minimums" and "SKUs": staff set a
// product's SKU, pack size, minimum order and breaks; the cart sells by them at once.

let ctx: TestContext;
let manager: SignedIn;
let finance: SignedIn;
let sales: SignedIn;
let partner: SignedIn;
let admin: SignedIn;
let baseUrl: string;
const streams: EventStream[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  [manager, finance, sales, partner, admin] = await Promise.all([
    signInAs(ctx, { role: 'associate', associateRole: 'product_management', name: 'Priya Manager' }),
    signInAs(ctx, { role: 'associate', associateRole: 'finance' }),
    signInAs(ctx, { role: 'associate', associateRole: 'sales' }),
    signInAs(ctx, { role: 'partner' }),
    signInAs(ctx, { role: null, isAdmin: true }),
  ]);
}, 60_000);
afterAll(async () => {
  for (const s of streams) s.close();
  await ctx.close();
});

const url = (id: string) => `/api/associate/products/${id}/quantity-rules`;
const put = (who: SignedIn, id: string, body: unknown) => callAs(ctx, who, 'PUT', url(id), body);
const read = async (id: string): Promise<QuantityRulesView> => {
  const res = await callAs(ctx, manager, 'GET', url(id));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const newSku = (prefix = 'QR') => `${prefix}-${randomUUID().slice(0, 8).toUpperCase()}`;
/** A $5.00 product sold singly with no breaks. */
const product = (name?: string) => createWholesaleProduct(ctx, { price: '5.00', ...(name ? { name } : {}) });
const auditOf = async (productId: string): Promise<AuditEntry[]> =>
  (await readAuditLog(ctx, admin, { entity: 'product' })).filter(
    (e) => e.entityId === productId && e.action === 'product.quantity_rules_changed',
  );

describe('who may read and set quantity rules', () => {
  it('requires authentication; product management and finance only, as for any product change', async () => {
    const p = await product();
    const body = { sku: newSku(), packSize: 6, minOrderQty: 6, tiers: [] };
    expect((await ctx.app.inject({ method: 'GET', url: url(p.id) })).statusCode).toBe(401);
    for (const who of [partner, sales, admin]) {
      expect((await callAs(ctx, who, 'GET', url(p.id))).statusCode).toBe(403);
      expect((await put(who, p.id, body)).statusCode).toBe(403);
    }
    expect(await read(p.id)).toEqual({ sku: p.sku, packSize: 1, minOrderQty: 1, tiers: [], listPrice: 5 });
    const byFinance = await put(finance, p.id, body);
    expect(byFinance.statusCode, byFinance.body).toBe(200);
    expect((await callAs(ctx, manager, 'GET', url(randomUUID()))).statusCode).toBe(404);
    expect((await put(manager, randomUUID(), body)).statusCode).toBe(404);
  });
});

describe('saving quantity rules', () => {
  it('saves and reads back, shows them in the staff list, and audits before and after', async () => {
    const p = await product();
    const sku = newSku();
    const saved = await put(manager, p.id, {
      sku: ` ${sku.toLowerCase()} `,
      packSize: '12',
      minOrderQty: '24',
      tiers: [
        { minQuantity: '24', unitPrice: '4.50' },
        { minQuantity: 48, unitPrice: 4 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const rules = {
      sku,
      packSize: 12,
      minOrderQty: 24,
      tiers: [
        { minQuantity: 24, unitPrice: 4.5 },
        { minQuantity: 48, unitPrice: 4 },
      ],
      listPrice: 5,
    };
    expect(saved.json()).toEqual(rules);
    expect(await read(p.id)).toEqual(rules);
    const list = await callAs(
      ctx,
      sales,
      'GET',
      `/api/associate/products?search=${encodeURIComponent(p.name)}`,
    );
    expect(list.json().items).toMatchObject([
      { id: p.id, sku, packSize: 12, minOrderQty: 24, tiers: rules.tiers },
    ]);

    // Fewer breaks: the ones left out are gone.
    const fewer = await put(manager, p.id, { ...rules, listPrice: undefined, tiers: [rules.tiers[0]] });
    expect(fewer.statusCode, fewer.body).toBe(200);
    expect((await read(p.id)).tiers).toEqual([{ minQuantity: 24, unitPrice: 4.5 }]);
    // Saving the same again changes nothing and records nothing.
    await put(manager, p.id, { sku, packSize: 12, minOrderQty: 24, tiers: [rules.tiers[0]] });

    const entries = await auditOf(p.id);
    expect(entries).toHaveLength(2);
    expect(entries.map((e) => [e.actorName, e.entityLabel])).toEqual([
      ['Priya Manager', p.name],
      ['Priya Manager', p.name],
    ]);
    expect(entries.find((e) => (e.oldValues as { sku?: string }).sku)).toMatchObject({
      oldValues: { sku: p.sku, packSize: 1, minOrderQty: 1, tiers: [] },
      newValues: { sku, packSize: 12, minOrderQty: 24, tiers: rules.tiers },
    });
    expect(entries.find((e) => !(e.oldValues as { sku?: string }).sku)).toMatchObject({
      oldValues: { tiers: rules.tiers },
      newValues: { tiers: [rules.tiers[0]] },
    });
  });

  it('tells open product pages and staff lists, as a product edit does', async () => {
    const p = await product();
    const visitor = await openEventStream(baseUrl, '');
    streams.push(visitor);
    const res = await put(manager, p.id, { sku: newSku(), packSize: 4, minOrderQty: 8, tiers: [] });
    expect(res.statusCode, res.body).toBe(200);
    const event = await visitor.waitFor((e) => e.event === 'product.stock');
    expect(event.data).toEqual({ productId: p.id, stockQuantity: 1000 });
  });
});

describe('refusals', () => {
  const cases: { rule: string; body: Record<string, unknown>; fields: Record<string, string> }[] = [
    {
      rule: 'minimums strictly rising',
      body: {
        packSize: 1,
        minOrderQty: 1,
        tiers: [
          { minQuantity: 48, unitPrice: 4.5 },
          { minQuantity: 12, unitPrice: 4 },
        ],
      },
      fields: { 'tiers.1.minQuantity': "Tier 2 (from 12): the quantity must be more than tier 1's 48" },
    },
    {
      rule: 'prices strictly falling',
      body: {
        packSize: 1,
        minOrderQty: 1,
        tiers: [
          { minQuantity: 12, unitPrice: 0.45 },
          { minQuantity: 48, unitPrice: 0.45 },
        ],
      },
      fields: { 'tiers.1.unitPrice': "Tier 2 (from 48): the price must be lower than tier 1's $0.45" },
    },
    {
      rule: 'prices below the list price',
      body: { packSize: 1, minOrderQty: 1, tiers: [{ minQuantity: 12, unitPrice: 5 }] },
      fields: { 'tiers.0.unitPrice': 'Tier 1 (from 12): the price must be lower than the list price $5.00' },
    },
    {
      rule: 'minimums in whole packs',
      body: { packSize: 12, minOrderQty: 12, tiers: [{ minQuantity: 30, unitPrice: 4 }] },
      fields: {
        'tiers.0.minQuantity':
          'Tier 1 (from 30): the quantity must be a multiple of the pack size (12): 24 or 36',
      },
    },
    {
      rule: 'the minimum order in whole packs',
      body: { packSize: 12, minOrderQty: 20, tiers: [] },
      fields: { minOrderQty: 'The minimum must be a multiple of the pack size (12): 12 or 24' },
    },
    {
      rule: 'the SKU form',
      body: { sku: 'not a sku', packSize: 1, minOrderQty: 1, tiers: [] },
      fields: { sku: 'SKU must be up to 32 letters, digits and dashes, starting with a letter or digit' },
    },
    {
      rule: 'at most 10 breaks',
      body: {
        packSize: 1,
        minOrderQty: 1,
        tiers: Array.from({ length: 11 }, (_, i) => ({ minQuantity: 2 + i, unitPrice: 4.5 - i / 10 })),
      },
      fields: { tiers: 'At most 10 quantity breaks' },
    },
  ];

  for (const { rule, body, fields } of cases)
    it(`refuses a save that breaks "${rule}" with its message beside the field, and changes nothing`, async () => {
      const p = await product();
      const before = await read(p.id);
      const res = await put(manager, p.id, { sku: newSku(), ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual(fields);
      expect(res.json().error.message).toContain(Object.values(fields)[0]);
      expect(await read(p.id)).toEqual(before);
      expect(await auditOf(p.id)).toEqual([]);
    });

  it('refuses a SKU another product holds with 409, naming that product', async () => {
    const holder = await product(`Gold Confetti ${randomUUID().slice(0, 6)}`);
    const p = await product();
    const before = await read(p.id);
    const res = await put(manager, p.id, {
      sku: holder.sku.toLowerCase(),
      packSize: 6,
      minOrderQty: 6,
      tiers: [{ minQuantity: 12, unitPrice: 4 }],
    });
    expect(res.statusCode).toBe(409);
    const message = `SKU ${holder.sku} is already used by ${holder.name}`;
    expect(res.json().error).toMatchObject({ code: 'CONFLICT', message, fields: { sku: message } });
    expect(await read(p.id)).toEqual(before);
    // Its own SKU is no conflict.
    expect(
      (await put(manager, p.id, { ...before, listPrice: undefined, packSize: 2, minOrderQty: 2 })).statusCode,
    ).toBe(200);
  });
});

describe('the cart after a change', () => {
  it('sells in the new pack size and minimum, at the new break price', async () => {
    const p = await product();
    const buyer = await signInAs(ctx, { role: 'partner' });
    const add = (quantity: number) =>
      callAs(ctx, buyer, 'POST', '/api/partner/cart/items', { productId: p.id, quantity });
    const before = await add(5);
    expect(before.statusCode, before.body).toBe(201);
    await callAs(ctx, buyer, 'DELETE', `/api/partner/cart/items/${before.json().line.id}`);

    const saved = await put(manager, p.id, {
      sku: newSku(),
      packSize: 12,
      minOrderQty: 24,
      tiers: [{ minQuantity: 48, unitPrice: 4.2 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const tooFew = await add(12);
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json().error.fields).toEqual({ quantity: 'The minimum order is 24.' });
    const notWholePacks = await add(30);
    expect(notWholePacks.json().error.fields).toEqual({ quantity: 'Sold in packs of 12. Order 24 or 36.' });
    const ok = await add(48);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().line).toMatchObject({ quantity: 48, price: 4.2, listPrice: 5, lineTotal: 201.6 });
  });
});

describe('two staff saving at once', () => {
  it('saves one after the other: the rules end as one save left them, never a mix', async () => {
    const first = {
      packSize: 6,
      minOrderQty: 6,
      tiers: [
        { minQuantity: 12, unitPrice: 4.5 },
        { minQuantity: 24, unitPrice: 4 },
      ],
    };
    const second = {
      packSize: 10,
      minOrderQty: 10,
      tiers: [
        { minQuantity: 20, unitPrice: 4.4 },
        { minQuantity: 50, unitPrice: 3.9 },
        { minQuantity: 100, unitPrice: 3.5 },
      ],
    };
    for (let round = 0; round < 5; round++) {
      const p = await product();
      const a = { sku: newSku('A'), ...first };
      const b = { sku: newSku('B'), ...second };
      const [ra, rb] = await Promise.all([put(manager, p.id, a), put(finance, p.id, b)]);
      expect([ra.statusCode, rb.statusCode], `${ra.body} ${rb.body}`).toEqual([200, 200]);
      const final = await read(p.id);
      const { listPrice: _, ...rules } = final;
      expect([a, b]).toContainEqual(rules);
      // The later save replaced what the earlier one left, not the rules both started from.
      const entries = await auditOf(p.id);
      expect(entries).toHaveLength(2);
      const later = entries.find((e) => (e.newValues as { sku: string }).sku === rules.sku)!;
      const earlier = entries.find((e) => e !== later)!;
      expect(later.oldValues).toEqual(earlier.newValues);
      expect((earlier.oldValues as { sku: string }).sku).toBe(p.sku);
    }
  });
});
