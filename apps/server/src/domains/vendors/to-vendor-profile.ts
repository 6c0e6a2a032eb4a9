import type { VendorProfile } from '@party/shared';
import type { findVendorByUser } from './vendors.repository.ts';

type VendorRow = NonNullable<Awaited<ReturnType<typeof findVendorByUser>>>;

/** docs/product/vendor-portal.md: the quality rating shows out of 5, and 0 when staff have not rated the vendor yet. */
export function toVendorProfile(row: VendorRow): VendorProfile {
  return {
    id: row.id,
    companyName: row.companyName,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    businessAddress: row.businessAddress,
    abn: row.abn,
    paymentTermsDays: row.paymentTermsDays,
    capabilities: row.capabilities,
    qualityRating: row.qualityRating === null ? 0 : Number(row.qualityRating),
  };
}
