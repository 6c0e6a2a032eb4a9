import type { DeskTicket, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { supportScope } from './support.policy.ts';
import { findDeskTickets } from './support.repository.ts';
import { toTicket } from './to-support.ts';

const DESK_TICKET_LIMIT = 200;

/** The support desk's queue: every partner's tickets, most recently updated first. */
export async function listDeskTickets(
  db: Db,
  principal: Principal,
  filter: { status?: string },
): Promise<{ items: DeskTicket[] }> {
  assertAllowed(supportScope(principal, 'read-desk').rows === 'all');
  const rows = await findDeskTickets(db, filter, DESK_TICKET_LIMIT);
  return {
    items: rows.map(({ submitterId, submitterName, submitterEmail, assigneeId, ...ticket }) => ({
      ...toTicket(ticket),
      assigneeId,
      submitter: { id: submitterId, name: submitterName, email: submitterEmail },
    })),
  };
}
