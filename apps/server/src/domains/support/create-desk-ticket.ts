import type { CreateDeskTicket, DeskTicket, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { openSupportTicket } from './open-support-ticket.ts';
import { publishTicketChange } from './publish-ticket-change.ts';
import { supportScope } from './support.policy.ts';
import { ticketLabel } from './tickets.repository.ts';

/**
 * Create Support Ticket on the desk (docs/product/support.md): the conversation, the associate as
 * participant, the ticket and its first message in one transaction; the submitter is always the
 * signed-in associate (never a placeholder id).
 */
export async function createDeskTicket(
  db: Db,
  principal: Principal,
  input: CreateDeskTicket,
): Promise<DeskTicket> {
  assertAllowed(supportScope(principal, 'work-ticket').rows === 'all');
  return db.transaction(async (tx) => {
    const ticket = await openSupportTicket(tx, {
      submitterId: principal.userId,
      title: input.title,
      description: input.description,
      category: input.category,
      priority: input.priority,
    });
    await recordAudit(tx, principal, {
      action: 'ticket.created',
      entity: { id: ticket.id, label: ticketLabel(ticket) },
      newValues: { category: ticket.category, priority: ticket.priority, status: ticket.status },
    });
    return publishTicketChange(tx, ticket.id);
  });
}
