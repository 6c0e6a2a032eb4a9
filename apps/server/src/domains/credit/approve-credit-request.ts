import {
  type CreditApprovalInput,
  type CreditReviewRequest,
  centsOf,
  formatCents,
  type Principal,
  paymentTermsLabel,
} from '@party/shared';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { updateLinkedTicket } from '../support/update-linked-ticket.ts';
import { findCreditLimit, updateCreditRequest, upsertCreditLimit } from './credit.repository.ts';
import {
  assertReviewer,
  creditRequestLabel,
  lockOpenCreditRequest,
  readReviewRequest,
} from './review-guards.ts';
import { tellPartnerOfDecision } from './tell-partner-of-decision.ts';

/**
 * Approve (docs/product/admin-area.md, Credit Limit Requests): in one transaction the request is approved, the
 * company's credit limit (the one checkout charges; docs/product/company-accounts.md) is set by upsert
 * on company_id keeping what is used, the request's ticket is resolved, the change is audited, and the
 * member who asked is told (bell, credit_decision email; the live event reaches the whole company).
 */
export async function approveCreditRequest(
  db: Db,
  principal: Principal,
  id: string,
  input: CreditApprovalInput,
): Promise<CreditReviewRequest> {
  assertReviewer(principal);
  return db.transaction(async (tx) => {
    const request = await lockOpenCreditRequest(tx, principal, id);
    const before = await findCreditLimit(tx, request.companyId);
    const notes = input.notes || null;
    await updateCreditRequest(
      tx,
      id,
      {
        status: 'approved',
        reviewedBy: principal.userId,
        reviewedAt: new Date(),
        approvalNotes: notes,
      },
      {
        approvedLimit: input.approvedLimit,
        paymentTerms: input.paymentTerms,
        creditScore: input.creditScore,
      },
    );
    await upsertCreditLimit(tx, {
      companyId: request.companyId,
      approvedLimit: input.approvedLimit.toFixed(2),
      paymentTerms: input.paymentTerms,
      creditScore: input.creditScore,
      notes,
      approvedBy: principal.userId,
    });
    const limit = formatCents(centsOf(input.approvedLimit));
    await updateLinkedTicket(tx, request.ticketId, {
      status: 'resolved',
      resolutionNotes: `Approved: credit limit ${limit}, ${paymentTermsLabel(input.paymentTerms)}.`,
    });
    const decided = await readReviewRequest(tx, id);
    await recordAudit(tx, principal, {
      action: 'credit_request.approved',
      entity: { id, label: creditRequestLabel(decided) },
      oldValues: {
        status: request.status,
        approvedLimit: before?.approvedLimit ?? null,
        paymentTerms: before?.paymentTerms ?? null,
        creditScore: before?.creditScore ?? null,
      },
      newValues: {
        status: 'approved',
        approvedLimit: input.approvedLimit,
        paymentTerms: input.paymentTerms,
        creditScore: input.creditScore,
        notes,
      },
    });
    await tellPartnerOfDecision(tx, decided, request.companyId, {
      approved: true,
      approvedLimit: input.approvedLimit,
      paymentTerms: input.paymentTerms,
    });
    return decided;
  });
}
