import type { CompanyRole } from '@party/shared';
import { addToCompany } from './companies.ts';
import { type CreateUserOptions, type SignedIn, signInAs } from './factories.ts';
import type { TestContext } from './test-app.ts';

/** A new partner signed in and made a member of `companyId` with `role` (straight into the database). */
export async function addCompanyMember(
  ctx: Pick<TestContext, 'app' | 'database'>,
  companyId: string,
  { role, ...user }: { role: Exclude<CompanyRole, 'owner'> } & Omit<CreateUserOptions, 'role'>,
): Promise<SignedIn> {
  const member = await signInAs(ctx, { ...user, role: 'partner' });
  await addToCompany(ctx, member.user.id, companyId, role);
  return member;
}
