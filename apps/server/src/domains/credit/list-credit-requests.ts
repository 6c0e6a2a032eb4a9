import type { CreditRequestList, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { ownerOf } from '../../lib/row-policy.ts';
import { creditScope } from './credit.policy.ts';
import { findCreditRequests } from './credit.repository.ts';
import { toCreditRequest } from './to-credit.ts';

/** The caller's credit limit requests, newest first. */
export async function listCreditRequests(db: Db, principal: Principal): Promise<CreditRequestList> {
  const owner = ownerOf(creditScope(principal, 'list-requests'));
  return { items: (await findCreditRequests(db, owner)).map(toCreditRequest) };
}
