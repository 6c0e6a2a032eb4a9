import type { CreditDecision } from '@party/shared';
import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import {
  companies,
  creditLimitRequests,
  partnerCreditLimits,
  profiles,
  supportTickets,
} from '../../db/schema/index.ts';

/** The company's credit limit row, or null before one is approved. */
export async function findCreditLimit(tx: Tx, companyId: string) {
  const [row] = await tx
    .select({
      approvedLimit: partnerCreditLimits.approvedLimit,
      usedAmount: partnerCreditLimits.usedAmount,
      availableAmount: partnerCreditLimits.availableAmount,
      paymentTerms: partnerCreditLimits.paymentTerms,
      status: partnerCreditLimits.status,
      creditScore: partnerCreditLimits.creditScore,
      updatedAt: partnerCreditLimits.updatedAt,
    })
    .from(partnerCreditLimits)
    .where(eq(partnerCreditLimits.companyId, companyId));
  return row ?? null;
}

const requestColumns = {
  id: creditLimitRequests.id,
  requestedLimit: creditLimitRequests.requestedLimit,
  currentSpending: creditLimitRequests.currentSpending,
  reason: creditLimitRequests.reason,
  additionalInfo: creditLimitRequests.additionalInfo,
  status: creditLimitRequests.status,
  priority: creditLimitRequests.priority,
  ticketId: creditLimitRequests.ticketId,
  ticketNumber: supportTickets.ticketNumber,
  createdAt: creditLimitRequests.createdAt,
  reviewedAt: creditLimitRequests.reviewedAt,
  approvalNotes: creditLimitRequests.approvalNotes,
  reviewerNotes: creditLimitRequests.reviewerNotes,
  decision: sql<CreditDecision | null>`${creditLimitRequests.metadata} -> 'decision'`,
};

export type CreditRequestRow = Awaited<ReturnType<typeof findCreditRequests>>[number];

/** The company's credit requests, newest first, with the number of the ticket each opened. */
export async function findCreditRequests(tx: Tx, companyId: string, requestId?: string) {
  return tx
    .select(requestColumns)
    .from(creditLimitRequests)
    .leftJoin(supportTickets, eq(supportTickets.id, creditLimitRequests.ticketId))
    .where(
      and(
        eq(creditLimitRequests.companyId, companyId),
        requestId ? eq(creditLimitRequests.id, requestId) : undefined,
      ),
    )
    .orderBy(desc(creditLimitRequests.createdAt), desc(creditLimitRequests.id));
}

export async function insertCreditRequest(tx: Tx, row: typeof creditLimitRequests.$inferInsert) {
  const [inserted] = await tx
    .insert(creditLimitRequests)
    .values(row)
    .returning({ id: creditLimitRequests.id });
  return inserted!.id;
}

export type ReviewRequestRow = Awaited<ReturnType<typeof findReviewRequests>>[number];

/**
 * Every company's credit requests for the reviewers, newest first, with the name and email of the
 * member who asked and the company's name; optionally one status, one request, or a search over
 * name, email and company.
 */
export async function findReviewRequests(
  tx: Tx,
  filter: { status?: (typeof creditLimitRequests.$inferSelect)['status']; search?: string; id?: string },
) {
  const pattern = filter.search ? containsPattern(filter.search) : null;
  return tx
    .select({
      ...requestColumns,
      partnerId: creditLimitRequests.partnerId,
      partnerName: sql<string>`coalesce(${profiles.name}, '')`,
      partnerEmail: sql<string>`coalesce(${profiles.email}, '')`,
      companyName: companies.name,
    })
    .from(creditLimitRequests)
    .leftJoin(supportTickets, eq(supportTickets.id, creditLimitRequests.ticketId))
    .leftJoin(profiles, eq(profiles.id, creditLimitRequests.partnerId))
    .innerJoin(companies, eq(companies.id, creditLimitRequests.companyId))
    .where(
      and(
        filter.status ? eq(creditLimitRequests.status, filter.status) : undefined,
        filter.id ? eq(creditLimitRequests.id, filter.id) : undefined,
        pattern
          ? or(ilike(profiles.name, pattern), ilike(profiles.email, pattern), ilike(companies.name, pattern))
          : undefined,
      ),
    )
    .orderBy(desc(creditLimitRequests.createdAt), desc(creditLimitRequests.id));
}

/** Locks one request for a decision. */
export async function lockCreditRequest(tx: Tx, id: string) {
  const [row] = await tx
    .select({
      id: creditLimitRequests.id,
      partnerId: creditLimitRequests.partnerId,
      companyId: creditLimitRequests.companyId,
      status: creditLimitRequests.status,
      ticketId: creditLimitRequests.ticketId,
      requestedLimit: creditLimitRequests.requestedLimit,
    })
    .from(creditLimitRequests)
    .where(eq(creditLimitRequests.id, id))
    .for('update');
  return row ?? null;
}

export async function updateCreditRequest(
  tx: Tx,
  id: string,
  values: Partial<
    Pick<
      typeof creditLimitRequests.$inferInsert,
      'status' | 'reviewedBy' | 'reviewedAt' | 'approvalNotes' | 'reviewerNotes'
    >
  >,
  /** An approval's terms, kept beside the request's own metadata (its browser and time). */
  decision?: CreditDecision,
) {
  const metadata = decision
    ? { metadata: sql`${creditLimitRequests.metadata} || ${JSON.stringify({ decision })}::jsonb` }
    : {};
  await tx
    .update(creditLimitRequests)
    .set({ ...values, ...metadata, updatedAt: sql`now()` })
    .where(eq(creditLimitRequests.id, id));
}

/** Sets the company's limit (one limit per company: upsert on company_id); the used amount is kept. */
export async function upsertCreditLimit(
  tx: Tx,
  row: Pick<
    typeof partnerCreditLimits.$inferInsert,
    'companyId' | 'approvedLimit' | 'paymentTerms' | 'creditScore' | 'notes' | 'approvedBy'
  >,
) {
  const values = {
    ...row,
    status: 'active' as const,
    approvedAt: new Date(),
  };
  await tx
    .insert(partnerCreditLimits)
    .values(values)
    .onConflictDoUpdate({
      target: partnerCreditLimits.companyId,
      set: { ...values, updatedAt: sql`now()` },
    });
}
