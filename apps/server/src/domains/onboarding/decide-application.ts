import type { OnboardingApplication } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { listUserRoles } from '../accounts/list-user-roles.ts';
import { userLabel } from '../accounts/manage-users-guards.ts';
import { replaceUserRole } from '../accounts/replace-user-role.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { openVendorCompany } from '../vendors/open-vendor-company.ts';
import { type ApplicationRow, decideApplication, findApplicant } from './onboarding.repository.ts';

export interface Decision {
  status: 'approved' | 'rejected';
  /** The admin deciding; null when the auto_approval setting decides. */
  reviewedBy: string | null;
  notes: string | null;
}

/**
 * Decides a pending application inside the caller's transaction: approval makes the applied role
 * the user's role, and a vendor approval opens the vendor's company from the application (so the
 * vendor portal works at first sign-in); either way the change is audited and the applicant is emailed.
 * Returns null when the application was no longer pending.
 */
export async function decideAndNotify(
  tx: Tx,
  application: ApplicationRow,
  decision: Decision,
  publicUrl: string,
): Promise<ApplicationRow | null> {
  const decided = await decideApplication(tx, application.id, decision);
  if (!decided) return null;
  const rolesBefore = await listUserRoles(tx, decided.userId);
  const applicant = await findApplicant(tx, decided.userId);
  // The setting that approved on its own is named as the actor, never a missing user.
  const actor: AuditActor = decision.reviewedBy ? { userId: decision.reviewedBy } : 'auto-approval';
  if (decision.status === 'approved') {
    await replaceUserRole(tx, decided.userId, decided.role);
    if (decided.role === 'vendor' && applicant)
      await openVendorCompany(tx, {
        userId: decided.userId,
        companyName: decided.companyName,
        contactEmail: applicant.email,
        contactPhone: decided.phone,
        actor,
      });
  }
  await recordAudit(tx, actor, {
    action: `onboarding.${decision.status}`,
    entity: { id: decided.id, label: applicant ? userLabel(applicant) : decided.companyName },
    oldValues: { status: application.status, roles: rolesBefore },
    newValues: {
      status: decided.status,
      roles: decision.status === 'approved' ? [decided.role] : rolesBefore,
      notes: decided.reviewNotes,
    },
  });
  if (applicant)
    await enqueueEmail(tx, {
      template: 'application_status',
      to: applicant.email,
      userId: decided.userId,
      variables: {
        name: applicant.name,
        role: decided.role,
        status: decided.status,
        notes: decided.reviewNotes ?? undefined,
        url: `${publicUrl.replace(/\/$/, '')}/${decision.status === 'approved' ? decided.role : 'onboarding'}`,
      },
    });
  return decided;
}

export function toApplicationDto(row: ApplicationRow): OnboardingApplication {
  return {
    id: row.id,
    role: row.role,
    companyName: row.companyName,
    phone: row.phone,
    message: row.message,
    status: row.status,
    reviewNotes: row.reviewNotes,
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}
