import type { CompanyRole } from '@party/shared';
import { eq } from 'drizzle-orm';
import { companies, companyMembers } from '../../src/db/schema/index.ts';
import { type CreateUserOptions, createUser, type SignedIn, signInAs } from './factories.ts';
import type { TestContext } from './test-app.ts';

/** The company a user belongs to (every partner has one: docs/decisions/0019-company-accounts.md §2). */
export async function companyIdOf(ctx: Pick<TestContext, 'database'>, userId: string): Promise<string> {
  const [row] = await ctx.database.db
    .select({ companyId: companyMembers.companyId })
    .from(companyMembers)
    .where(eq(companyMembers.userId, userId));
  if (!row) throw new Error(`user ${userId} has no company`);
  return row.companyId;
}

/**
 * A new partner who is a member of `companyId` with `role`, signed in. Written straight into the
 * database (the invitation flow has its own tests): the account opens its company of one as every
 * partner's does, then its membership moves to the given company and the empty company is closed.
 */
export async function addCompanyMember(
  ctx: Pick<TestContext, 'app' | 'database'>,
  companyId: string,
  options: Omit<CreateUserOptions, 'role'> & { role: Exclude<CompanyRole, 'owner'> },
): Promise<SignedIn> {
  const { role, ...user } = options;
  const created = await createUser(ctx, { ...user, role: 'partner' });
  const own = await companyIdOf(ctx, created.id);
  await ctx.database.db.transaction(async (tx) => {
    await tx.update(companyMembers).set({ companyId, role }).where(eq(companyMembers.userId, created.id));
    await tx.delete(companies).where(eq(companies.id, own));
  });
  return signInAs(ctx, { user: created });
}
