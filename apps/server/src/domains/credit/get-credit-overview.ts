import type { CreditOverview, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { companyOf } from '../../lib/row-policy.ts';
import { creditScope } from './credit.policy.ts';
import { findCreditLimit } from './credit.repository.ts';
import { toCreditLimit } from './to-credit.ts';

/** The caller's company's credit limit (partner_credit_limits by company_id; none is not an error). */
export async function getCreditOverview(db: Db, principal: Principal): Promise<CreditOverview> {
  const { companyId } = companyOf(creditScope(principal, 'read-overview'));
  const row = await findCreditLimit(db, companyId);
  return { limit: row ? toCreditLimit(row) : null };
}
