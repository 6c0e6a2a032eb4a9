import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { supportTickets } from '../../db/schema/index.ts';
import type { CompanyScope } from '../../lib/row-policy.ts';
import { companyIdOf } from '../companies/company-membership.ts';

// A partner's company's tickets, and the locked reads and writes of one ticket's status and assignee.

export const ticketColumns = {
  id: supportTickets.id,
  ticketNumber: supportTickets.ticketNumber,
  title: supportTickets.title,
  description: supportTickets.description,
  category: supportTickets.category,
  priority: supportTickets.priority,
  status: supportTickets.status,
  conversationId: supportTickets.conversationId,
  createdAt: supportTickets.createdAt,
  updatedAt: supportTickets.updatedAt,
};

export type TicketRow = { [K in keyof typeof ticketColumns]: (typeof supportTickets.$inferSelect)[K] };

export async function insertTicket(
  tx: Tx,
  row: Omit<
    typeof supportTickets.$inferInsert,
    'id' | 'ticketNumber' | 'companyId' | 'createdAt' | 'updatedAt'
  >,
): Promise<TicketRow> {
  // A partner's ticket is their company's too; staff and vendors have none (null).
  const [inserted] = await tx
    .insert(supportTickets)
    .values({ ...row, companyId: companyIdOf(row.submitterId) })
    .returning(ticketColumns);
  return inserted!;
}

/** The company's tickets, or one member's of them (docs/decisions/0019-company-accounts.md §4). */
export const ticketsOf = (scope: CompanyScope) =>
  and(
    eq(supportTickets.companyId, scope.companyId),
    scope.placedBy ? eq(supportTickets.submitterId, scope.placedBy) : undefined,
  );

/** The tickets the scope reaches, most recently updated first. */
export async function findTicketsOf(tx: Tx, scope: CompanyScope): Promise<TicketRow[]> {
  return tx
    .select(ticketColumns)
    .from(supportTickets)
    .where(ticketsOf(scope))
    .orderBy(desc(supportTickets.updatedAt), desc(supportTickets.id));
}

/** Whether the conversation is a ticket's that the scope reaches (its thread is the ticket's replies). */
export async function isTicketConversationOf(
  tx: Tx,
  conversationId: string,
  scope: CompanyScope,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: supportTickets.id })
    .from(supportTickets)
    .where(and(eq(supportTickets.conversationId, conversationId), ticketsOf(scope)));
  return row !== undefined;
}

/** Locks a ticket for a status or assignee change. */
export async function lockTicket(tx: Tx, ticketId: string) {
  const [row] = await tx
    .select({
      id: supportTickets.id,
      ticketNumber: supportTickets.ticketNumber,
      title: supportTickets.title,
      status: supportTickets.status,
      priority: supportTickets.priority,
      assigneeId: supportTickets.assigneeId,
      submitterId: supportTickets.submitterId,
      conversationId: supportTickets.conversationId,
    })
    .from(supportTickets)
    .where(eq(supportTickets.id, ticketId))
    .for('update');
  return row ?? null;
}

/** A ticket on the audit screen: its number and subject. */
export const ticketLabel = (ticket: { ticketNumber: string; title: string }): string =>
  `${ticket.ticketNumber}: ${ticket.title}`;

/** Locks the ticket a conversation belongs to, if any. */
export async function lockTicketOfConversation(tx: Tx, conversationId: string) {
  const [row] = await tx
    .select({ id: supportTickets.id })
    .from(supportTickets)
    .where(eq(supportTickets.conversationId, conversationId))
    .for('update');
  return row ? lockTicket(tx, row.id) : null;
}

export async function updateTicket(
  tx: Tx,
  ticketId: string,
  values: Partial<
    Pick<typeof supportTickets.$inferInsert, 'status' | 'priority' | 'assigneeId' | 'resolutionNotes'>
  > & { resolvedAt?: Date | null | SQL },
): Promise<void> {
  await tx
    .update(supportTickets)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(supportTickets.id, ticketId));
}
