import type { Principal, TicketList } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { companyOf } from '../../lib/row-policy.ts';
import { supportScope } from './support.policy.ts';
import { findTicketsOf } from './tickets.repository.ts';
import { toTicket } from './to-support.ts';

/**
 * The caller's company's tickets for owners and admins, their own for other members
 * (docs/product/company-accounts.md, Roles), most recently updated first.
 */
export async function listTickets(db: Db, principal: Principal): Promise<TicketList> {
  const scope = companyOf(supportScope(principal, 'list-tickets'));
  return { items: (await findTicketsOf(db, scope)).map(toTicket) };
}
