import type { Tx } from '../../db/client.ts';
import { publishTicketChange } from './publish-ticket-change.ts';
import { lockTicketOfConversation, updateTicket } from './tickets.repository.ts';

/**
 * docs/product/associate-portal.md, Support desk: a message on a closed ticket reopens it (status open, resolved_at and the
 * resolution notes cleared). Called inside the message's transaction; a chat that is no ticket's,
 * or a ticket still open, is left alone.
 */
export async function reopenClosedTicket(tx: Tx, conversationId: string): Promise<void> {
  const ticket = await lockTicketOfConversation(tx, conversationId);
  if (ticket?.status !== 'closed') return;
  await updateTicket(tx, ticket.id, { status: 'open', resolvedAt: null, resolutionNotes: null });
  await publishTicketChange(tx, ticket.id);
}
