import type { Principal, StockAdjustment, StockAdjustmentResult } from '@party/shared';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { alertLowStock } from './alert-low-stock.ts';
import { mayDoStock } from './inventory.policy.ts';
import { publishStockChange } from './publish-stock-change.ts';
import { insertHistory, type LockedStock, lockStock, setStock } from './stock.repository.ts';

/**
 * Adjust Stock (docs/product/stock-and-uploads.md): restock with a positive quantity is the restock procedure (units
 * added, a 'restock' row); anything else is a general change, recorded as 'restock' when positive
 * and 'adjustment' otherwise, and floored at 0. The row is locked first, so 20 adjustments at once
 * each build on the last. One transaction with the history row, live stock, low-stock alert and the
 * audit entry (a staff change of stock; a form's direct update is audited as the product edit it is).
 */
export async function adjustStock(
  db: Db,
  principal: Principal,
  productId: string,
  input: StockAdjustment,
): Promise<StockAdjustmentResult> {
  assertAllowed(
    mayDoStock(principal, 'adjust'),
    'Only Product Management or Finance associates can change stock.',
  );
  return db.transaction(async (tx) => {
    const product = await lockStock(tx, productId);
    if (!product) throw notFound('Product');
    const restock = input.changeType === 'restock' && input.quantity > 0;
    const newQuantity = restock
      ? product.stockQuantity + input.quantity
      : Math.max(0, product.stockQuantity + input.quantity);
    const changeType = input.quantity > 0 ? 'restock' : 'adjustment';
    const notes = input.notes || (restock ? 'Restock' : null);
    const moved = await moveStock(tx, product, newQuantity, { changeType, notes, actorId: principal.userId });
    await recordAudit(tx, principal, {
      action: 'product.stock_adjusted',
      entity: { id: product.id, label: product.name },
      oldValues: { stockQuantity: moved.previousQuantity },
      newValues: { stockQuantity: moved.newQuantity, changeType, notes },
    });
    return moved;
  });
}

/**
 * An Edit Product form that changes the stock figure: a 'direct_update' row. Called by catalog's
 * updateProduct inside its transaction.
 */
export async function setStockDirectly(
  tx: Tx,
  productId: string,
  stockQuantity: number,
  actorId: string,
): Promise<void> {
  const product = await lockStock(tx, productId);
  if (!product || product.stockQuantity === stockQuantity) return;
  await moveStock(tx, product, stockQuantity, {
    changeType: 'direct_update',
    notes: 'Edited in product form',
    actorId,
  });
}

async function moveStock(
  tx: Tx,
  product: LockedStock,
  newQuantity: number,
  how: { changeType: 'restock' | 'adjustment' | 'direct_update'; notes: string | null; actorId: string },
): Promise<StockAdjustmentResult> {
  const previousQuantity = product.stockQuantity;
  await setStock(tx, product.id, newQuantity);
  await insertHistory(tx, [
    {
      productId: product.id,
      changeType: how.changeType,
      quantityChange: newQuantity - previousQuantity,
      previousQuantity,
      newQuantity,
      notes: how.notes,
      referenceType: 'staff',
      createdBy: how.actorId,
      // The time of the move itself (after the lock), not of the transaction's start, so the
      // history lists concurrent moves in the order they were applied.
      createdAt: sql`clock_timestamp()`,
    },
  ]);
  await publishStockChange(tx, { productId: product.id, stockQuantity: newQuantity });
  await alertLowStock(tx, [{ ...product, previousQuantity, stockQuantity: newQuantity }]);
  return { previousQuantity, newQuantity, quantityChange: newQuantity - previousQuantity };
}
