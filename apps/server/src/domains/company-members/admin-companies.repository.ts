import type { AdminCompanyListParams } from '@party/shared';
import { pageOffset } from '@party/shared/paging/paging';
import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { companies, companyMembers, users } from '../../db/schema/index.ts';

/** A company as the administrators' list shows it (docs/product/company-accounts.md, "What staff see"). */
export interface AdminCompanyRecord {
  id: string;
  name: string;
  ownerId: string | null;
  ownerName: string | null;
  ownerEmail: string | null;
  membersCount: number;
  ordersCount: number;
  createdAt: Date;
}

const ownerMember = alias(companyMembers, 'owner_member');
const owner = alias(users, 'owner_user');

// Raw SQL counts: members and orders are counted, not read (orders are another domain's rows).
const columns = {
  id: companies.id,
  name: companies.name,
  ownerId: owner.id,
  ownerName: owner.name,
  ownerEmail: owner.email,
  membersCount: sql<number>`(select count(*)::int from company_members m where m.company_id = ${companies.id})`,
  ordersCount: sql<number>`(select count(*)::int from orders o where o.company_id = ${companies.id})`,
  createdAt: companies.createdAt,
};

function fromCompanies(tx: Tx) {
  return tx
    .select(columns)
    .from(companies)
    .leftJoin(ownerMember, and(eq(ownerMember.companyId, companies.id), eq(ownerMember.role, 'owner')))
    .leftJoin(owner, eq(owner.id, ownerMember.userId));
}

function searchFilter(search: string | undefined) {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(ilike(companies.name, pattern), ilike(owner.name, pattern), ilike(owner.email, pattern));
}

/** A page of companies by name, searched by the company's name or its owner's name or email. */
export async function listAdminCompanies(
  tx: Tx,
  query: AdminCompanyListParams,
): Promise<{ rows: AdminCompanyRecord[]; total: number }> {
  const where = searchFilter(query.search);
  const rows = await fromCompanies(tx)
    .where(where)
    .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const [total] = await tx
    .select({ n: count() })
    .from(companies)
    .leftJoin(ownerMember, and(eq(ownerMember.companyId, companies.id), eq(ownerMember.role, 'owner')))
    .leftJoin(owner, eq(owner.id, ownerMember.userId))
    .where(where);
  return {
    rows: rows.map((row) => ({
      ...row,
      membersCount: Number(row.membersCount),
      ordersCount: Number(row.ordersCount),
    })),
    total: total?.n ?? 0,
  };
}

export async function findAdminCompany(tx: Tx, companyId: string): Promise<AdminCompanyRecord | null> {
  const [row] = await fromCompanies(tx).where(eq(companies.id, companyId));
  return row
    ? { ...row, membersCount: Number(row.membersCount), ordersCount: Number(row.ordersCount) }
    : null;
}

/** The company, locked for an administrator's change to its members (changes to one company queue). */
export async function lockCompanyRow(
  tx: Tx,
  companyId: string,
): Promise<{ companyId: string; companyName: string } | null> {
  const [row] = await tx
    .select({ companyId: companies.id, companyName: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  return row ?? null;
}

/** The company's owner's user id, if it has one. */
export async function findOwnerId(tx: Tx, companyId: string): Promise<string | null> {
  const [row] = await tx
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, 'owner')));
  return row?.userId ?? null;
}

/** A person by email (any letter case), with or without a company. */
export async function findUserByEmail(
  tx: Tx,
  email: string,
): Promise<{ id: string; name: string; email: string } | null> {
  const [row] = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row ?? null;
}
