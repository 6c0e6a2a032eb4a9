import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { namedStatement } from '../../db/named-statement.ts';
import { type EntryJson, entrySql, priceInputColumns, type TiersJson, tiersSql } from '../../db/prices.ts';
import type { PendingStatement } from '../../db/rows-insert.ts';
import { cartItems, products } from '../../db/schema/index.ts';

export interface CartLineRow {
  id: string;
  productId: string;
  name: string;
  slug: string;
  category: (typeof products.category.enumValues)[number];
  imageUrl: string | null;
  sku: string;
  /** The list price, numeric(12,2) as PostgreSQL writes it. */
  price: string;
  quantity: number;
  stockQuantity: number;
  packSize: number;
  minOrderQty: number;
  /** What the unit price is made of (db/prices.ts): the product's breaks and the company's list entry. */
  priceTiers: TiersJson;
  priceEntry: EntryJson;
}

// The cart shows each line with the catalogue's current name, picture and price inputs: one query.
const lineColumns = (companyId: string | null) => ({
  id: cartItems.id,
  productId: cartItems.productId,
  name: products.name,
  slug: products.slug,
  category: products.category,
  imageUrl: products.imageUrl,
  sku: products.sku,
  price: products.price,
  quantity: cartItems.quantity,
  stockQuantity: products.stockQuantity,
  packSize: products.packSize,
  minOrderQty: products.minOrderQty,
  ...priceInputColumns('"products"', companyId),
});

export async function findCartLines(
  tx: Tx,
  userId: string,
  companyId: string | null,
): Promise<CartLineRow[]> {
  return tx
    .select(lineColumns(companyId))
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

export async function findCartLine(
  tx: Tx,
  userId: string,
  companyId: string | null,
  lineId: string,
): Promise<CartLineRow | null> {
  const [row] = await tx
    .select(lineColumns(companyId))
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.userId, userId), eq(cartItems.id, lineId)));
  return row ?? null;
}

const addAndReadCart = namedStatement<{
  found: number;
  pack_size: number | null;
  min_order_qty: number | null;
  had_line: number;
  id: string | null;
  product_id: string;
  name: string;
  slug: string;
  category: CartLineRow['category'];
  image_url: string | null;
  sku: string;
  price: string;
  quantity: number;
  stock_quantity: number;
  line_pack_size: number;
  line_min_order_qty: number;
  price_tiers: TiersJson;
  price_entry: EntryJson;
  merged: boolean | null;
}>(
  'cart_add',
  `with prod as (
    select id, pack_size, min_order_qty from products where id = $2::uuid
  ), before as (
    select 1 from cart_items where user_id = $1::uuid and product_id = $2::uuid
  ), up as (
    insert into cart_items (user_id, product_id, quantity)
    select $1::uuid, prod.id, $3::int from prod
    where $3::int <= $4::int and $3::int % prod.pack_size = 0
      and ($3::int >= prod.min_order_qty or exists (select 1 from before))
    on conflict (user_id, product_id) do update
      set quantity = cart_items.quantity + excluded.quantity, updated_at = now()
      where cart_items.quantity + excluded.quantity <= $4::int
    returning id, product_id, quantity, created_at, (xmax <> 0) as merged
  ), lines as (
    select id, product_id, quantity, created_at, merged from up
    union all
    select id, product_id, quantity, created_at, null from cart_items
    where user_id = $1::uuid and product_id <> $2::uuid
  ), notified as (
    select pg_notify($5, $6) from up
  )
  select (select count(*) from prod) as found, (select pack_size from prod) as pack_size,
    (select min_order_qty from prod) as min_order_qty, (select count(*) from before) as had_line,
    l.id, l.product_id, p.name, p.slug, p.category, p.image_url, p.sku, p.price::text as price, l.quantity,
    p.stock_quantity, p.pack_size as line_pack_size, p.min_order_qty as line_min_order_qty,
    ${tiersSql('p')} as price_tiers, ${entrySql('p', '$7::uuid')} as price_entry,
    l.merged, (select count(*) from notified) as notified
  from (select 1) as one
  left join (lines l join products p on p.id = l.product_id) on true
  order by l.created_at, l.id`,
);

/** Why an add changed nothing: no such product, or the quantity the product is not sold in, or the line's limit. */
export type AddRefusal = { product: 'missing' } | { packSize: number; minOrderQty: number; hadLine: boolean };

/**
 * Adds to the product's line (docs/product/partner-portal.md: the quantity sums with what is there, so two quick clicks
 * never make two lines or lose a unit) and reads the cart, in ONE statement, outside any transaction: the upsert (refused when
 * the line would pass `maxQuantity`, or the units are not the product's pack size or reach its minimum:
 * docs/product/wholesale-buying.md), the whole cart after it with the catalogue's names and price
 * inputs, and the NOTIFY `notice` once the line changed. A statement sees the tables as they were
 * before it, so the cart is the upserted line plus the others read from the table. `added` is
 * null when nothing changed (nothing notified), with `refused` saying why.
 */
export async function addToLineReadingCart(
  tx: Tx,
  line: {
    userId: string;
    companyId: string | null;
    productId: string;
    quantity: number;
    maxQuantity: number;
  },
  notice: { channel: string; payload: string },
): Promise<{
  added: { id: string; merged: boolean } | null;
  refused: AddRefusal | null;
  lines: CartLineRow[];
}> {
  const rows = await addAndReadCart(tx, [
    line.userId,
    line.productId,
    line.quantity,
    line.maxQuantity,
    notice.channel,
    notice.payload,
    line.companyId,
  ]);
  const first = rows[0]!;
  const mine = rows.find((r) => r.merged !== null);
  const refused: AddRefusal | null = mine
    ? null
    : Number(first.found) === 0
      ? { product: 'missing' }
      : {
          packSize: first.pack_size!,
          minOrderQty: first.min_order_qty!,
          hadLine: Number(first.had_line) > 0,
        };
  return {
    added: mine ? { id: mine.id!, merged: mine.merged === true } : null,
    refused,
    lines: rows.flatMap((r) =>
      r.id === null
        ? []
        : [
            {
              id: r.id,
              productId: r.product_id,
              name: r.name,
              slug: r.slug,
              category: r.category,
              imageUrl: r.image_url,
              sku: r.sku,
              price: r.price,
              quantity: Number(r.quantity),
              stockQuantity: Number(r.stock_quantity),
              packSize: Number(r.line_pack_size),
              minOrderQty: Number(r.line_min_order_qty),
              priceTiers: r.price_tiers,
              priceEntry: r.price_entry,
            },
          ],
    ),
  };
}

export async function setLineQuantity(
  tx: Tx,
  userId: string,
  lineId: string,
  quantity: number,
): Promise<boolean> {
  const rows = await tx
    .update(cartItems)
    .set({ quantity, updatedAt: sql`now()` })
    .where(and(eq(cartItems.userId, userId), eq(cartItems.id, lineId)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

export async function deleteLines(tx: Tx, userId: string, lineIds?: string[]): Promise<number> {
  const rows = await tx
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), lineIds ? inArray(cartItems.id, lineIds) : undefined))
    .returning({ id: cartItems.id });
  return rows.length;
}

/** The delete of these lines unsent, for a WriteBatch (its text written once). */
export function linesDelete(userId: string, lineIds: string[]): PendingStatement {
  return {
    toSQL: () => ({
      sql: 'delete from cart_items where user_id = $1::uuid and id = any($2::uuid[])',
      params: [userId, lineIds],
    }),
  };
}

/** The caller's line quantities by product, the lines locked so two bulk adds sum rather than race. */
export async function lockLineQuantities(tx: Tx, userId: string): Promise<Map<string, number>> {
  const rows = await tx
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .for('update');
  return new Map(rows.map((r) => [r.productId, r.quantity]));
}

const addToEachLine = namedStatement(
  'cart_add_lines',
  `insert into cart_items (user_id, product_id, quantity)
    select $1::uuid, l.product_id, l.quantity from unnest($2::uuid[], $3::int[]) as l(product_id, quantity)
    on conflict (user_id, product_id) do update
      set quantity = cart_items.quantity + excluded.quantity, updated_at = now()`,
);

/** Adds each quantity to its product's line (a new line where there is none), in one statement. */
export async function addToLines(
  tx: Tx,
  userId: string,
  lines: readonly { productId: string; quantity: number }[],
): Promise<void> {
  await addToEachLine(tx, [userId, lines.map((l) => l.productId), lines.map((l) => l.quantity)]);
}
