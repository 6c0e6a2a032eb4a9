import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { namedStatement } from '../../db/named-statement.ts';
import type { PendingStatement } from '../../db/rows-insert.ts';
import { cartItems, products } from '../../db/schema/index.ts';

export interface CartLineRow {
  id: string;
  productId: string;
  name: string;
  slug: string;
  category: (typeof products.category.enumValues)[number];
  imageUrl: string | null;
  /** numeric(12,2) as PostgreSQL writes it. */
  price: string;
  quantity: number;
  stockQuantity: number;
}

// The cart shows each line with the catalogue's current name, picture and price: one join, one query.
const lineColumns = {
  id: cartItems.id,
  productId: cartItems.productId,
  name: products.name,
  slug: products.slug,
  category: products.category,
  imageUrl: products.imageUrl,
  price: products.price,
  quantity: cartItems.quantity,
  stockQuantity: products.stockQuantity,
};

export async function findCartLines(tx: Tx, userId: string): Promise<CartLineRow[]> {
  return tx
    .select(lineColumns)
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

export async function findCartLine(tx: Tx, userId: string, lineId: string): Promise<CartLineRow | null> {
  const [row] = await tx
    .select(lineColumns)
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.userId, userId), eq(cartItems.id, lineId)));
  return row ?? null;
}

const addAndReadCart = namedStatement<{
  id: string;
  product_id: string;
  name: string;
  slug: string;
  category: CartLineRow['category'];
  image_url: string | null;
  price: string;
  quantity: number;
  stock_quantity: number;
  merged: boolean | null;
}>(
  'cart_add',
  `with up as (
    insert into cart_items (user_id, product_id, quantity)
    select $1::uuid, $2::uuid, $3::int where $3::int <= $4::int
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
  select l.id, l.product_id, p.name, p.slug, p.category, p.image_url, p.price::text as price, l.quantity,
    p.stock_quantity, l.merged, (select count(*) from notified) as notified
  from lines l join products p on p.id = l.product_id
  order by l.created_at, l.id`,
);

/**
 * Adds to the product's line (docs/product/partner-portal.md: the quantity sums with what is there, so two quick clicks
 * never make two lines or lose a unit) and reads the cart, in ONE statement, outside any transaction: the upsert (refused when
 * the line would pass `maxQuantity`), the whole cart after it with the catalogue's names and
 * prices, and the NOTIFY `notice` once the line changed. A statement sees the tables as they were
 * before it, so the cart is the upserted line plus the others read from the table. `added` is
 * null when the line would pass the limit (nothing changed, nothing notified).
 */
export async function addToLineReadingCart(
  tx: Tx,
  line: { userId: string; productId: string; quantity: number; maxQuantity: number },
  notice: { channel: string; payload: string },
): Promise<{ added: { id: string; merged: boolean } | null; lines: CartLineRow[] }> {
  const rows = await addAndReadCart(tx, [
    line.userId,
    line.productId,
    line.quantity,
    line.maxQuantity,
    notice.channel,
    notice.payload,
  ]);
  const mine = rows.find((r) => r.merged !== null);
  return {
    added: mine ? { id: mine.id, merged: mine.merged === true } : null,
    lines: rows.map((r) => ({
      id: r.id,
      productId: r.product_id,
      name: r.name,
      slug: r.slug,
      category: r.category,
      imageUrl: r.image_url,
      price: r.price,
      quantity: Number(r.quantity),
      stockQuantity: Number(r.stock_quantity),
    })),
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
