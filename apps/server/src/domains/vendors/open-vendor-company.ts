import type { Tx } from '../../db/client.ts';
import { insertAudit, insertVendorIfAbsent } from './vendors.repository.ts';

export interface ApprovedVendorApplicant {
  userId: string;
  companyName: string;
  contactEmail: string;
  contactPhone: string | null;
  /** The admin who approved; null when the auto_approval setting did. */
  actorId: string | null;
}

/**
 * Inside the approval's transaction: the new vendor's company, from what the application holds
 * (company name, phone) and the account's email, so the catalog, documents and Settings work at
 * once. A company the account already has (a returning vendor) is kept as it is.
 */
export async function openVendorCompany(tx: Tx, applicant: ApprovedVendorApplicant): Promise<void> {
  const values = {
    companyName: applicant.companyName,
    contactEmail: applicant.contactEmail,
    contactPhone: applicant.contactPhone,
  };
  const created = await insertVendorIfAbsent(tx, { userId: applicant.userId, ...values });
  if (!created) return;
  await insertAudit(tx, {
    actorId: applicant.actorId,
    action: 'vendor.profile_created',
    entityType: 'vendor',
    entityId: created.id,
    oldValues: null,
    newValues: values,
  });
}
