import {
  type AdminOnboardingApplication,
  type OnboardingApplication,
  type OnboardingStatus,
  type Principal,
  rankDeniedMessage,
} from '@party/shared';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { decideAndNotify, toApplicationDto } from './decide-application.ts';
import { onboardingScope } from './onboarding.policy.ts';
import { findApplication, listApplications } from './onboarding.repository.ts';

const requireAdmin = (principal: Principal) =>
  assertAllowed(
    onboardingScope(principal, 'review-applications').rows === 'all',
    'You need administrator privileges to access this page.',
  );

/** Deciding grants a role, so it is for admins who change accounts (docs/product/access.md). */
const requireDecider = (principal: Principal) =>
  assertAllowed(
    onboardingScope(principal, 'decide-applications').rows === 'all',
    rankDeniedMessage(principal.adminRank),
  );

/** Applications for the admin review screen, optionally of one status. */
export async function listOnboardingApplications(
  db: Db,
  admin: Principal,
  status: OnboardingStatus | undefined,
): Promise<AdminOnboardingApplication[]> {
  requireAdmin(admin);
  const rows = await listApplications(db, status);
  return rows.map((r) => ({
    ...toApplicationDto(r.application),
    userId: r.application.userId,
    applicantName: r.profileName?.trim() || r.applicantName,
    applicantEmail: r.applicantEmail,
  }));
}

/** An admin approves (granting the applied role) or rejects a pending application. */
export async function reviewOnboardingApplication(
  db: Db,
  admin: Principal,
  id: string,
  decision: { status: 'approved' | 'rejected'; notes?: string },
  publicUrl: string,
): Promise<OnboardingApplication> {
  requireDecider(admin);
  return db.transaction(async (tx) => {
    const application = await findApplication(tx, id);
    if (!application) throw notFound('Application');
    const decided = await decideAndNotify(
      tx,
      application,
      { status: decision.status, reviewedBy: admin.userId, notes: decision.notes || null },
      publicUrl,
    );
    if (!decided) throw new AppError('CONFLICT', `This application has already been ${application.status}.`);
    return toApplicationDto(decided);
  });
}
