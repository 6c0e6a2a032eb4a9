import { ticketConversationTitle, ticketSystemMessage } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { listStaffRecipients } from '../accounts/list-staff-recipients.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { addParticipant, insertConversation } from './conversations.repository.ts';
import { insertMessages } from './messages.repository.ts';
import { publishMessage } from './publish-message.ts';
import { insertTicket, type TicketRow } from './tickets.repository.ts';

export interface OpenSupportTicketInput {
  submitterId: string;
  title: string;
  description: string;
  /** Lower-case: product, order, website, billing, returns, other, credit_limit, ... */
  category: string;
  priority: 'low' | 'medium' | 'high';
  /**
   * Who hears of the new ticket by notification: the support desk (sales associates) by default;
   * a domain with its own reviewers (credit) notifies them itself and passes false.
   */
  notifyDesk?: boolean;
}

/**
 * Opens a support ticket inside the caller's transaction (docs/product/partner-portal.md, Help and support): the conversation
 * 'Support: {title}' (active), the submitter as participant, the ticket (its number TCK-000001...
 * from the database sequence), the submitter's message (the description) and the system message
 * naming the ticket; each message goes live to the desk. Other domains (credit) call this.
 */
export async function openSupportTicket(tx: Tx, input: OpenSupportTicketInput): Promise<TicketRow> {
  const category = input.category.trim().toLowerCase();
  const conversationId = await insertConversation(tx, {
    title: ticketConversationTitle(input.title),
    createdBy: input.submitterId,
  });
  await addParticipant(tx, conversationId, input.submitterId);
  const ticket = await insertTicket(tx, {
    title: input.title,
    description: input.description,
    category,
    priority: input.priority,
    status: 'open',
    submitterId: input.submitterId,
    conversationId,
  });
  const messageIds = await insertMessages(tx, [
    { conversationId, senderId: input.submitterId, receiverId: null, content: input.description },
    {
      conversationId,
      senderId: input.submitterId,
      receiverId: null,
      content: ticketSystemMessage(ticket.ticketNumber),
      isSystemMessage: true,
    },
  ]);
  for (const id of messageIds) await publishMessage(tx, id);
  if (input.notifyDesk ?? true) {
    for (const { id: userId } of await listStaffRecipients(tx, { associateRole: 'sales' })) {
      await createNotification(tx, {
        userId,
        title: 'New support ticket',
        message: `Ticket #${ticket.ticketNumber} (${input.priority} priority): ${input.title}`,
        type: input.priority === 'high' ? 'warning' : 'info',
        actionUrl: '/associate/support',
      });
    }
  }
  return ticket;
}
