import { companyMay, type Principal } from '@party/shared';
import { companyRows, isPartner, noRows, type RowScope } from '../../lib/row-policy.ts';

/**
 * A company's statements are its owner's and admins' (docs/product/receivables.md, "Statements";
 * docs/product/company-accounts.md, "Roles"): their own company's, never another's.
 */
export function statementScope(principal: Principal): RowScope {
  if (!isPartner(principal) || !companyMay(principal.companyRole, 'see-account')) return noRows;
  return companyRows(principal);
}
