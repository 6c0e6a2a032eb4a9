import { type CompanyAction, companyMay, companyRoleDeniedMessage, type Principal } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { forbidden } from '../../lib/app-error.ts';
import { findCompany } from './companies.repository.ts';

/**
 * Refuses a member whose company role does not allow the action, with the product page's sentence
 * naming the company and the role (docs/product/company-accounts.md, "Roles": the server refuses what
 * a role may not do). A caller without a company reaches no company's records at all. Returns the
 * caller's company id.
 */
export async function assertCompanyMay(tx: Tx, principal: Principal, action: CompanyAction): Promise<string> {
  if (principal.companyId && companyMay(principal.companyRole, action)) return principal.companyId;
  if (!principal.companyId || !principal.companyRole)
    throw forbidden("You don't have access to these records.");
  const company = await findCompany(tx, principal.companyId);
  throw forbidden(companyRoleDeniedMessage(company?.name ?? 'your company', principal.companyRole));
}
