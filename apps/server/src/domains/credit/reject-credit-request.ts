import type { CreditRejectionInput, CreditReviewRequest, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { updateLinkedTicket } from '../support/update-linked-ticket.ts';
import { updateCreditRequest } from './credit.repository.ts';
import {
  assertReviewer,
  creditRequestLabel,
  lockOpenCreditRequest,
  readReviewRequest,
} from './review-guards.ts';
import { tellPartnerOfDecision } from './tell-partner-of-decision.ts';

/** Reject (docs/product/admin-area.md, Credit Limit Requests): the request is rejected with the reason, its ticket resolved, the partner told
 * (bell, credit_decision email with the reason, live event). */
export async function rejectCreditRequest(
  db: Db,
  principal: Principal,
  id: string,
  input: CreditRejectionInput,
): Promise<CreditReviewRequest> {
  assertReviewer(principal);
  return db.transaction(async (tx) => {
    const request = await lockOpenCreditRequest(tx, principal, id);
    await updateCreditRequest(tx, id, {
      status: 'rejected',
      reviewedBy: principal.userId,
      reviewedAt: new Date(),
      reviewerNotes: input.reason,
    });
    await updateLinkedTicket(tx, request.ticketId, {
      status: 'resolved',
      resolutionNotes: `Rejected: ${input.reason}`,
    });
    const decided = await readReviewRequest(tx, id);
    await recordAudit(tx, principal, {
      action: 'credit_request.rejected',
      entity: { id, label: creditRequestLabel(decided) },
      oldValues: { status: request.status },
      newValues: { status: 'rejected', reason: input.reason },
    });
    await tellPartnerOfDecision(tx, decided, request.companyId, { approved: false, reason: input.reason });
    return decided;
  });
}
