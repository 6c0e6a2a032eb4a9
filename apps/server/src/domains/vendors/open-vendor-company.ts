import type { Tx } from '../../db/client.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';
import { insertVendorIfAbsent } from './vendors.repository.ts';

export interface ApprovedVendorApplicant {
  userId: string;
  companyName: string;
  contactEmail: string;
  contactPhone: string | null;
  /** The admin who approved, or the auto_approval setting. */
  actor: AuditActor;
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
  await recordAudit(tx, applicant.actor, {
    action: 'vendor.profile_created',
    entity: { id: created.id, label: applicant.companyName },
    newValues: values,
  });
}
