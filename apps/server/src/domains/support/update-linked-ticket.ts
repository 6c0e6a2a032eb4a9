import type { ticketStatusValues } from '@party/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { publishTicketChange } from './publish-ticket-change.ts';
import { lockTicket, updateTicket } from './support.repository.ts';

/**
 * Moves a ticket another record opened (a credit request's) along with that record's review, inside
 * the review's transaction: resolving sets resolved_at and the notes. A missing ticket is skipped.
 */
export async function updateLinkedTicket(
  tx: Tx,
  ticketId: string | null,
  change: { status: (typeof ticketStatusValues)[number]; resolutionNotes?: string },
): Promise<void> {
  if (!ticketId) return;
  const ticket = await lockTicket(tx, ticketId);
  if (!ticket) return;
  const resolving = change.status === 'resolved' || change.status === 'closed';
  await updateTicket(tx, ticket.id, {
    status: change.status,
    ...(resolving ? { resolutionNotes: change.resolutionNotes ?? null, resolvedAt: sql`now()` } : {}),
  });
  await publishTicketChange(tx, ticket.id);
}
