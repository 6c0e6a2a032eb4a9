import type { Tx } from '../../db/client.ts';
import { putUnitsBack } from './move-order-stock.ts';
import type { StockMove } from './stock.repository.ts';

/**
 * Returned goods back on the shelf (docs/product/returns.md): each product's stock rises, with an
 * inventory history line of type 'return' naming the return, and the live stock event. Called once
 * per return, holding the return's row lock, so a return restocks once.
 */
export function restockReturn(
  tx: Tx,
  movement: { returnId: string; actorId: string; lines: { productId: string; quantity: number }[] },
): Promise<StockMove[]> {
  return putUnitsBack(tx, movement.lines, {
    notes: 'Partner return received',
    referenceType: 'return',
    referenceId: movement.returnId,
    createdBy: movement.actorId,
  });
}
