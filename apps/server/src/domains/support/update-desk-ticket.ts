import type { DeskTicket, Principal, UpdateDeskTicket } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { insertMessages } from './messages.repository.ts';
import { publishMessage } from './publish-message.ts';
import { publishTicketChange } from './publish-ticket-change.ts';
import { supportScope } from './support.policy.ts';
import { resolutionChange } from './ticket-resolution.ts';
import { lockTicket, ticketLabel, updateTicket } from './tickets.repository.ts';

/**
 * Update Ticket (docs/product/associate-portal.md, Support desk): status and priority; resolved_at and the notes follow
 * `resolutionChange`. A close or reopen is told in the thread by a system message, live to the partner.
 */
export async function updateDeskTicket(
  db: Db,
  principal: Principal,
  ticketId: string,
  input: UpdateDeskTicket,
): Promise<DeskTicket> {
  assertAllowed(supportScope(principal, 'work-ticket').rows === 'all');
  return db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, ticketId);
    if (!ticket) throw notFound('Ticket');
    const closing = input.status === 'closed';
    const wasClosed = ticket.status === 'closed';
    await updateTicket(tx, ticket.id, {
      status: input.status,
      priority: input.priority,
      ...resolutionChange(ticket.status, input.status, input.resolutionNotes),
    });
    await recordAudit(tx, principal, {
      action: 'ticket.updated',
      entity: { id: ticket.id, label: ticketLabel(ticket) },
      oldValues: { status: ticket.status, priority: ticket.priority },
      newValues: {
        status: input.status,
        priority: input.priority,
        ...(closing ? { resolutionNotes: input.resolutionNotes } : {}),
      },
    });
    if (closing !== wasClosed && ticket.conversationId) {
      const content = closing
        ? `Ticket #${ticket.ticketNumber} has been closed by ${principal.name}.`
        : `Ticket #${ticket.ticketNumber} has been reopened by ${principal.name}.`;
      const [id] = await insertMessages(tx, [
        {
          conversationId: ticket.conversationId,
          senderId: principal.userId,
          receiverId: ticket.submitterId,
          content,
          isSystemMessage: true,
        },
      ]);
      await publishMessage(tx, id!);
    }
    return publishTicketChange(tx, ticket.id);
  });
}
