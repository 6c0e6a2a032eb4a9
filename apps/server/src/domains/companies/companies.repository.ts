import { type PartnerBusinessType, rolesThatMay } from '@party/shared';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { companies, companyMembers, users } from '../../db/schema/index.ts';

export interface NewCompany {
  name: string;
  abn?: string | null;
  businessType?: PartnerBusinessType | null;
}

/** Writes a company and returns its id. */
export async function insertCompany(tx: Tx, company: NewCompany): Promise<string> {
  const [row] = await tx
    .insert(companies)
    .values({ name: company.name, abn: company.abn ?? null, businessType: company.businessType ?? null })
    .returning({ id: companies.id });
  if (!row) throw new Error('company insert returned no row');
  return row.id;
}

/** Makes the user the company's owner (no limits: docs/product/company-accounts.md, "Roles"). */
export async function insertOwnerMembership(tx: Tx, companyId: string, userId: string): Promise<void> {
  await tx.insert(companyMembers).values({ userId, companyId, role: 'owner' });
}

/** The company's name and Business details, and its loyalty points; null for an unknown id. */
export async function findCompany(tx: Tx, companyId: string) {
  const [row] = await tx
    .select({
      name: companies.name,
      abn: companies.abn,
      businessType: companies.businessType,
      loyaltyPoints: companies.loyaltyPoints,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? null;
}

export async function updateCompanyRow(
  tx: Tx,
  companyId: string,
  changes: Partial<Pick<typeof companies.$inferInsert, 'name' | 'abn' | 'businessType'>>,
): Promise<void> {
  await tx
    .update(companies)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(companies.id, companyId));
}

/** Adds (or, negative, takes back) loyalty points in one statement; the balance never goes below 0. */
export async function addCompanyLoyaltyPoints(
  tx: Tx,
  companyId: string,
  delta: number,
): Promise<number | null> {
  const [row] = await tx
    .update(companies)
    .set({ loyaltyPoints: sql`greatest(${companies.loyaltyPoints} + ${delta}, 0)`, updatedAt: sql`now()` })
    .where(eq(companies.id, companyId))
    .returning({ loyaltyPoints: companies.loyaltyPoints });
  return row?.loyaltyPoints ?? null;
}

/** The member's role and spending limits, locked: one member's checkouts queue, so the month sum cannot race. */
export async function lockMemberLimits(tx: Tx, userId: string, options: { lock: boolean } = { lock: true }) {
  const query = tx
    .select({
      companyId: companyMembers.companyId,
      role: companyMembers.role,
      orderLimit: companyMembers.orderLimit,
      monthlyLimit: companyMembers.monthlyLimit,
      companyName: companies.name,
    })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId));
  const [row] = options.lock ? await query.for('update', { of: companyMembers }) : await query;
  return row ?? null;
}

/** Everyone in the company who may approve an order (owner, admins, approvers), but `exceptUserId`. */
export async function findApprovers(tx: Tx, companyId: string, exceptUserId?: string) {
  return tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(
      and(
        eq(companyMembers.companyId, companyId),
        inArray(companyMembers.role, rolesThatMay('approve-orders')),
        exceptUserId ? ne(companyMembers.userId, exceptUserId) : undefined,
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
}
