import type { CreditRequestList, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { companyOf } from '../../lib/row-policy.ts';
import { creditScope } from './credit.policy.ts';
import { findCreditRequests } from './credit.repository.ts';
import { toCreditRequest } from './to-credit.ts';

/** The caller's company's credit limit requests, whoever of its members asked, newest first. */
export async function listCreditRequests(db: Db, principal: Principal): Promise<CreditRequestList> {
  const { companyId } = companyOf(creditScope(principal, 'list-requests'));
  return { items: (await findCreditRequests(db, companyId)).map(toCreditRequest) };
}
