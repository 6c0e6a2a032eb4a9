import type { OnboardingStatus } from '@party/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { onboardingApplications, profiles, users } from '../../db/schema/index.ts';

export type ApplicationRow = typeof onboardingApplications.$inferSelect;
type NewApplication = Pick<ApplicationRow, 'userId' | 'role' | 'companyName'> &
  Partial<Pick<ApplicationRow, 'phone' | 'message'>>;

export async function insertApplication(tx: Tx, input: NewApplication): Promise<ApplicationRow> {
  const [row] = await tx.insert(onboardingApplications).values(input).returning();
  if (!row) throw new Error('application insert returned no row');
  return row;
}

export async function findPendingApplication(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ id: onboardingApplications.id })
    .from(onboardingApplications)
    .where(and(eq(onboardingApplications.userId, userId), eq(onboardingApplications.status, 'pending')));
  return row ?? null;
}

/** Whether the user has ever had an application rejected (a re-application then waits for an admin). */
export async function hasRejectedApplication(tx: Tx, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: onboardingApplications.id })
    .from(onboardingApplications)
    .where(and(eq(onboardingApplications.userId, userId), eq(onboardingApplications.status, 'rejected')))
    .limit(1);
  return Boolean(row);
}

export async function findLatestApplication(tx: Tx, userId: string): Promise<ApplicationRow | null> {
  const [row] = await tx
    .select()
    .from(onboardingApplications)
    .where(eq(onboardingApplications.userId, userId))
    .orderBy(desc(onboardingApplications.submittedAt), desc(onboardingApplications.id))
    .limit(1);
  return row ?? null;
}

export async function findApplication(tx: Tx, id: string): Promise<ApplicationRow | null> {
  const [row] = await tx.select().from(onboardingApplications).where(eq(onboardingApplications.id, id));
  return row ?? null;
}

/** Applications with the applicant's name (profile, else account) and email, newest first. */
export async function listApplications(tx: Tx, status: OnboardingStatus | undefined) {
  return tx
    .select({
      application: onboardingApplications,
      applicantName: users.name,
      profileName: profiles.name,
      applicantEmail: users.email,
    })
    .from(onboardingApplications)
    .innerJoin(users, eq(users.id, onboardingApplications.userId))
    .leftJoin(profiles, eq(profiles.id, onboardingApplications.userId))
    .where(status ? eq(onboardingApplications.status, status) : undefined)
    .orderBy(desc(onboardingApplications.submittedAt))
    .limit(500);
}

/** Decides a pending application; null when it was no longer pending (someone else decided first). */
export async function decideApplication(
  tx: Tx,
  id: string,
  decision: { status: 'approved' | 'rejected'; reviewedBy: string | null; notes: string | null },
): Promise<ApplicationRow | null> {
  const [row] = await tx
    .update(onboardingApplications)
    .set({
      status: decision.status,
      reviewedBy: decision.reviewedBy,
      reviewNotes: decision.notes,
      reviewedAt: new Date(),
    })
    .where(and(eq(onboardingApplications.id, id), eq(onboardingApplications.status, 'pending')))
    .returning();
  return row ?? null;
}

export async function findApplicant(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ email: users.email, name: users.name, profileName: profiles.name })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return row ? { email: row.email, name: row.profileName?.trim() || row.name } : null;
}
