import type { DeskTicket, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { type DeskTicketFilter, findDeskTickets } from './desk-tickets.repository.ts';
import { supportScope } from './support.policy.ts';
import { toDeskTicket } from './to-desk-ticket.ts';

const DESK_TICKET_LIMIT = 200;

/** The support desk's queue (docs/product/associate-portal.md, Support desk): All, Assigned to Me or Unassigned; status; search. */
export async function listDeskTickets(
  db: Db,
  principal: Principal,
  filter: DeskTicketFilter,
): Promise<{ items: DeskTicket[] }> {
  assertAllowed(supportScope(principal, 'read-desk').rows === 'all');
  const rows = await findDeskTickets(db, principal.userId, filter, DESK_TICKET_LIMIT);
  return { items: rows.map(toDeskTicket) };
}
