import { type Principal, VENDOR_CATALOGUE_LIMIT, type VendorCatalogueItem } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { requireVendor } from './require-vendor.ts';
import { searchCatalogue } from './vendors.repository.ts';

/** The Add dialog's product picker: catalogue products by name, those the vendor already offers marked. */
export async function listVendorCatalogue(
  db: Db,
  principal: Principal,
  search: string,
  vendorId?: string,
): Promise<{ items: VendorCatalogueItem[] }> {
  const vendor = await requireVendor(db, principal, 'read', vendorId ? { vendorId } : undefined);
  const rows = await searchCatalogue(db, vendor.id, search, VENDOR_CATALOGUE_LIMIT);
  return { items: rows.map((row) => ({ ...row, price: Number(row.price).toFixed(2) })) };
}
