import {
  type CreditReviewRequest,
  creditReviewMessages,
  isOpenCreditRequest,
  type Principal,
} from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { assertAllowed, assertNotOwnWork } from '../../lib/row-policy.ts';
import { creditScope } from './credit.policy.ts';
import { findReviewRequests, lockCreditRequest } from './credit.repository.ts';
import { toReviewRequest } from './to-credit.ts';

export function assertReviewer(principal: Principal): void {
  assertAllowed(creditScope(principal, 'review').rows === 'all');
}

/**
 * Locks a request that is still pending or under review (a decided one is a 409) for a reviewer
 * who did not ask for it: an admin's own partner account waits for another reviewer
 * (docs/product/approvals.md).
 */
export async function lockOpenCreditRequest(tx: Tx, principal: Principal, id: string) {
  const request = await lockCreditRequest(tx, id);
  if (!request) throw notFound('Credit request');
  if (!isOpenCreditRequest(request.status))
    throw new AppError('CONFLICT', creditReviewMessages.alreadyDecided);
  assertNotOwnWork('credit_request', principal, [request.partnerId]);
  return request;
}

/** A request on the audit screen: the partner's name and company. */
export const creditRequestLabel = (request: Pick<CreditReviewRequest, 'partnerName' | 'companyName'>) =>
  request.companyName ? `${request.partnerName} (${request.companyName})` : request.partnerName;

export async function readReviewRequest(tx: Tx, id: string): Promise<CreditReviewRequest> {
  const [row] = await findReviewRequests(tx, { id });
  if (!row) throw notFound('Credit request');
  return toReviewRequest(row);
}
