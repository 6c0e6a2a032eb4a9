import type { Principal, UpdateVendorProfile, VendorProfile } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { ownerOf } from '../../lib/row-policy.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { toVendorProfile } from './to-vendor-profile.ts';
import { vendorScope } from './vendors.policy.ts';
import { findVendorByUser, insertVendor, updateVendor } from './vendors.repository.ts';

/**
 * Saves the company details, ABN, payment terms and capabilities. A vendor account approved
 * through onboarding has no company yet: its first save creates it, so the catalog can follow.
 * The quality rating is staff's and never changes here.
 */
export async function updateVendorProfile(
  db: Db,
  principal: Principal,
  input: UpdateVendorProfile,
): Promise<VendorProfile> {
  const userId = ownerOf(vendorScope(principal, 'manage'));
  return db.transaction(async (tx) => {
    const values = {
      companyName: input.companyName,
      contactEmail: input.contactEmail,
      contactPhone: input.contactPhone ?? null,
      businessAddress: input.businessAddress ?? null,
      abn: input.abn ?? null,
      paymentTermsDays: input.paymentTermsDays,
      capabilities: input.capabilities,
    };
    const before = await findVendorByUser(tx, userId);
    const saved = before
      ? await updateVendor(tx, before.id, values)
      : await insertVendor(tx, { userId, ...values });
    await recordAudit(tx, principal, {
      action: before ? 'vendor.profile_updated' : 'vendor.profile_created',
      entity: { id: saved.id, label: saved.companyName },
      oldValues: before ? { ...pick(before), capabilities: before.capabilities } : null,
      newValues: values,
    });
    return toVendorProfile(saved);
  });
}

function pick(row: NonNullable<Awaited<ReturnType<typeof findVendorByUser>>>) {
  const { companyName, contactEmail, contactPhone, businessAddress, abn, paymentTermsDays } = row;
  return { companyName, contactEmail, contactPhone, businessAddress, abn, paymentTermsDays };
}
