import type { AssociateAccountParams, AssociateAccountStatus, AssociateRole } from '@party/shared';
import { pageOffset } from '@party/shared/paging/paging';
import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { associateRoles, profiles, users } from '../../db/schema/index.ts';
import { primaryRoleOf } from './primary-role.ts';

// Inside select fields Drizzle prints columns without their table, so these subqueries name their own.
const firstRole = primaryRoleOf();
const pendingApplication = sql`exists (select 1 from onboarding_applications o
  where o.user_id = users.id and o.role = 'associate' and o.status = 'pending')`;
const pendingCompany = sql<string | null>`(select o.company_name from onboarding_applications o
  where o.user_id = users.id and o.role = 'associate' and o.status = 'pending' limit 1)`;
const associateRoleSql = sql<AssociateRole | null>`(select s.role from associate_roles s where s.user_id = users.id limit 1)`;
const isAdminSql = sql<boolean>`exists (select 1 from admin_roles a where a.user_id = users.id and a.is_admin)`;
const isAssociate = sql`coalesce(${firstRole} = 'associate', false)`;
/** Disabled is inactive; an associate application not yet decided is pending approval; else active. */
const statusSql = sql<AssociateAccountStatus>`case
  when ${users.disabled} then 'inactive'
  when not ${isAssociate} then 'pending_approval'
  else 'active' end`;

/** Every associate, and everyone whose associate application waits for a decision. */
const isAccount = sql`(${isAssociate} or ${pendingApplication})`;

function filters(query: AssociateAccountParams): SQL {
  const where: SQL[] = [isAccount];
  if (query.search) {
    const like = containsPattern(query.search);
    where.push(or(ilike(users.email, like), ilike(users.name, like), ilike(profiles.name, like))!);
  }
  if (query.status !== 'all') where.push(sql`${statusSql} = ${query.status}`);
  return and(...where)!;
}

export async function listAssociateAccountRows(tx: Tx, query: AssociateAccountParams) {
  const where = filters(query);
  const name = sql<string>`coalesce(nullif(trim(${profiles.name}), ''), ${users.name})`;
  const rows = await tx
    .select({
      id: users.id,
      name,
      email: users.email,
      isAssociate: sql<boolean>`${isAssociate}`,
      associateRole: associateRoleSql,
      status: statusSql,
      isAdmin: isAdminSql,
      companyName: pendingCompany,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(where)
    .orderBy(asc(sql`lower(${name})`), asc(users.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const [total] = await tx
    .select({ n: count() })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(where);
  const perStatus = await tx
    .select({ status: statusSql, n: count() })
    .from(users)
    .where(isAccount)
    .groupBy(statusSql);
  return { rows, total: total?.n ?? 0, perStatus };
}

/** Sets the associate's department (sub-role): their one associate_roles row. */
export async function upsertAssociateRole(tx: Tx, userId: string, role: AssociateRole) {
  await tx
    .insert(associateRoles)
    .values({ userId, role })
    .onConflictDoUpdate({ target: associateRoles.userId, set: { role } });
}
