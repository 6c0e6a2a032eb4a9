import type { AdminRank, AssociateRole, CompanyRole, UserRole } from '@party/shared';
import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  accounts,
  adminRoles,
  associateRoles,
  emailPreferences,
  profiles,
  userRoles,
  users,
  verifications,
} from '../../db/schema/index.ts';
import { companyIdOf, companyNameOf, companyRoleOf } from '../companies/company-membership.ts';
import { primaryRoleOf } from './primary-role.ts';

export interface AccessRow {
  email: string;
  userName: string;
  profileName: string | null;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  disabled: boolean;
  role: UserRole | null;
  isAdmin: boolean;
  adminRank: AdminRank | null;
  associateRole: AssociateRole | null;
  onboardingStatus: 'pending' | 'approved' | 'rejected' | null;
  companyId: string | null;
  companyRole: CompanyRole | null;
}

/** Everything the principal needs, in one round trip. The first user_roles row is the role. */
export async function findAccessRow(tx: Tx, userId: string): Promise<AccessRow | null> {
  const [row] = await tx
    .select({
      email: users.email,
      userName: users.name,
      emailVerified: users.emailVerified,
      twoFactorEnabled: users.twoFactorEnabled,
      disabled: users.disabled,
      // Inside select fields Drizzle prints columns without their table, so these subqueries name
      // their own tables and take the id as a parameter.
      profileName: sql<string | null>`(select p.name from profiles p where p.id = ${userId})`,
      role: primaryRoleOf(userId),
      isAdmin: sql<boolean>`exists (select 1 from admin_roles a where a.user_id = ${userId} and a.is_admin)`,
      adminRank: sql<AdminRank | null>`(select a.role from admin_roles a where a.user_id = ${userId} and a.is_admin limit 1)`,
      associateRole: sql<AssociateRole | null>`(select s.role from associate_roles s where s.user_id = ${userId} limit 1)`,
      onboardingStatus: sql<
        AccessRow['onboardingStatus']
      >`(select o.status from onboarding_applications o where o.user_id = ${userId} order by o.submitted_at desc, o.id limit 1)`,
      companyId: companyIdOf(userId),
      companyRole: companyRoleOf(userId),
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** A new sign-up's own rows: profile, the partner role (and nothing else), email preferences. */
export async function insertPartnerRows(tx: Tx, userId: string, name: string): Promise<void> {
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) return;
  await tx.insert(profiles).values({ id: userId, name, email: user.email }).onConflictDoNothing();
  await tx.insert(userRoles).values({ userId, role: 'partner' });
  await tx.insert(emailPreferences).values({ userId }).onConflictDoNothing();
}

export interface NewUserRows {
  email: string;
  name: string;
  passwordHash: string;
  emailVerified: boolean;
  role: UserRole | null;
  associateRole: AssociateRole | null;
  isAdmin: boolean;
  adminRank: AdminRank;
}

/** A complete account written directly (seed data, tests): the same rows sign-up would make. */
export async function insertUserWithRoles(tx: Tx, input: NewUserRows): Promise<string> {
  const [user] = await tx
    .insert(users)
    .values({ email: input.email.toLowerCase(), name: input.name, emailVerified: input.emailVerified })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert returned no row');
  const userId = user.id;
  await tx
    .insert(accounts)
    .values({ userId, providerId: 'credential', accountId: userId, password: input.passwordHash });
  await tx.insert(profiles).values({ id: userId, name: input.name, email: input.email.toLowerCase() });
  await tx.insert(emailPreferences).values({ userId });
  if (input.role) await tx.insert(userRoles).values({ userId, role: input.role });
  if (input.role === 'associate')
    await tx.insert(associateRoles).values({ userId, role: input.associateRole ?? 'sales' });
  if (input.isAdmin) await tx.insert(adminRoles).values({ userId, role: input.adminRank, isAdmin: true });
  return userId;
}

export async function findUserByEmail(tx: Tx, email: string) {
  const [row] = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  return row ?? null;
}

/** Whom a staff notification reaches; the parts are alternatives (a user matching any is in). */
export interface StaffAudience {
  /** Users whose role (their first user_roles row) is this one. */
  role?: UserRole;
  /** Associates (role associate) holding this sub-role. */
  associateRole?: AssociateRole;
  /** Every admin. */
  admins?: boolean;
}

/** Enabled users in the audience, oldest account first, each once, with whether they are an admin. */
export async function findStaffRecipients(
  tx: Tx,
  audience: StaffAudience,
): Promise<{ id: string; isAdmin: boolean }[]> {
  const firstRole = primaryRoleOf();
  const isAdmin = sql`exists (select 1 from ${adminRoles} where ${adminRoles.userId} = ${users.id} and ${adminRoles.isAdmin})`;
  const alternatives: SQL[] = [];
  if (audience.role) alternatives.push(sql`${firstRole} = ${audience.role}`);
  if (audience.associateRole)
    alternatives.push(
      sql`(${firstRole} = 'associate' and exists (select 1 from ${associateRoles}
        where ${associateRoles.userId} = ${users.id} and ${associateRoles.role} = ${audience.associateRole}))`,
    );
  if (audience.admins) alternatives.push(isAdmin);
  if (alternatives.length === 0) return [];
  // Inside select fields Drizzle prints columns without their table: this subquery names its own.
  return tx
    .select({
      id: users.id,
      isAdmin: sql<boolean>`exists (select 1 from admin_roles a where a.user_id = users.id and a.is_admin)`,
    })
    .from(users)
    .where(and(eq(users.disabled, false), or(...alternatives)))
    .orderBy(asc(users.createdAt), asc(users.id));
}

/** Enabled partners (role partner) by name, with their company's name, for staff pickers. */
export async function findPartners(tx: Tx, limit: number, id?: string) {
  return tx
    .select({
      id: users.id,
      name: sql<string>`coalesce(${profiles.name}, ${users.name})`,
      email: users.email,
      companyName: companyNameOf(sql`${users.id}`),
    })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, 'partner')))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(and(eq(users.disabled, false), id ? eq(users.id, id) : undefined))
    .orderBy(asc(sql`lower(coalesce(${profiles.name}, ${users.name}))`), asc(users.id))
    .limit(limit);
}

/** A one-time token row of better-auth's verifications table (its reset-password tokens, for one). */
export async function insertVerification(
  tx: Tx,
  row: { identifier: string; value: string; expiresAt: Date },
) {
  await tx.insert(verifications).values(row);
}

export async function findUserRoles(tx: Tx, userId: string): Promise<string[]> {
  const rows = await tx
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
    .orderBy(userRoles.createdAt);
  return rows.map((r) => r.role);
}

/** The user's role becomes `role`: their role rows are replaced, associates get a sales row if none. */
export async function replaceRoleRows(tx: Tx, userId: string, role: 'vendor' | 'associate') {
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  await tx.insert(userRoles).values({ userId, role });
  if (role === 'associate')
    await tx.insert(associateRoles).values({ userId, role: 'sales' }).onConflictDoNothing();
}
