import {
  type CreditLimit,
  type CreditRequest,
  type CreditReviewRequest,
  creditUsagePercent,
} from '@party/shared';
import type { CreditRequestRow, findCreditLimit, ReviewRequestRow } from './credit.repository.ts';

const toCents = (amount: string | null) => Math.round(Number(amount ?? 0) * 100);

export function toCreditLimit(row: NonNullable<Awaited<ReturnType<typeof findCreditLimit>>>): CreditLimit {
  const approved = toCents(row.approvedLimit);
  const used = toCents(row.usedAmount);
  return {
    approvedLimit: approved / 100,
    usedAmount: used / 100,
    availableAmount: toCents(row.availableAmount) / 100,
    paymentTerms: row.paymentTerms,
    status: row.status,
    creditScore: row.creditScore,
    usagePercent: creditUsagePercent(approved, used),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toCreditRequest(row: CreditRequestRow): CreditRequest {
  return {
    ...row,
    requestedLimit: toCents(row.requestedLimit) / 100,
    currentSpending: toCents(row.currentSpending) / 100,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

export function toReviewRequest(row: ReviewRequestRow): CreditReviewRequest {
  const { partnerId, partnerName, partnerEmail, companyName, ...request } = row;
  return { ...toCreditRequest(request), partnerId, partnerName, partnerEmail, companyName };
}
