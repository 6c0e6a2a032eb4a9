import type { AdminRank, AdminUserListParams, AssociateRole, UserRole } from '@party/shared';
import { type Counted, pageOffset } from '@party/shared/paging/paging';
import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { anyOf } from '../../db/any-of.ts';
import type { Tx } from '../../db/client.ts';
import { countUpTo } from '../../db/count-up-to.ts';
import { containsPattern } from '../../db/like.ts';
import { accounts, adminRoles, profiles, sessions, userRoles, users } from '../../db/schema/index.ts';
import { primaryRoleOf } from './primary-role.ts';

// Inside select fields Drizzle prints columns without their table, so these subqueries name their own.
const firstRole = primaryRoleOf();
const isAdminSql = sql<boolean>`exists (select 1 from admin_roles a where a.user_id = users.id and a.is_admin)`;
const adminRoleSql = sql<AdminRank | null>`(select a.role from admin_roles a where a.user_id = users.id and a.is_admin)`;
const associateRoleSql = sql<AssociateRole | null>`(select s.role from associate_roles s where s.user_id = users.id limit 1)`;
const sessionCount = sql<number>`(select count(*)::int from sessions s where s.user_id = users.id and s.expires_at > now())`;

const userColumns = {
  id: users.id,
  name: sql<string>`coalesce(nullif(trim(${profiles.name}), ''), ${users.name})`,
  email: users.email,
  role: firstRole,
  associateRole: associateRoleSql,
  isAdmin: isAdminSql,
  adminRole: adminRoleSql,
  disabled: users.disabled,
  twoFactorEnabled: users.twoFactorEnabled,
  sessions: sessionCount,
  createdAt: users.createdAt,
};
export type AdminUserRow = {
  id: string;
  name: string;
  email: string;
  role: UserRole | null;
  associateRole: AssociateRole | null;
  isAdmin: boolean;
  adminRole: AdminRank | null;
  disabled: boolean;
  twoFactorEnabled: boolean;
  sessions: number;
  createdAt: Date;
};

/**
 * The filters on users alone, so the list reads users in name order by index: the search by the
 * people whose email, name or profile name matches (found first by trigram indexes); a portal by
 * its role's rows (few for staff and vendors) before the exact first-role rule.
 */
async function userFilters(tx: Tx, query: AdminUserListParams) {
  const where: SQL[] = [];
  if (query.search) {
    const like = containsPattern(query.search);
    const people = await tx
      .select({ id: users.id })
      .from(users)
      .where(or(ilike(users.email, like), ilike(users.name, like)))
      .union(tx.select({ id: profiles.id }).from(profiles).where(ilike(profiles.name, like)));
    where.push(
      anyOf(
        users.id,
        people.map((p) => p.id),
      ),
    );
  }
  if (query.status !== 'all') where.push(eq(users.disabled, query.status === 'disabled'));
  if (query.portal === 'admin') {
    where.push(isAdminSql);
    if (query.role !== 'all') where.push(sql`${adminRoleSql} = ${query.role}`);
  } else if (query.portal !== 'all') {
    const holders = tx
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .where(eq(userRoles.role, query.portal));
    where.push(sql`${users.id} in (${holders})`, sql`${firstRole} = ${query.portal}`);
    if (query.role === 'admin') where.push(isAdminSql);
    else if (query.role === query.portal) where.push(sql`not ${isAdminSql}`);
    else if (query.role !== 'all') where.push(sql`false`);
  }
  return where.length ? and(...where) : undefined;
}

/**
 * A page of users by name (the account's name, which saving a profile keeps in step with the
 * profile's: accounts/profiles.repository.ts saveProfile), read in the order of the
 * users_lower_name_id_idx index, and their count up to LIST_COUNT_CAP past the page.
 */
export async function listAdminUsers(
  tx: Tx,
  query: AdminUserListParams,
): Promise<{ rows: AdminUserRow[]; counted: Counted }> {
  const where = await userFilters(tx, query);
  const rows = await tx
    .select(userColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(where)
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const matches = tx.select({ id: users.id }).from(users).where(where).$dynamic();
  return { rows, counted: await countUpTo(tx, matches, query, rows.length) };
}

/** One user, its row locked for the change. */
export async function findAdminUser(tx: Tx, userId: string): Promise<AdminUserRow | null> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [row] = await tx
    .select(userColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}

/**
 * Enabled administrators, after locking every admin row: two admins demoting each other at once
 * queue here, so the second sees the first's change and the last admin always stays.
 */
export async function countEnabledAdmins(tx: Tx): Promise<number> {
  await tx.select({ id: adminRoles.id }).from(adminRoles).where(eq(adminRoles.isAdmin, true)).for('update');
  const [row] = await tx
    .select({ n: count() })
    .from(adminRoles)
    .innerJoin(users, eq(users.id, adminRoles.userId))
    .where(and(eq(adminRoles.isAdmin, true), eq(users.disabled, false)));
  return row?.n ?? 0;
}

/** Enabled super admins, after locking every admin row (as countEnabledAdmins does). */
export async function countEnabledSuperAdmins(tx: Tx): Promise<number> {
  await tx.select({ id: adminRoles.id }).from(adminRoles).where(eq(adminRoles.isAdmin, true)).for('update');
  const [row] = await tx
    .select({ n: count() })
    .from(adminRoles)
    .innerJoin(users, eq(users.id, adminRoles.userId))
    .where(and(eq(adminRoles.isAdmin, true), eq(adminRoles.role, 'super_admin'), eq(users.disabled, false)));
  return row?.n ?? 0;
}

export async function setUserDisabled(tx: Tx, userId: string, disabled: boolean) {
  await tx.update(users).set({ disabled, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Ends every session of the user: the next request with their cookie is anonymous. */
export async function deleteUserSessions(tx: Tx, userId: string): Promise<number> {
  const ended = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return ended.length;
}

export async function grantAdmin(tx: Tx, userId: string, role: AdminRank) {
  await tx
    .insert(adminRoles)
    .values({ userId, role, isAdmin: true })
    .onConflictDoUpdate({ target: adminRoles.userId, set: { isAdmin: true, role } });
}

export async function revokeAdmin(tx: Tx, userId: string) {
  await tx.delete(adminRoles).where(eq(adminRoles.userId, userId));
}

/** Replaces the credential password with an unusable one: the old password stops working. */
export async function replaceCredentialPassword(tx: Tx, userId: string, passwordHash: string) {
  await tx
    .update(accounts)
    .set({ password: passwordHash, updatedAt: new Date() })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
}
