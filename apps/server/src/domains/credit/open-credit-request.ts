import type { CreditReviewRequest, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { updateLinkedTicket } from '../support/update-linked-ticket.ts';
import { lockCreditRequest, updateCreditRequest } from './credit.repository.ts';
import { publishCreditChange } from './publish-credit-change.ts';
import { assertReviewer, creditRequestLabel, readReviewRequest } from './review-guards.ts';

/**
 * A reviewer opens a request (docs/product/admin-area.md: under_review on open): a pending request moves to
 * under_review and its ticket to in progress; any other request is returned as it is.
 */
export async function openCreditRequest(
  db: Db,
  principal: Principal,
  id: string,
): Promise<CreditReviewRequest> {
  assertReviewer(principal);
  return db.transaction(async (tx) => {
    const request = await lockCreditRequest(tx, id);
    if (!request) throw notFound('Credit request');
    if (request.status === 'pending') {
      await updateCreditRequest(tx, id, { status: 'under_review', reviewedBy: principal.userId });
      await updateLinkedTicket(tx, request.ticketId, { status: 'in_progress' });
      await recordAudit(tx, principal, {
        action: 'credit_request.opened',
        entity: { id, label: creditRequestLabel(await readReviewRequest(tx, id)) },
        oldValues: { status: 'pending' },
        newValues: { status: 'under_review' },
      });
      await publishCreditChange(tx, { companyId: request.companyId, requestId: id, status: 'under_review' });
    }
    return readReviewRequest(tx, id);
  });
}
