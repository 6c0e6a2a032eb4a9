import {
  CART_MAX_LINE_QUANTITY,
  formatCents,
  largestSoldWithin,
  type Principal,
  type ReorderLine,
  type ReorderResponse,
  reorderSummary,
  roundUpToSold,
} from '@party/shared';
import type { Db, Tx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { companyOf } from '../../lib/row-policy.ts';
import { addLinesToCartWithin } from '../cart/add-lines-to-cart.ts';
import { type PricedProduct, priceLines } from '../pricing/price-lines.ts';
import { orderScope } from './orders.policy.ts';
import { findCompanyOrder, findOrderItems, type OrderItemRow } from './orders.repository.ts';

const count = new Intl.NumberFormat('en-AU');
const centsOf = (amount: string | number) => Math.round(Number(amount) * 100);

/** A past line's plan: how many units go in now, and what to say about the quantity. */
interface Plan {
  item: OrderItemRow;
  product: PricedProduct | null;
  quantity: number;
  status: ReorderLine['status'];
  notes: string[];
}

/**
 * The quantity a line can have today (docs/product/wholesale-buying.md, "Order again"): the ordered
 * quantity rounded up to the pack size and minimum, then cut to what stock holds in the units the
 * product is sold in (nothing when not even the minimum is there).
 */
function planLine(item: OrderItemRow, product: PricedProduct | null): Plan {
  if (!product) return { item, product, quantity: 0, status: 'not_sold', notes: ['No longer sold'] };
  const soldIn = { packSize: product.packSize, minQuantity: product.minOrderQty };
  const wanted = roundUpToSold({ quantity: item.quantity, ...soldIn });
  const limit = Math.min(product.stockQuantity, CART_MAX_LINE_QUANTITY);
  if (wanted > limit) {
    const quantity = largestSoldWithin({ limit, ...soldIn }) ?? 0;
    const stock =
      product.stockQuantity === 0 ? 'Out of stock' : `Only ${count.format(product.stockQuantity)} in stock`;
    const note = quantity > 0 ? `${stock}: added ${quantity} of ${wanted}` : `${stock}: not added`;
    return { item, product, quantity, status: 'short_stock', notes: [note] };
  }
  if (wanted === item.quantity) return { item, product, quantity: wanted, status: 'added', notes: [] };
  const why =
    item.quantity < product.minOrderQty
      ? `the minimum order is ${product.minOrderQty}`
      : `sold in packs of ${product.packSize}`;
  return {
    item,
    product,
    quantity: wanted,
    status: 'quantity_adjusted',
    notes: [`Rounded up to ${wanted}: ${why}`],
  };
}

/** Each line as the dialog shows it, priced today at the quantity added ('Now $4.50 (was $4.95)'). */
function toReorderLine(plan: Plan, unitCents: number | null): ReorderLine {
  const previous = centsOf(plan.item.pricePerUnit);
  const changed = unitCents !== null && plan.quantity > 0 && unitCents !== previous;
  const notes = changed
    ? [...plan.notes, `Now ${formatCents(unitCents)} (was ${formatCents(previous)})`]
    : plan.notes;
  return {
    productId: plan.product?.productId ?? null,
    name: plan.product?.name ?? plan.item.productName,
    orderedQuantity: plan.item.quantity,
    quantity: plan.quantity,
    status: changed && plan.status === 'added' ? 'price_changed' : plan.status,
    message: notes.length ? notes.join('. ') : null,
    unitPrice: unitCents === null ? null : unitCents / 100,
    previousUnitPrice: previous / 100,
  };
}

/** The past lines planned and priced at today's prices for the quantities going in. */
async function planReorder(tx: Tx, companyId: string | null, items: OrderItemRow[]): Promise<Plan[]> {
  const known = items.filter((i) => i.productId !== null);
  const now = await priceLines(
    tx,
    companyId,
    known.map((i) => ({ productId: i.productId!, quantity: i.quantity })),
  );
  const productOf = new Map(known.map((item, i) => [item, now[i] ?? null]));
  return items.map((item) => planLine(item, productOf.get(item) ?? null));
}

/** Today's unit price of each plan at its own quantity: a break may apply that the ordered quantity missed. */
async function unitPricesOf(tx: Tx, companyId: string | null, plans: Plan[]): Promise<(number | null)[]> {
  const moved = plans.filter((p) => p.product && p.quantity > 0 && p.quantity !== p.item.quantity);
  const repriced = moved.length
    ? await priceLines(
        tx,
        companyId,
        moved.map((p) => ({ productId: p.product!.productId, quantity: p.quantity })),
      )
    : [];
  const at = new Map(moved.map((p, i) => [p, repriced[i]?.unitCents ?? null]));
  return plans.map((p) => (at.has(p) ? at.get(p)! : (p.product?.unitCents ?? null)));
}

/**
 * Order Again (docs/product/wholesale-buying.md): the lines of one of the caller's company's orders
 * (another company's is "Order not found") into their cart at today's prices, in one transaction:
 * products no longer sold left out, quantities rounded up to the pack size and cut to stock, added as
 * the bulk add adds them (merging with the cart). The answer says what changed, line by line.
 */
export async function orderAgain(db: Db, principal: Principal, orderId: string): Promise<ReorderResponse> {
  const scope = companyOf(orderScope(principal, 'reorder'));
  return db.transaction(async (tx) => {
    const order = await findCompanyOrder(tx, scope, orderId);
    if (!order) throw notFound('Order');
    const plans = await planReorder(tx, principal.companyId, await findOrderItems(tx, [order.id]));
    const unitCents = await unitPricesOf(tx, principal.companyId, plans);
    const lines = plans.map((plan, i) => toReorderLine(plan, unitCents[i] ?? null));
    const going = plans.filter((p) => p.product && p.quantity > 0);
    const { added, cart } = await addLinesToCartWithin(tx, principal, {
      lines: going.map((p) => ({ productId: p.product!.productId, quantity: p.quantity })),
    });
    return { added, summary: reorderSummary(lines), lines, cart };
  });
}
