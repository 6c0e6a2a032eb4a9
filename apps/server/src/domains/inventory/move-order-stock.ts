import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { publishStockChange } from '../catalog/publish-stock-change.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { listStaffRecipients } from '../users/list-staff-recipients.ts';
import {
  findProductName,
  hasOrderReturn,
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
 * Tells every page the new stock, and product managers when a product falls to the low-stock level.
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
  await alertLowStock(tx, movement.lines, moved);
  return moved;
}

/**
 * A cancelled order's units go back on the shelf, with history rows and the live stock event, once
 * per order: an order cancelled again (twice, or after being reopened) returns nothing more. The
 * caller holds the order's row lock, so two cancellations cannot both pass the check.
 */
export async function returnOrderStock(tx: Tx, movement: Movement): Promise<StockMove[]> {
  const productIds = movement.lines.map((l) => l.productId);
  if (await hasOrderReturn(tx, movement.orderId, productIds)) return [];
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

/**
 * PRODUCT.md: at or below the low-stock level (the product's threshold, 10 unless changed) product
 * managers hear of it once, when an order takes it across, and again when it runs out.
 */
async function alertLowStock(tx: Tx, lines: OrderStockLine[], moved: StockMove[]) {
  const quantityOf = new Map(lines.map((l) => [l.productId, l.quantity]));
  const low = moved.filter((m) => {
    const before = m.stockQuantity + (quantityOf.get(m.id) ?? 0);
    const level = m.lowStockThreshold;
    return m.stockQuantity <= level && (before > level || m.stockQuantity === 0);
  });
  if (low.length === 0) return;
  const managers = (await listStaffRecipients(tx, { associateRole: 'product_management' })).map((m) => m.id);
  for (const product of low)
    for (const userId of managers)
      await createNotification(tx, {
        userId,
        title: `Low Stock Alert: ${product.name}`,
        message:
          product.stockQuantity === 0
            ? `${product.name} is out of stock.`
            : `${product.name} has ${product.stockQuantity} units left.`,
        type: 'warning',
        actionUrl: '/associate/products',
        emailVariables: {
          productName: product.name,
          stockQuantity: product.stockQuantity,
          minimum: String(product.lowStockThreshold),
        },
      });
}
