import type { OnboardingApplication, OnboardingApplicationInput, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { ownerOf } from '../../lib/row-policy.ts';
import { getSettings } from '../settings/get-settings.ts';
import { decideAndNotify, toApplicationDto } from './decide-application.ts';
import { onboardingScope } from './onboarding.policy.ts';
import {
  findPendingApplication,
  hasRejectedApplication,
  insertApplication,
} from './onboarding.repository.ts';

const alreadyPending = () =>
  new AppError(
    'CONFLICT',
    'You already have an application under review. We will email you once it is decided.',
  );

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * Auto-approval only turns a plain account into a vendor: one with no role yet, or the partner role
 * every sign-up gets. Anyone who already holds another role (vendor, associate, admin) waits for an
 * admin, so an automatic decision never replaces or adds to a role someone was given; so does anyone
 * an admin has rejected before (docs/product/access.md), or applying again would undo the rejection.
 */
function mayBeApprovedAutomatically(
  principal: Principal,
  role: OnboardingApplication['role'],
  rejectedBefore: boolean,
): boolean {
  return (
    role === 'vendor' &&
    (principal.role === null || principal.role === 'partner') &&
    !principal.isAdmin &&
    !rejectedBefore
  );
}

/**
 * A signed-in user applies to become a vendor or associate, a rejected applicant too. With
 * auto_approval on, a vendor application from a plain account never rejected before is approved at
 * once; an associate application (a staff role) always waits for an admin (docs/product/admin-area.md).
 */
export async function applyForOnboarding(
  db: Db,
  principal: Principal,
  input: OnboardingApplicationInput,
  publicUrl: string,
): Promise<OnboardingApplication> {
  const owner = ownerOf(onboardingScope(principal, 'apply'));
  return db.transaction(async (tx) => {
    if (await findPendingApplication(tx, owner)) throw alreadyPending();
    const application = await insertApplication(tx, {
      userId: owner,
      role: input.role,
      companyName: input.companyName,
      phone: input.phone || null,
      message: input.message || null,
    }).catch((error: unknown) => {
      throw isUniqueViolation(error) ? alreadyPending() : error;
    });
    const { autoApproval } = await getSettings(tx);
    if (!autoApproval) return toApplicationDto(application);
    const rejectedBefore = await hasRejectedApplication(tx, owner);
    if (!mayBeApprovedAutomatically(principal, application.role, rejectedBefore))
      return toApplicationDto(application);
    const decision = { status: 'approved' as const, reviewedBy: null, notes: 'Approved automatically' };
    const approved = await decideAndNotify(tx, application, decision, publicUrl);
    return toApplicationDto(approved ?? application);
  });
}
