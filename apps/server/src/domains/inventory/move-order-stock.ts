import { sumByProduct } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { EVENTS_CHANNEL } from '../../lib/events.ts';
import { alertLowStock } from './alert-low-stock.ts';
import { publishStockChange } from './publish-stock-change.ts';
import {
  findProductName,
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

/**
 * Why an order's units are taken, which words the history row and the refusal for whoever asked:
 * the partner at checkout, staff converting a quote, staff reopening a cancelled order.
 */
export type StockTakeReason = 'checkout' | 'quote' | 'reopen';

const takeWording: Record<StockTakeReason, { notes: string; unnamed: string; remedy: string }> = {
  checkout: {
    notes: 'Partner order',
    unnamed: 'A product in your cart',
    remedy: 'Lower the quantity in your cart or remove it.',
  },
  quote: {
    notes: 'Partner order',
    unnamed: 'A product on the quote',
    remedy: 'Lower the quantity on the quote or restock the product.',
  },
  reopen: {
    notes: 'Partner order reopened',
    unnamed: 'A product on the order',
    remedy: 'Restock the product before reopening the order.',
  },
};

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
export async function takeOrderStock(
  tx: Tx,
  movement: Movement,
  reason: StockTakeReason = 'checkout',
): Promise<StockMove[]> {
  const wording = takeWording[reason];
  const lines = sumByProduct(movement.lines);
  if (lines.length === 0) return [];
  const moved = await takeUnitsWithHistory(tx, {
    lines,
    referenceId: movement.orderId,
    actorId: movement.actorId,
    notes: wording.notes,
    eventsChannel: EVENTS_CHANNEL,
  });
  if (moved.length < lines.length) {
    const taken = new Set(moved.map((m) => m.id));
    const short = byProduct(lines).find((l) => !taken.has(l.productId))!;
    const name = (await findProductName(tx, short.productId)) ?? wording.unnamed;
    throw new AppError(
      'CONFLICT',
      `Not enough stock of ${name} for ${short.quantity.toLocaleString('en-AU')} units. ${wording.remedy}`,
      { items: name },
    );
  }
  await alertLowStock(
    tx,
    moved.map((m) => ({ ...m, previousQuantity: m.stockQuantity + m.quantity })),
  );
  return moved.map(({ quantity: _quantity, ...m }) => m);
}

/**
 * A cancelled order's units go back on the shelf, with a history row each and the live stock event.
 * Call it only when an active order becomes cancelled, holding the order's row lock: the order's
 * status says whether its units are taken (every active order took them: at checkout, on conversion
 * from a quote, or when reopened by takeOrderStock), so an order's movements net to its units taken
 * while active and to zero while cancelled, however often it is cancelled and reopened.
 */
export async function returnOrderStock(tx: Tx, movement: Movement): Promise<StockMove[]> {
  return putUnitsBack(tx, movement.lines, {
    notes: 'Partner order cancelled',
    referenceType: 'order',
    referenceId: movement.orderId,
    createdBy: movement.actorId,
  });
}

/**
 * Units back on the shelf, product by product in id order (the lock order everywhere), each with an
 * inventory history line of type 'return' naming why, and the live stock event: an order cancelled,
 * or a partner's return received (restock-return.ts).
 */
export async function putUnitsBack(
  tx: Tx,
  lines: OrderStockLine[],
  why: { notes: string; referenceType: 'order' | 'return'; referenceId: string; createdBy: string },
): Promise<StockMove[]> {
  const moved: (StockMove & { quantity: number })[] = [];
  for (const line of byProduct(sumByProduct(lines))) {
    const after = await returnUnits(tx, line.productId, line.quantity);
    if (after) moved.push({ ...after, quantity: line.quantity });
  }
  await insertHistory(
    tx,
    moved.map((m) => ({
      productId: m.id,
      changeType: 'return',
      quantityChange: m.quantity,
      previousQuantity: m.stockQuantity - m.quantity,
      newQuantity: m.stockQuantity,
      ...why,
    })),
  );
  for (const m of moved) await publishStockChange(tx, { productId: m.id, stockQuantity: m.stockQuantity });
  return moved.map(({ quantity: _quantity, ...m }) => m);
}
