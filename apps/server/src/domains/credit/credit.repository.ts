import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { creditLimitRequests, partnerCreditLimits, supportTickets } from '../../db/schema/index.ts';

/** The partner's credit limit row, or null before one is approved. */
export async function findCreditLimit(tx: Tx, partnerId: string) {
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
    .where(eq(partnerCreditLimits.partnerId, partnerId));
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
};

export type CreditRequestRow = Awaited<ReturnType<typeof findCreditRequests>>[number];

/** The partner's credit requests, newest first, with the number of the ticket each opened. */
export async function findCreditRequests(tx: Tx, partnerId: string, requestId?: string) {
  return tx
    .select(requestColumns)
    .from(creditLimitRequests)
    .leftJoin(supportTickets, eq(supportTickets.id, creditLimitRequests.ticketId))
    .where(
      and(
        eq(creditLimitRequests.partnerId, partnerId),
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
