import { randomUUID } from 'node:crypto';
import type { ProductCategoryId } from '@party/shared';
import { orders, products } from '../../src/db/schema/index.ts';
import { companyIdOf } from '../../src/domains/companies/company-membership.ts';
import { insertOrderItems } from '../../src/domains/orders/orders.repository.ts';
import { addOrderSales } from '../../src/domains/orders/sales-roll-up.repository.ts';
import type { TestContext } from '../helpers/test-app.ts';

type Status = 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled';

/** A catalogue product of a given category, written straight into the database. */
export async function makeProduct(
  ctx: Pick<TestContext, 'database'>,
  name: string,
  category: ProductCategoryId,
) {
  const [row] = await ctx.database.db
    .insert(products)
    .values({ name, slug: `insights-${randomUUID().slice(0, 12)}`, price: '1.00', category })
    .returning({ id: products.id, name: products.name });
  return row!;
}

export interface OrderLine {
  /** null: a line whose product has since left the catalogue */
  product: { id: string; name: string } | null;
  name?: string;
  quantity: number;
  price: string;
}

/** An order with its lines as checkout would have written it (totals are the caller's). */
export async function makeOrder(
  ctx: Pick<TestContext, 'database'>,
  partnerId: string,
  order: { status: Status; createdAt: string; total: string; delivery?: string; lines: OrderLine[] },
) {
  const [row] = await ctx.database.db
    .insert(orders)
    .values({
      partnerId,
      companyId: companyIdOf(partnerId),
      status: order.status,
      totalAmount: order.total,
      deliveryCost: order.delivery ?? '0',
      createdAt: new Date(order.createdAt),
    })
    .returning({ id: orders.id });
  // Through the orders' writer of lines, so the order counts in the sales roll-up as checkout's do.
  if (!order.lines.length) await addOrderSales(ctx.database.db, row!.id, 1);
  else
    await insertOrderItems(
      ctx.database.db,
      order.lines.map((l) => ({
        orderId: row!.id,
        productId: l.product?.id ?? null,
        productName: l.product?.name ?? l.name ?? 'Unknown Product',
        quantity: l.quantity,
        pricePerUnit: l.price,
      })),
    );
  return row!.id;
}
