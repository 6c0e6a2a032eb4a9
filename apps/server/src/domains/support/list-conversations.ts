import type { ConversationList, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { ownerOf } from '../../lib/row-policy.ts';
import { findConversationsOf } from './conversations.repository.ts';
import { supportScope } from './support.policy.ts';
import { toConversationSummary } from './to-support.ts';

/** The conversations the caller takes part in, with last message and unread count (one query). */
export async function listConversations(
  db: Db,
  principal: Principal,
  search?: string,
): Promise<ConversationList> {
  const owner = ownerOf(supportScope(principal, 'list-conversations'));
  const rows = await findConversationsOf(db, owner, search || undefined);
  return { items: rows.map(toConversationSummary) };
}
