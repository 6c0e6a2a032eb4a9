import type { CompanyRole } from '@party/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { monthSpendOf } from '../../db/sales.ts';
import { companies, companyMembers, users } from '../../db/schema/index.ts';

/** A member as the use cases see them: their person, role and limits (AUD, null = no limit). */
export interface MemberRow {
  userId: string;
  companyId: string;
  companyName: string;
  name: string;
  email: string;
  role: CompanyRole;
  orderLimit: number | null;
  monthlyLimit: number | null;
  joinedAt: Date;
  /** What their orders of this month count toward the monthly limit (AUD). */
  spentThisMonth: number;
}

export interface MemberLimits {
  orderLimit?: number | null;
  monthlyLimit?: number | null;
}

const memberColumns = {
  userId: companyMembers.userId,
  companyId: companyMembers.companyId,
  companyName: companies.name,
  name: users.name,
  email: users.email,
  role: companyMembers.role,
  orderLimit: companyMembers.orderLimit,
  monthlyLimit: companyMembers.monthlyLimit,
  joinedAt: companyMembers.joinedAt,
  spentThisMonth: monthSpendOf(companyMembers.userId),
};

type RawMember = Omit<MemberRow, 'orderLimit' | 'monthlyLimit' | 'spentThisMonth'> & {
  spentThisMonth: string;
  orderLimit: string | null;
  monthlyLimit: string | null;
};

const toMember = (row: RawMember): MemberRow => ({
  ...row,
  orderLimit: row.orderLimit === null ? null : Number(row.orderLimit),
  monthlyLimit: row.monthlyLimit === null ? null : Number(row.monthlyLimit),
  spentThisMonth: Number(row.spentThisMonth),
});

const moneyOrNull = (value: number | null | undefined) => (value == null ? null : value.toFixed(2));

function selectMembers(tx: Tx) {
  return tx
    .select(memberColumns)
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .innerJoin(users, eq(users.id, companyMembers.userId));
}

/** The user's own membership, read fresh inside the use case's transaction. */
export async function findMembership(tx: Tx, userId: string): Promise<MemberRow | null> {
  const [row] = await selectMembers(tx).where(eq(companyMembers.userId, userId));
  return row ? toMember(row) : null;
}

/**
 * One member of this company, locked until the transaction ends (a role change, a removal and a
 * transfer queue on it). Another company's member is not found, as a 404 should say.
 */
export async function lockMemberRow(tx: Tx, companyId: string, userId: string): Promise<MemberRow | null> {
  const [row] = await selectMembers(tx)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)))
    .for('update', { of: companyMembers });
  return row ? toMember(row) : null;
}

export async function listMemberRows(tx: Tx, companyId: string): Promise<MemberRow[]> {
  const rows = await selectMembers(tx)
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(asc(companyMembers.joinedAt), asc(users.name));
  return rows.map(toMember);
}

/** Whether a user with this email is a member of the company. */
export async function isMemberByEmail(tx: Tx, companyId: string, email: string): Promise<boolean> {
  const [row] = await tx
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(sql`lower(${users.email})`, email.toLowerCase())));
  return row !== undefined;
}

export async function updateMemberRow(
  tx: Tx,
  userId: string,
  changes: { role: CompanyRole } & MemberLimits,
): Promise<void> {
  await tx
    .update(companyMembers)
    .set({
      role: changes.role,
      orderLimit: moneyOrNull(changes.orderLimit),
      monthlyLimit: moneyOrNull(changes.monthlyLimit),
      updatedAt: sql`now()`,
    })
    .where(eq(companyMembers.userId, userId));
}

/** Writes (or moves) the user's one membership into the company: the primary key is one company per user. */
export async function saveMembership(
  tx: Tx,
  member: { userId: string; companyId: string; role: CompanyRole; invitedBy: string | null } & MemberLimits,
): Promise<void> {
  const values = {
    userId: member.userId,
    companyId: member.companyId,
    role: member.role,
    orderLimit: moneyOrNull(member.orderLimit),
    monthlyLimit: moneyOrNull(member.monthlyLimit),
    invitedBy: member.invitedBy,
  };
  await tx
    .insert(companyMembers)
    .values(values)
    .onConflictDoUpdate({
      target: companyMembers.userId,
      set: { ...values, joinedAt: sql`now()`, updatedAt: sql`now()` },
    });
}

export async function deleteMembership(tx: Tx, userId: string): Promise<void> {
  await tx.delete(companyMembers).where(eq(companyMembers.userId, userId));
}

/** Closes a company that has no members left (an empty company whose one person joined another). */
export async function deleteCompanyRow(tx: Tx, companyId: string): Promise<void> {
  await tx.delete(companies).where(eq(companies.id, companyId));
}

export async function findCompanyName(tx: Tx, companyId: string): Promise<string | null> {
  const [row] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? null;
}

/**
 * Whether the company is empty: its one member and no orders, quotes, tickets, credit line, credit
 * requests or addresses (docs/product/company-accounts.md, "Members and invitations"), asked by
 * company_id (docs/decisions/0019-company-accounts.md §2). Raw SQL: these tables are other domains'
 * and this is one existence question, not a read of their rows.
 */
export async function isCompanyEmpty(tx: Tx, companyId: string): Promise<boolean> {
  const [row] = await tx
    .select({
      empty: sql<boolean>`(
        (select count(*) from company_members m where m.company_id = ${companyId}) = 1
        and not exists (select 1 from orders o where o.company_id = ${companyId})
        and not exists (select 1 from quotes q where q.company_id = ${companyId})
        and not exists (select 1 from support_tickets t where t.company_id = ${companyId})
        and not exists (select 1 from credit_limit_requests r where r.company_id = ${companyId})
        and not exists (select 1 from partner_credit_limits l where l.company_id = ${companyId})
        and not exists (select 1 from partner_addresses a where a.company_id = ${companyId})
      )`,
    })
    .from(sql`(select 1) as one`);
  return Boolean(row?.empty);
}
