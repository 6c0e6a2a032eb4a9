import type { ticketStatusValues } from '@party/shared';
import { type SQL, sql } from 'drizzle-orm';

type TicketStatus = (typeof ticketStatusValues)[number];

/** A ticket is resolved when its status is resolved or closed. */
export function isTicketResolved(status: TicketStatus): boolean {
  return status === 'resolved' || status === 'closed';
}

/**
 * The resolution columns a status change writes: resolved_at is stamped when a ticket becomes
 * resolved (kept if it already was) and the notes given are kept with it; reopening clears both.
 * Notes left undefined are not written.
 */
export function resolutionChange(
  from: TicketStatus,
  to: TicketStatus,
  resolutionNotes: string | null | undefined,
): { resolvedAt?: SQL | null; resolutionNotes?: string | null } {
  if (!isTicketResolved(to)) return { resolvedAt: null, resolutionNotes: null };
  return { resolutionNotes, ...(isTicketResolved(from) ? {} : { resolvedAt: sql`now()` }) };
}
