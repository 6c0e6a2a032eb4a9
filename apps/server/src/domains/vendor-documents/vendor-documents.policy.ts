import type { Principal } from '@party/shared';
import { allRows, isAdmin, isAssociate, noRows, ownRows, type RowScope } from '../../lib/row-policy.ts';

export const vendorDocumentActions = ['list', 'upload', 'download', 'review'] as const;
export type VendorDocumentAction = (typeof vendorDocumentActions)[number];

/**
 * A vendor's business documents are theirs (rows owned through vendors.user_id): the vendor lists,
 * uploads and downloads their own; staff (associates and admins) read and download every vendor's
 * (PRODUCT.md: download by the owner and staff); only admins verify or reject.
 */
export function vendorDocumentScope(principal: Principal, action: VendorDocumentAction): RowScope {
  if (principal.role === 'vendor' && action !== 'review') return ownRows(principal);
  if (action === 'review') return isAdmin(principal) ? allRows : noRows;
  if (action === 'upload') return noRows;
  return isAssociate(principal) || isAdmin(principal) ? allRows : noRows;
}
