import type { ticketStatusValues } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { publishTicketChange } from './publish-ticket-change.ts';
import { resolutionChange } from './ticket-resolution.ts';
import { lockTicket, updateTicket } from './tickets.repository.ts';

/**
 * Moves a ticket another record opened (a credit request's) along with that record's review, inside
 * the review's transaction; its resolution columns follow `resolutionChange`. A missing ticket is skipped.
 */
export async function updateLinkedTicket(
  tx: Tx,
  ticketId: string | null,
  change: { status: (typeof ticketStatusValues)[number]; resolutionNotes?: string },
): Promise<void> {
  if (!ticketId) return;
  const ticket = await lockTicket(tx, ticketId);
  if (!ticket) return;
  await updateTicket(tx, ticket.id, {
    status: change.status,
    ...resolutionChange(ticket.status, change.status, change.resolutionNotes ?? null),
  });
  await publishTicketChange(tx, ticket.id);
}
