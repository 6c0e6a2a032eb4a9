import type { DeskTicket, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { publishTicketChange } from './publish-ticket-change.ts';
import { supportScope } from './support.policy.ts';
import { lockTicket, ticketLabel, updateTicket } from './tickets.repository.ts';

/** Assign to Me (docs/product/associate-portal.md, Support desk): the signed-in associate takes the ticket. */
export async function assignTicket(db: Db, principal: Principal, ticketId: string): Promise<DeskTicket> {
  assertAllowed(supportScope(principal, 'work-ticket').rows === 'all');
  return db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, ticketId);
    if (!ticket) throw notFound('Ticket');
    await updateTicket(tx, ticket.id, { assigneeId: principal.userId });
    await recordAudit(tx, principal, {
      action: 'ticket.assigned',
      entity: { id: ticket.id, label: ticketLabel(ticket) },
      oldValues: { assigneeId: ticket.assigneeId },
      newValues: { assigneeId: principal.userId },
    });
    return publishTicketChange(tx, ticket.id);
  });
}
