import type { Tx } from '../../db/client.ts';
import { countOpenItems } from './open-items.repository.ts';

/**
 * For the partner shell's pending-tasks line (docs/product/partner-portal.md: open tickets and unread messages count
 * as open items): the user's unresolved tickets and the others' unread messages in their chats.
 */
export async function countOpenSupportItems(
  tx: Tx,
  userId: string,
): Promise<{ openTickets: number; unreadMessages: number }> {
  return countOpenItems(tx, userId);
}
