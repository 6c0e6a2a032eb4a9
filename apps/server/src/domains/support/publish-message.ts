import type { ChatMessage } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { publishEvent } from '../../lib/events.ts';
import { findParticipantIds } from './conversations.repository.ts';
import { findMessage } from './messages.repository.ts';
import { toChatMessage } from './to-support.ts';

// NOTIFY payloads stay under 8000 bytes: a long message travels shortened and the page refetches it.
const EVENT_CONTENT_LIMIT = 1000;

/**
 * Tells every participant's open pages, and the support desk (associates and admins), that a
 * message arrived: inside the message's transaction, so it goes out only if the message is stored.
 */
export async function publishMessage(tx: Tx, messageId: string): Promise<ChatMessage> {
  const message = toChatMessage(await findMessage(tx, messageId));
  const truncated = message.content.length > EVENT_CONTENT_LIMIT;
  const content = truncated ? `${message.content.slice(0, EVENT_CONTENT_LIMIT - 1)}…` : message.content;
  await publishEvent(tx, {
    userIds: await findParticipantIds(tx, message.conversationId),
    roles: ['associate'],
    admins: true,
    type: 'message.created',
    data: { conversationId: message.conversationId, message: { ...message, content }, truncated },
  });
  return message;
}
