import { companyMay, type Principal } from '@party/shared';
import { companyRows, isPartner, noRows, type RowScope } from '../../lib/row-policy.ts';

export const addressActions = ['list', 'create', 'update', 'delete'] as const;
export type AddressAction = (typeof addressActions)[number];

/**
 * Delivery addresses are the company's address book (docs/product/company-accounts.md): every member
 * lists them; every role but viewer adds, edits and deletes them.
 */
export function addressScope(principal: Principal, action: AddressAction): RowScope {
  if (!isPartner(principal)) return noRows;
  if (action !== 'list' && !companyMay(principal.companyRole, 'manage-addresses')) return noRows;
  return companyRows(principal);
}
