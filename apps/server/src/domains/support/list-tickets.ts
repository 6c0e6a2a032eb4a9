import type { Principal, TicketList } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { findTicketsOf } from './support.repository.ts';
import { toTicket } from './to-support.ts';

/** The caller's own tickets (spec 2: by submitter_id), most recently updated first. */
export async function listTickets(db: Db, principal: Principal): Promise<TicketList> {
  return { items: (await findTicketsOf(db, principal.userId)).map(toTicket) };
}
