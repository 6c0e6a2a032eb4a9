import { companyMay, type Principal } from '@party/shared';
import { companyRows, isPartner, noRows, type RowScope } from '../../lib/row-policy.ts';

export const savedListActions = ['read', 'write'] as const;
export type SavedListAction = (typeof savedListActions)[number];

/**
 * Saved lists are the company's (docs/product/wholesale-buying.md, "Saved lists"): every member reads
 * them; members who may shop make, change, delete them and put them in their cart; viewers only read.
 */
export function savedListScope(principal: Principal, action: SavedListAction): RowScope {
  if (!isPartner(principal)) return noRows;
  if (action === 'write' && !companyMay(principal.companyRole, 'shop')) return noRows;
  return companyRows(principal);
}
