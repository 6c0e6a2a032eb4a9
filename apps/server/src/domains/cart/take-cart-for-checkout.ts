import type { Tx } from '../../db/client.ts';
import type { WriteBatch } from '../../lib/write-batch.ts';
import { type CheckoutLineRow, linesDelete, lockCartLines } from './cart.repository.ts';

export interface CheckoutCart {
  /** Each line with its product's current name, category and price (the catalogue's, not a copy). */
  lines: Omit<CheckoutLineRow, 'id'>[];
  /** Empties the cart inside the checkout's transaction, sent with the order's other side effects. */
  empty: (batch: WriteBatch) => void;
}

/**
 * For the checkout use case (orders domain), inside its transaction: the partner's cart lines,
 * locked so a second checkout of the same cart waits for the first and then finds it empty.
 */
export async function takeCartForCheckout(tx: Tx, userId: string): Promise<CheckoutCart> {
  const rows = await lockCartLines(tx, userId);
  return {
    lines: rows.map(({ id: _id, ...line }) => line),
    empty: (batch) => {
      batch.write(
        linesDelete(
          tx,
          userId,
          rows.map((r) => r.id),
        ),
      );
      batch.publish({ userIds: [userId], type: 'cart.changed', data: {} });
    },
  };
}
