import type { DeskTicket } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { findDeskTickets } from './support.repository.ts';
import { toTicket } from './to-support.ts';

const DESK_TICKET_LIMIT = 200;

/** The support desk's queue: every partner's tickets, most recently updated first. */
export async function listDeskTickets(db: Db, filter: { status?: string }): Promise<{ items: DeskTicket[] }> {
  const rows = await findDeskTickets(db, filter, DESK_TICKET_LIMIT);
  return {
    items: rows.map(({ submitterId, submitterName, submitterEmail, assigneeId, ...ticket }) => ({
      ...toTicket(ticket),
      assigneeId,
      submitter: { id: submitterId, name: submitterName, email: submitterEmail },
    })),
  };
}
