import type { CompanyRole } from '@party/shared';
import { eq } from 'drizzle-orm';
import { companies, companyMembers } from '../../src/db/schema/index.ts';
import { type CreateUserOptions, createUser, type SignedIn, signInAs } from './factories.ts';
import type { TestContext } from './test-app.ts';

/** The company a partner belongs to. */
export async function companyOfUser(ctx: Pick<TestContext, 'database'>, userId: string) {
  const [row] = await ctx.database.db
    .select({ id: companies.id, name: companies.name })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId));
  if (!row) throw new Error(`user ${userId} has no company`);
  return row;
}

/**
 * A new member of the company, signed in: a partner account whose company of one is closed as it
 * joins, written straight into the database (the invitation flow has its own tests).
 */
export async function addCompanyMember(
  ctx: Pick<TestContext, 'app' | 'database'>,
  companyId: string,
  member: Omit<CreateUserOptions, 'role'> & {
    role: Exclude<CompanyRole, 'owner'>;
    orderLimit?: string | null;
    monthlyLimit?: string | null;
  },
): Promise<SignedIn> {
  const { role, orderLimit = null, monthlyLimit = null, ...userOptions } = member;
  const user = await createUser(ctx, { ...userOptions, role: 'partner' });
  const own = await companyOfUser(ctx, user.id);
  await ctx.database.db.transaction(async (tx) => {
    await tx
      .update(companyMembers)
      .set({ companyId, role, orderLimit, monthlyLimit })
      .where(eq(companyMembers.userId, user.id));
    await tx.delete(companies).where(eq(companies.id, own.id));
  });
  return signInAs(ctx, { user });
}
