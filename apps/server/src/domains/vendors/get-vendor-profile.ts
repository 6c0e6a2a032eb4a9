import type { Principal, VendorProfile } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { requireVendor } from './require-vendor.ts';
import { toVendorProfile } from './to-vendor-profile.ts';

/** Settings → Profile: the company tied to the signed-in vendor (get_vendor_profile's first row). */
export async function getVendorProfile(db: Db, principal: Principal): Promise<VendorProfile> {
  return toVendorProfile(await requireVendor(db, principal, 'read'));
}
