import type { Principal, TicketList } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { ownerOf } from '../../lib/row-policy.ts';
import { supportScope } from './support.policy.ts';
import { findTicketsOf } from './tickets.repository.ts';
import { toTicket } from './to-support.ts';

/** The caller's own tickets (docs/product/partner-portal.md: by submitter_id), most recently updated first. */
export async function listTickets(db: Db, principal: Principal): Promise<TicketList> {
  const owner = ownerOf(supportScope(principal, 'list-tickets'));
  return { items: (await findTicketsOf(db, owner)).map(toTicket) };
}
