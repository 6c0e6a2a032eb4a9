import type { Tx } from '../../db/client.ts';
import { publishEvent } from '../../lib/events.ts';

export interface StockChange {
  productId: string;
  /** The product's stock after the change. */
  stockQuantity: number;
}

/**
 * Tells every open page (visitors included) that a product's stock changed: the live event
 * 'product.stock' for everyone. Call it inside the transaction that changes products.stock_quantity
 * (checkout, stock adjustments, vendor updates): it is sent only if that transaction commits.
 */
export async function publishStockChange(tx: Tx, change: StockChange): Promise<void> {
  await publishEvent(tx, {
    everyone: true,
    type: 'product.stock',
    data: { productId: change.productId, stockQuantity: change.stockQuantity },
  });
}
