import { and, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { anyOf } from '../../db/any-of.ts';
import type { Tx } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { companies, supportTickets, users } from '../../db/schema/index.ts';
import { ticketColumns } from './tickets.repository.ts';

// The support desk's ticket queue: every ticket with its submitter and assignee.

export interface DeskTicketFilter {
  view: 'all' | 'mine' | 'unassigned';
  status?: string;
  search?: string;
}

const assignees = alias(users, 'assignee');

const deskTicketColumns = {
  ...ticketColumns,
  assigneeId: supportTickets.assigneeId,
  assigneeName: assignees.name,
  resolvedAt: supportTickets.resolvedAt,
  resolutionNotes: supportTickets.resolutionNotes,
  submitterId: users.id,
  submitterName: users.name,
  submitterEmail: users.email,
  companyId: supportTickets.companyId,
  companyName: companies.name,
};

export type DeskTicketRow = Awaited<ReturnType<typeof findDeskTickets>>[number];

/**
 * Every ticket for the support desk (the view: all, the caller's, or nobody's), newest first (a
 * reply or status change does not reorder the queue), with the submitter, their company and the assignee. Search matches the number,
 * title, description, the submitter's name or email, or the company's name (docs/product/company-accounts.md, What staff see).
 * The people and companies that match are found first (small tables, trigram indexes), so the
 * tickets are found by index too rather than by joining every ticket (bench/README).
 */
export async function findDeskTickets(tx: Tx, callerId: string, filter: DeskTicketFilter, limit: number) {
  const conditions: (SQL | undefined)[] = [];
  if (filter.status) conditions.push(sql`${supportTickets.status} = ${filter.status}`);
  if (filter.view === 'mine') conditions.push(eq(supportTickets.assigneeId, callerId));
  if (filter.view === 'unassigned') conditions.push(isNull(supportTickets.assigneeId));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    const people = await tx
      .select({ id: users.id })
      .from(users)
      .where(or(ilike(users.name, pattern), ilike(users.email, pattern)));
    const matchingCompanies = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(ilike(companies.name, pattern));
    conditions.push(
      or(
        ilike(supportTickets.ticketNumber, pattern),
        ilike(supportTickets.title, pattern),
        ilike(supportTickets.description, pattern),
        anyOf(
          supportTickets.submitterId,
          people.map((p) => p.id),
        ),
        anyOf(
          supportTickets.companyId,
          matchingCompanies.map((c) => c.id),
        ),
      ),
    );
  }
  return tx
    .select(deskTicketColumns)
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.submitterId))
    .leftJoin(companies, eq(companies.id, supportTickets.companyId))
    .leftJoin(assignees, eq(assignees.id, supportTickets.assigneeId))
    .where(and(...conditions))
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
    .limit(limit);
}

/** One ticket as the desk sees it. */
export async function findDeskTicket(tx: Tx, ticketId: string): Promise<DeskTicketRow | null> {
  const [row] = await tx
    .select(deskTicketColumns)
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.submitterId))
    .leftJoin(companies, eq(companies.id, supportTickets.companyId))
    .leftJoin(assignees, eq(assignees.id, supportTickets.assigneeId))
    .where(eq(supportTickets.id, ticketId));
  return row ?? null;
}
