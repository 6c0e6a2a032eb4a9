import type { Tx } from '../../db/client.ts';
import { alertLowStock } from './alert-low-stock.ts';
import { publishStockChange } from './publish-stock-change.ts';
import { hasStockMovement, insertHistory, returnUnits, type StockMove } from './stock.repository.ts';

export interface ReceivedLine {
  productId: string;
  quantity: number;
}

/**
 * A delivered purchase order's units go on the shelf (docs/product/vendor-portal.md, Shipments), inside the caller's transaction:
 * one UPDATE and one 'restock' history row per product, naming the PO. Once per PO: a PO already
 * restocked (delivered marked twice) adds nothing. The caller holds the shipment's row lock, so two
 * deliveries cannot both pass the check. A product that rises above its low-stock level is ready to
 * alert again on its next fall (alerts fire on each downward crossing), and open pages see the stock.
 */
export async function receivePurchaseOrderStock(
  tx: Tx,
  receipt: { purchaseOrderId: string; poNumber: string; actorId: string; lines: ReceivedLine[] },
): Promise<StockMove[]> {
  // Several lines of one product arrive as one movement; locks taken in product-id order.
  const quantityOf = new Map<string, number>();
  for (const line of receipt.lines)
    quantityOf.set(line.productId, (quantityOf.get(line.productId) ?? 0) + line.quantity);
  const productIds = [...quantityOf.keys()].sort();
  if (productIds.length === 0) return [];
  if (
    await hasStockMovement(tx, {
      referenceType: 'purchase_order',
      referenceId: receipt.purchaseOrderId,
      changeType: 'restock',
      productIds,
    })
  )
    return [];
  const moved: StockMove[] = [];
  for (const productId of productIds) {
    const after = await returnUnits(tx, productId, quantityOf.get(productId)!);
    if (after) moved.push(after);
  }
  await insertHistory(
    tx,
    moved.map((m) => {
      const change = quantityOf.get(m.id)!;
      return {
        productId: m.id,
        changeType: 'restock' as const,
        quantityChange: change,
        previousQuantity: m.stockQuantity - change,
        newQuantity: m.stockQuantity,
        notes: `Delivered on purchase order ${receipt.poNumber}`,
        referenceType: 'purchase_order',
        referenceId: receipt.purchaseOrderId,
        createdBy: receipt.actorId,
      };
    }),
  );
  for (const m of moved) await publishStockChange(tx, { productId: m.id, stockQuantity: m.stockQuantity });
  await alertLowStock(
    tx,
    moved.map((m) => ({ ...m, previousQuantity: m.stockQuantity - quantityOf.get(m.id)! })),
  );
  return moved;
}
