import type { CreateTicket, Principal, Ticket } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { companyOf } from '../../lib/row-policy.ts';
import { openSupportTicket } from './open-support-ticket.ts';
import { supportScope } from './support.policy.ts';
import { toTicket } from './to-support.ts';

/** A partner's Create New Ticket (docs/product/partner-portal.md, Help and support): one transaction, desk notified. */
export async function createTicket(db: Db, principal: Principal, input: CreateTicket): Promise<Ticket> {
  // The ticket is the company's, opened by the caller (tickets.repository.ts files it under it).
  const { placedBy: owner = principal.userId } = companyOf(supportScope(principal, 'open-ticket'));
  return db.transaction(async (tx) => {
    const ticket = await openSupportTicket(tx, {
      submitterId: owner,
      title: input.title,
      description: input.description,
      category: input.category,
      priority: input.priority.toLowerCase() as 'low' | 'medium' | 'high',
    });
    return toTicket(ticket);
  });
}
