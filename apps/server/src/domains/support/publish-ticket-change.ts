import type { DeskTicket } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { publishEvent } from '../../lib/events.ts';
import { findDeskTicket } from './desk-tickets.repository.ts';
import { toDeskTicket } from './to-desk-ticket.ts';

/**
 * Reads the ticket back and tells the desk and its submitter's open pages that it changed: inside
 * the change's transaction, so the event goes out only if the change is stored.
 */
export async function publishTicketChange(tx: Tx, ticketId: string): Promise<DeskTicket> {
  const row = await findDeskTicket(tx, ticketId);
  if (!row) throw notFound('Ticket');
  await publishEvent(tx, {
    userIds: [row.submitterId],
    roles: ['associate'],
    admins: true,
    type: 'ticket.changed',
    data: { ticketId, status: row.status },
  });
  return toDeskTicket(row);
}
