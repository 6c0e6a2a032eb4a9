import type { CreditRejectionInput, CreditReviewRequest, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { updateLinkedTicket } from '../support/update-linked-ticket.ts';
import { insertCreditAudit, updateCreditRequest } from './credit.repository.ts';
import { assertReviewer, lockOpenCreditRequest, readReviewRequest } from './review-guards.ts';

/** Reject (spec 3): the request is rejected with the reason, its ticket resolved, the partner told. */
export async function rejectCreditRequest(
  db: Db,
  principal: Principal,
  id: string,
  input: CreditRejectionInput,
): Promise<CreditReviewRequest> {
  assertReviewer(principal);
  return db.transaction(async (tx) => {
    const request = await lockOpenCreditRequest(tx, id);
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
    await createNotification(tx, {
      userId: request.partnerId,
      title: 'Credit limit request rejected',
      message: `Your credit limit request was not approved. Reason: ${input.reason}`,
      type: 'warning',
      actionUrl: '/partner/account',
    });
    await insertCreditAudit(tx, {
      actorId: principal.userId,
      action: 'credit_request.rejected',
      entityType: 'credit_limit_request',
      entityId: id,
      oldValues: { status: request.status },
      newValues: { status: 'rejected', reason: input.reason },
    });
    return readReviewRequest(tx, id);
  });
}
