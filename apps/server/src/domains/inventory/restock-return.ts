import { sumByProduct } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { publishStockChange } from './publish-stock-change.ts';
import { insertHistory, returnUnits, type StockMove } from './stock.repository.ts';

/**
 * Returned goods back on the shelf (docs/product/returns.md): each product's stock rises, with an
 * inventory history line of type 'return' naming the return, and the live stock event. Called once
 * per return, holding the return's row lock, so a return restocks once. Locks in product-id order.
 */
export async function restockReturn(
  tx: Tx,
  movement: { returnId: string; actorId: string; lines: { productId: string; quantity: number }[] },
): Promise<StockMove[]> {
  const lines = sumByProduct(movement.lines).sort((a, b) => (a.productId < b.productId ? -1 : 1));
  const moved: (StockMove & { quantity: number })[] = [];
  for (const line of lines) {
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
      notes: 'Partner return received',
      referenceType: 'return',
      referenceId: movement.returnId,
      createdBy: movement.actorId,
    })),
  );
  for (const m of moved) await publishStockChange(tx, { productId: m.id, stockQuantity: m.stockQuantity });
  return moved.map(({ quantity: _quantity, ...m }) => m);
}
