import { businessDay, type Principal, type VendorDocumentList, vendorDocumentCounts } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { ownerOf } from '../../lib/row-policy.ts';
import { getSettings } from '../settings/get-settings.ts';
import { toVendorDocument } from './to-vendor-document.ts';
import { vendorDocumentScope } from './vendor-documents.policy.ts';
import { findVendorDocuments } from './vendor-documents.repository.ts';

/** The signed-in vendor's Document Library, newest first, with the four counters of docs/product/vendor-portal.md. */
export async function listVendorDocuments(
  db: Db,
  principal: Principal,
  now = new Date(),
): Promise<VendorDocumentList> {
  const owner = ownerOf(vendorDocumentScope(principal, 'list'));
  const today = businessDay(now);
  const items = (await findVendorDocuments(db, owner)).map((row) => toVendorDocument(row, today));
  const { maxFileSizeMb } = await getSettings(db);
  return { items, counts: vendorDocumentCounts(items.map((doc) => doc.status)), maxFileSizeMb };
}
