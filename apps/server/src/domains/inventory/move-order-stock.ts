import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { publishStockChange } from '../catalog/publish-stock-change.ts';
import { alertLowStock } from './alert-low-stock.ts';
import {
  findProductName,
  hasStockMovement,
  insertHistory,
  returnUnits,
  type StockMove,
  takeUnits,
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
 * A sale, inside the order's transaction: one guarded UPDATE per line and an inventory_history row
 * each. A line that cannot be filled throws 409 naming the product, which rolls the order back.
 * Tells every page the new stock, and product managers when a product crosses to the low-stock level.
 */
export async function takeOrderStock(tx: Tx, movement: Movement): Promise<StockMove[]> {
  const moved: StockMove[] = [];
  for (const line of byProduct(movement.lines)) {
    const after = await takeUnits(tx, line.productId, line.quantity);
    if (!after) {
      const name = (await findProductName(tx, line.productId)) ?? 'A product in your cart';
      throw new AppError(
        'CONFLICT',
        `Not enough stock of ${name} for ${line.quantity.toLocaleString('en-AU')} units. Lower the quantity in your cart or remove it.`,
        { items: name },
      );
    }
    moved.push(after);
  }
  await recordMoves(tx, movement, moved, 'sale');
  const quantityOf = new Map(movement.lines.map((l) => [l.productId, l.quantity]));
  await alertLowStock(
    tx,
    moved.map((m) => ({ ...m, previousQuantity: m.stockQuantity + (quantityOf.get(m.id) ?? 0) })),
  );
  return moved;
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
