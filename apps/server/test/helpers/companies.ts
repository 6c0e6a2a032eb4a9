import type { CompanyRole } from '@party/shared';
import { eq } from 'drizzle-orm';
import { companies, companyMembers } from '../../src/db/schema/index.ts';
import { type CreateUserOptions, type SignedIn, signInAs } from './factories.ts';
import type { TestContext } from './test-app.ts';

/** The company a user belongs to (every partner made by the factories owns a company of one). */
export async function companyOf(ctx: Pick<TestContext, 'database'>, userId: string): Promise<string> {
  const [row] = await ctx.database.db
    .select({ companyId: companyMembers.companyId })
    .from(companyMembers)
    .where(eq(companyMembers.userId, userId));
  if (!row) throw new Error(`user ${userId} has no company`);
  return row.companyId;
}

/**
 * Moves a partner into another company with a role, written straight into the database (the
 * invitation flow has its own tests); their own company of one is closed.
 */
export async function addToCompany(
  ctx: Pick<TestContext, 'database'>,
  userId: string,
  companyId: string,
  role: Exclude<CompanyRole, 'owner'>,
  limits: { orderLimit?: string; monthlyLimit?: string } = {},
): Promise<void> {
  const own = await companyOf(ctx, userId);
  await ctx.database.db.transaction(async (tx) => {
    await tx
      .update(companyMembers)
      .set({
        companyId,
        role,
        orderLimit: limits.orderLimit ?? null,
        monthlyLimit: limits.monthlyLimit ?? null,
      })
      .where(eq(companyMembers.userId, userId));
    if (own !== companyId) await tx.delete(companies).where(eq(companies.id, own));
  });
}

/** A new partner signed in and made a member of `companyId` with a role and optional limits. */
export async function addCompanyMember(
  ctx: Pick<TestContext, 'app' | 'database'>,
  companyId: string,
  {
    role,
    orderLimit,
    monthlyLimit,
    ...user
  }: { role: Exclude<CompanyRole, 'owner'>; orderLimit?: string; monthlyLimit?: string } & Omit<
    CreateUserOptions,
    'role'
  >,
): Promise<SignedIn> {
  const member = await signInAs(ctx, { ...user, role: 'partner' });
  await addToCompany(ctx, member.user.id, companyId, role, { orderLimit, monthlyLimit });
  return member;
}
