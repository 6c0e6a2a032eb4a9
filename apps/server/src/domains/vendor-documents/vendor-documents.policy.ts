import type { Principal } from '@party/shared';
import { allRows, isAdmin, noRows, ownRows, type RowScope } from '../../lib/row-policy.ts';

export const vendorDocumentActions = ['list', 'upload', 'download', 'review'] as const;
export type VendorDocumentAction = (typeof vendorDocumentActions)[number];

/**
 * A vendor's business documents are theirs (rows owned through vendors.user_id): the vendor lists,
 * uploads and downloads their own; admins list, download, verify and reject every vendor's
 * (docs/product/vendor-portal.md: only the vendor who owns a document and admins can download it). An associate who is no admin reaches none.
 */
export function vendorDocumentScope(principal: Principal, action: VendorDocumentAction): RowScope {
  if (principal.role === 'vendor' && action !== 'review') return ownRows(principal);
  if (action === 'upload') return noRows;
  return isAdmin(principal) ? allRows : noRows;
}
