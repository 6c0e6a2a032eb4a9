import { cartItems, inventoryHistory, reviews, wishlists } from '../db/schema/index.ts';
import { adjustLoyaltyPoints } from '../domains/companies/adjust-loyalty-points.ts';
import { insertInChunks, type Partner, type SeedContext, type SeededProduct } from './context.ts';
import { daysAgo } from './random.ts';
import type { SeededOrder } from './seed-orders.ts';

const praise: [number, string, string][] = [
  [
    5,
    'Great quality, fast delivery',
    'Arrived two days early and every piece was perfect. Our client loved the result.',
  ],
  [
    5,
    'Our go-to for events',
    'We order these for nearly every function now. Consistent colour and quality every time.',
  ],
  [
    5,
    'Looked amazing in photos',
    'The finish really pops under venue lighting. Will definitely reorder for the wedding season.',
  ],
  [
    4,
    'Good value for bulk',
    'Solid product at a good wholesale price. One or two pieces had minor marks but nothing noticeable.',
  ],
  [
    4,
    'Happy with this',
    'Does exactly what it says. Packaging could be a little sturdier for interstate freight.',
  ],
  [
    4,
    'Kids loved them',
    'Used these for a 6th birthday party with 20 kids and they held up well all afternoon.',
  ],
  [
    3,
    'Okay but check sizing',
    'Decent quality but smaller than I expected from the photos, so read the dimensions.',
  ],
  [
    2,
    'Colour not as pictured',
    'The shade was noticeably lighter than expected. Customer service sorted a partial refund quickly.',
  ],
];

/** Reviews, wishlists, a cart, loyalty points and the stock history the orders imply. */
export async function seedPartnerActivity(
  ctx: SeedContext,
  partners: Partner[],
  products: SeededProduct[],
  orders: SeededOrder[],
) {
  const { tx, rng, now } = ctx;

  // Reviews: what each partner bought and received, plus a few more products they know.
  const reviewRows: (typeof reviews.$inferInsert)[] = [];
  for (const partner of partners) {
    const bought = orders
      .filter((o) => o.partnerId === partner.id && o.status === 'delivered')
      .flatMap((o) => o.lines.map((l) => l.productId));
    const extra = rng.sample(products, 8).map((p) => p.id);
    for (const productId of [...new Set([...bought, ...extra])].slice(0, 14)) {
      const [rating, title, comment] = rng.pick(rng.chance(0.8) ? praise.slice(0, 6) : praise);
      const createdAt = daysAgo(now, rng.int(2, 160));
      reviewRows.push({
        productId,
        userId: partner.id,
        rating,
        title,
        comment,
        createdAt,
        updatedAt: createdAt,
      });
    }
  }
  await insertInChunks(reviewRows, (chunk) => tx.insert(reviews).values(chunk));

  const [demo, ...others] = partners;
  if (!demo) return;
  const wishlistRows = [
    ...rng
      .sample(products, 7)
      .map((p) => ({ userId: demo.id, productId: p.id, addedAt: daysAgo(now, rng.int(1, 40)) })),
    ...others.flatMap((partner) =>
      rng
        .sample(products, rng.int(2, 4))
        .map((p) => ({ userId: partner.id, productId: p.id, addedAt: daysAgo(now, rng.int(1, 90)) })),
    ),
  ];
  await tx.insert(wishlists).values(wishlistRows);
  await tx.insert(cartItems).values(
    rng
      .sample(
        products.filter((p) => p.stock > 50),
        3,
      )
      .map((p, i) => ({
        userId: demo.id,
        productId: p.id,
        quantity: [6, 12, 2][i] ?? 1,
        createdAt: daysAgo(now, 0.3),
        updatedAt: daysAgo(now, 0.2),
      })),
  );

  // One point per whole AUD of delivered orders (docs/product/partner-portal.md).
  for (const partner of partners) {
    const points = orders
      .filter((o) => o.partnerId === partner.id && o.status === 'delivered')
      // Per order, as delivery adds them (orders/update-order-status.ts), so taking one back is exact.
      .reduce((s, o) => s + Math.floor(o.totalCents / 100), 0);
    await adjustLoyaltyPoints(tx, partner.companyId, points);
  }

  await seedInventoryHistory(ctx, products, orders);
}

/** An opening restock per product, then each order's sale (and its return when cancelled), ending at today's stock. */
async function seedInventoryHistory(ctx: SeedContext, products: SeededProduct[], orders: SeededOrder[]) {
  const chronological = [...orders].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const rows: (typeof inventoryHistory.$inferInsert)[] = [];
  for (const product of products) {
    const movements = chronological.flatMap((o) =>
      o.lines.filter((l) => l.productId === product.id).map((l) => ({ order: o, quantity: l.quantity })),
    );
    const netSold = movements
      .filter((m) => m.order.status !== 'cancelled')
      .reduce((s, m) => s + m.quantity, 0);
    let level = product.stock + netSold;
    rows.push({
      productId: product.id,
      changeType: 'restock',
      quantityChange: level,
      previousQuantity: 0,
      newQuantity: level,
      notes: 'Opening stock from supplier delivery',
      createdAt: daysAgo(ctx.now, 190),
    });
    for (const { order, quantity } of movements) {
      // A cancelled order took and returned its stock; skip it where today's low stock could not have covered it.
      if (order.status === 'cancelled' && level < quantity) continue;
      rows.push({
        productId: product.id,
        changeType: 'sale',
        quantityChange: -quantity,
        previousQuantity: level,
        newQuantity: level - quantity,
        referenceType: 'order',
        referenceId: order.id,
        createdAt: order.createdAt,
      });
      level -= quantity;
      if (order.status === 'cancelled') {
        rows.push({
          productId: product.id,
          changeType: 'return',
          quantityChange: quantity,
          previousQuantity: level,
          newQuantity: level + quantity,
          notes: 'Order cancelled',
          referenceType: 'order',
          referenceId: order.id,
          createdAt: order.createdAt,
        });
        level += quantity;
      }
    }
  }
  await insertInChunks(rows, (chunk) => ctx.tx.insert(inventoryHistory).values(chunk));
}
