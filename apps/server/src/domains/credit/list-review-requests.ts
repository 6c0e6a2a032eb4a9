import type { CreditReviewList, CreditReviewQuery, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { creditScope } from './credit.policy.ts';
import { findReviewRequests } from './credit.repository.ts';
import { toReviewRequest } from './to-credit.ts';

/** Credit Limit Requests (docs/product/admin-area.md): every partner's requests, newest first, searched and filtered. */
export async function listReviewRequests(
  db: Db,
  principal: Principal,
  query: CreditReviewQuery,
): Promise<CreditReviewList> {
  assertAllowed(creditScope(principal, 'review').rows === 'all');
  const rows = await findReviewRequests(db, { status: query.status, search: query.search || undefined });
  return { items: rows.map(toReviewRequest) };
}
