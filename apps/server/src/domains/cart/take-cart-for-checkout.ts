import type { Tx } from '../../db/client.ts';
import { publishEvent } from '../../lib/events.ts';
import { deleteLines, lockCartLines } from './cart.repository.ts';

export interface CheckoutCart {
  lines: { productId: string; quantity: number }[];
  /** Empties the cart inside the checkout's transaction, once the order is written. */
  empty: () => Promise<void>;
}

/**
 * For the checkout use case (orders domain), inside its transaction: the partner's cart lines,
 * locked so a second checkout of the same cart waits for the first and then finds it empty.
 */
export async function takeCartForCheckout(tx: Tx, userId: string): Promise<CheckoutCart> {
  const rows = await lockCartLines(tx, userId);
  return {
    lines: rows.map(({ productId, quantity }) => ({ productId, quantity })),
    empty: async () => {
      await deleteLines(
        tx,
        userId,
        rows.map((r) => r.id),
      );
      await publishEvent(tx, { userIds: [userId], type: 'cart.changed', data: {} });
    },
  };
}
