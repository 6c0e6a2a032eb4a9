import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { EVENTS_CHANNEL } from '../../lib/events.ts';
import { publishStockChange } from '../catalog/publish-stock-change.ts';
import { alertLowStock } from './alert-low-stock.ts';
import {
  findProductName,
  hasStockMovement,
  insertHistory,
  returnUnits,
  type StockMove,
  takeUnitsWithHistory,
} from './stock.repository.ts';

export interface OrderStockLine {
  productId: string;
  quantity: number;
}

interface Movement {
  orderId: string;
  actorId: string;
  lines: OrderStockLine[];
}

// Locks are always taken in product-id order, so two orders sharing products cannot deadlock.
const byProduct = (lines: OrderStockLine[]) =>
  [...lines].sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));

/**
 * A sale, inside the order's transaction, in one statement (takeUnitsWithHistory): a guarded
 * update of every line, an inventory_history row each and the live stock events. A line that
 * cannot be filled throws 409 naming the product, which rolls the order back. Product managers
 * hear when a product crosses to the low-stock level. Send it last: the products stay locked
 * from here to the commit.
 */
export async function takeOrderStock(tx: Tx, movement: Movement): Promise<StockMove[]> {
  const lines = mergeLines(movement.lines);
  const moved = await takeUnitsWithHistory(tx, {
    lines,
    referenceId: movement.orderId,
    actorId: movement.actorId,
    notes: 'Partner order',
    eventsChannel: EVENTS_CHANNEL,
  });
  if (moved.length < lines.length) {
    const taken = new Set(moved.map((m) => m.id));
    const short = byProduct(lines).find((l) => !taken.has(l.productId))!;
    const name = (await findProductName(tx, short.productId)) ?? 'A product in your cart';
    throw new AppError(
      'CONFLICT',
      `Not enough stock of ${name} for ${short.quantity.toLocaleString('en-AU')} units. Lower the quantity in your cart or remove it.`,
      { items: name },
    );
  }
  await alertLowStock(
    tx,
    moved.map((m) => ({ ...m, previousQuantity: m.stockQuantity + m.quantity })),
  );
  return moved.map(({ quantity: _quantity, ...m }) => m);
}

/** One line per product (a quote may list a product twice): the statement takes each once. */
function mergeLines(lines: OrderStockLine[]): OrderStockLine[] {
  const merged = new Map<string, number>();
  for (const l of lines) merged.set(l.productId, (merged.get(l.productId) ?? 0) + l.quantity);
  return [...merged].map(([productId, quantity]) => ({ productId, quantity }));
}

/**
 * A cancelled order's units go back on the shelf, with history rows and the live stock event, once
 * per order: an order cancelled again (twice, or after being reopened) returns nothing more. The
 * caller holds the order's row lock, so two cancellations cannot both pass the check.
 */
export async function returnOrderStock(tx: Tx, movement: Movement): Promise<StockMove[]> {
  const productIds = movement.lines.map((l) => l.productId);
  if (
    await hasStockMovement(tx, {
      referenceType: 'order',
      referenceId: movement.orderId,
      changeType: 'return',
      productIds,
    })
  )
    return [];
  const moved: StockMove[] = [];
  for (const line of byProduct(movement.lines)) {
    const after = await returnUnits(tx, line.productId, line.quantity);
    if (after) moved.push(after);
  }
  await recordMoves(tx, movement, moved, 'return');
  return moved;
}

async function recordMoves(tx: Tx, movement: Movement, moved: StockMove[], kind: 'sale' | 'return') {
  const sign = kind === 'sale' ? -1 : 1;
  const quantityOf = new Map(movement.lines.map((l) => [l.productId, l.quantity]));
  await insertHistory(
    tx,
    moved.map((m) => {
      const change = sign * (quantityOf.get(m.id) ?? 0);
      return {
        productId: m.id,
        changeType: kind,
        quantityChange: change,
        previousQuantity: m.stockQuantity - change,
        newQuantity: m.stockQuantity,
        notes: kind === 'sale' ? 'Partner order' : 'Partner order cancelled',
        referenceType: 'order',
        referenceId: movement.orderId,
        createdBy: movement.actorId,
      };
    }),
  );
  for (const m of moved) await publishStockChange(tx, { productId: m.id, stockQuantity: m.stockQuantity });
}
