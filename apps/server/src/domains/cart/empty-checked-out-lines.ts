import type { WriteBatch } from '../../lib/write-batch.ts';
import { linesDelete } from './cart.repository.ts';

/**
 * For the checkout use case (orders domain), which locks the partner's cart lines in its first
 * statement: empties the lines it turned into the order inside its transaction, sent with the
 * order's other side effects, and tells the partner's open pages the cart changed.
 */
export function emptyCheckedOutLines(batch: WriteBatch, userId: string, lineIds: string[]): void {
  batch.write(linesDelete(userId, lineIds));
  batch.publish({ userIds: [userId], type: 'cart.changed', data: {} });
}
