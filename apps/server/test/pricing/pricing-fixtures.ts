import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TestContext } from '../helpers/test-app.ts';

type Ctx = Pick<TestContext, 'database'>;

/** A product with a pack size, minimum and quantity breaks, written straight into the database. */
export async function createWholesaleProduct(
  ctx: Ctx,
  opts: {
    price: string;
    name?: string;
    packSize?: number;
    minOrderQty?: number;
    stock?: number;
    tiers?: [number, string][];
  },
) {
  const slug = `wholesale-${randomUUID().slice(0, 8)}`;
  const name = opts.name ?? `Pastel Balloons ${slug.slice(-4)}`;
  const result = await ctx.database.db.execute<{ id: string; sku: string }>(sql`
    insert into products (name, slug, price, category, stock_quantity, pack_size, min_order_qty)
    values (${name}, ${slug}, ${opts.price}, 'balloons', ${opts.stock ?? 1000}, ${opts.packSize ?? 1}, ${opts.minOrderQty ?? opts.packSize ?? 1})
    returning id, sku`);
  const row = (result as unknown as { rows: { id: string; sku: string }[] }).rows[0]!;
  for (const [minQuantity, unitPrice] of opts.tiers ?? [])
    await ctx.database.db.execute(
      sql`insert into product_price_tiers (product_id, min_quantity, unit_price) values (${row.id}, ${minQuantity}, ${unitPrice})`,
    );
  return { id: row.id, sku: row.sku, name, slug };
}

/** A price list valid from yesterday (or the dates given), assigned to a company or a segment. */
export async function createPriceList(
  ctx: Ctx,
  opts: {
    to: { companyId: string } | { segment: 'retail' | 'wholesale' | 'school' };
    items?: { productId: string; fixedPrice?: string; percentOff?: string }[];
    percentOff?: string;
    validFrom?: string;
    validTo?: string | null;
  },
) {
  const name = `List ${randomUUID().slice(0, 8)}`;
  const result = await ctx.database.db.execute<{ id: string }>(sql`
    insert into price_lists (name, valid_from, valid_to, percent_off)
    values (${name}, coalesce(${opts.validFrom ?? null}::date, current_date - 1), ${opts.validTo ?? null}::date, ${opts.percentOff ?? null})
    returning id`);
  const id = (result as unknown as { rows: { id: string }[] }).rows[0]!.id;
  for (const item of opts.items ?? [])
    await ctx.database.db.execute(sql`insert into price_list_items (price_list_id, product_id, fixed_price, percent_off)
      values (${id}, ${item.productId}, ${item.fixedPrice ?? null}, ${item.percentOff ?? null})`);
  const target = opts.to;
  await ctx.database.db.execute(sql`insert into price_list_assignments (price_list_id, company_id, segment)
    values (${id}, ${'companyId' in target ? target.companyId : null}, ${'segment' in target ? target.segment : null})`);
  return { id, name };
}

export async function setBusinessType(ctx: Ctx, companyId: string, type: 'retail' | 'wholesale' | 'school') {
  await ctx.database.db.execute(sql`update companies set business_type = ${type} where id = ${companyId}`);
}
