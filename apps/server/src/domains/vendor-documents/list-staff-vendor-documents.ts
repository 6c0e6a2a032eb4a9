import type { Principal, StaffVendorDocument, VendorDocumentStatus } from '@party/shared';
import { businessDay } from '@party/shared';
import { type Page, paged } from '@party/shared/paging/paging';
import type { Db } from '../../db/client.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { toVendorDocument } from './to-vendor-document.ts';
import { vendorDocumentScope } from './vendor-documents.policy.ts';
import { findStaffVendorDocuments } from './vendor-documents.repository.ts';

/** Every vendor's documents for the admins' review list, newest first, by badge or vendor. */
export async function listStaffVendorDocuments(
  db: Db,
  principal: Principal,
  query: { status?: VendorDocumentStatus; vendorId?: string; page: number; pageSize: number },
  now = new Date(),
): Promise<Page<StaffVendorDocument>> {
  assertAllowed(vendorDocumentScope(principal, 'list').rows === 'all');
  const today = businessDay(now);
  const { items, total } = await findStaffVendorDocuments(db, { ...query, today });
  const documents = items.map((row) => ({
    ...toVendorDocument(row, today),
    vendorId: row.vendorId,
    vendorName: row.vendorName,
  }));
  return paged(documents, total, query);
}
