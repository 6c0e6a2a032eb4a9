import type { OnboardingApplication, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { ownerOf, scopeCovers } from '../../lib/row-policy.ts';
import { toApplicationDto } from './decide-application.ts';
import { onboardingScope } from './onboarding.policy.ts';
import { findApplication, findLatestApplication } from './onboarding.repository.ts';

/** The caller's latest application (the status /onboarding shows back), or null. */
export async function getMyLatestApplication(
  db: Db,
  principal: Principal,
): Promise<OnboardingApplication | null> {
  const owner = ownerOf(onboardingScope(principal, 'read-application'));
  const row = await findLatestApplication(db, owner);
  return row ? toApplicationDto(row) : null;
}

/** One of the caller's own applications; someone else's is reported as not found. */
export async function getMyApplication(
  db: Db,
  principal: Principal,
  id: string,
): Promise<OnboardingApplication> {
  const row = await findApplication(db, id);
  if (!row || !scopeCovers(onboardingScope(principal, 'read-application'), row.userId))
    throw notFound('Application');
  return toApplicationDto(row);
}
