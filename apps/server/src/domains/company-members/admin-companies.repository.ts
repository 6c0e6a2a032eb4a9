import type { AdminCompanyListParams } from '@party/shared';
import { type Counted, pageOffset } from '@party/shared/paging/paging';
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { anyOf } from '../../db/any-of.ts';
import type { Tx } from '../../db/client.ts';
import { countUpTo } from '../../db/count-up-to.ts';
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

/**
 * The search on companies alone: its name (trigram index), or the companies whose owner's name or
 * email matches, the people found first in the small users table.
 */
async function searchFilter(tx: Tx, search: string | undefined): Promise<SQL | undefined> {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  const people = tx
    .select({ id: users.id })
    .from(users)
    .where(or(ilike(users.name, pattern), ilike(users.email, pattern)));
  const owned = await tx
    .select({ id: companyMembers.companyId })
    .from(companyMembers)
    .where(and(eq(companyMembers.role, 'owner'), inArray(companyMembers.userId, people)));
  return or(
    ilike(companies.name, pattern),
    anyOf(
      companies.id,
      owned.map((c) => c.id),
    ),
  );
}

/**
 * A page of companies by name, searched by the company's name or its owner's name or email: the
 * page's ids are read first in the order of companies_lower_name_id_idx, and only its rows get their
 * owner and their member and order counts; the count of matches stops LIST_COUNT_CAP past the page.
 */
export async function listAdminCompanies(
  tx: Tx,
  query: AdminCompanyListParams,
): Promise<{ rows: AdminCompanyRecord[]; counted: Counted }> {
  const where = await searchFilter(tx, query.search);
  // A search's matches are few and found by the trigram index, then sorted: walking the name index
  // and testing each company would first read every non-match that sorts before them. `|| ''` keeps
  // the same order and leaves the index out; without a search the index reads the page in order.
  const sortKey = where ? sql`lower(${companies.name}) || ''` : sql`lower(${companies.name})`;
  const byName = [asc(sortKey), asc(companies.id)];
  const pageIds = tx
    .select({ id: companies.id })
    .from(companies)
    .where(where)
    .orderBy(...byName)
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const rows = await fromCompanies(tx)
    .where(inArray(companies.id, pageIds))
    .orderBy(...byName);
  const matches = tx.select({ id: companies.id }).from(companies).where(where).$dynamic();
  return {
    rows: rows.map((row) => ({
      ...row,
      membersCount: Number(row.membersCount),
      ordersCount: Number(row.ordersCount),
    })),
    counted: await countUpTo(tx, matches, query, rows.length),
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
