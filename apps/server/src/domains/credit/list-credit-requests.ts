import type { CreditRequestList, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { findCreditRequests } from './credit.repository.ts';
import { toCreditRequest } from './to-credit.ts';

/** The caller's credit limit requests, newest first (spec 2 section 7). */
export async function listCreditRequests(db: Db, principal: Principal): Promise<CreditRequestList> {
  return { items: (await findCreditRequests(db, principal.userId)).map(toCreditRequest) };
}
