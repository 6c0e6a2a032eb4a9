import type { CompanyRole, Principal } from '@party/shared';
import { addToCompany } from './companies.ts';
import { type createUser, signInAs } from './factories.ts';
import type { TestContext } from './test-app.ts';

/** One kind of caller of the route-table tests (access matrix, bad input): its session and principal. */
export interface Caller {
  name: string;
  headers: Record<string, string>;
  principal: Principal | null;
}

type CallerKind = Parameters<typeof createUser>[1];

/** One user of every role and associate sub-role, and an admin who holds no other role. */
export const everyKindOfCaller: [name: string, kind: CallerKind][] = [
  ['partner', { role: 'partner' }],
  ['vendor', { role: 'vendor' }],
  ['associate sales', { role: 'associate', associateRole: 'sales' }],
  ['associate product_management', { role: 'associate', associateRole: 'product_management' }],
  ['associate finance', { role: 'associate', associateRole: 'finance' }],
  ['admin', { role: null, isAdmin: true }],
];

/** The anonymous caller, then one signed-in user per named kind, with the principal the server resolved. */
export async function signInCallers(
  ctx: TestContext,
  kinds: [name: string, kind: CallerKind][],
): Promise<Caller[]> {
  const callers: Caller[] = [{ name: 'anonymous', headers: {}, principal: null }];
  for (const [name, kind] of kinds) {
    const { headers } = await signInAs(ctx, kind);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers });
    callers.push({ name, headers, principal: me.json().principal });
  }
  return callers;
}

/** The company roles besides the owner (docs/decisions/0019-company-accounts.md §9). */
export const companyMemberCallers: [name: string, role: Exclude<CompanyRole, 'owner'>][] = [
  ['company admin', 'admin'],
  ['buyer', 'buyer'],
  ['approver', 'approver'],
  ['viewer', 'viewer'],
];

/** One signed-in partner per role, each a member of the owner's company, with the principal the server resolved. */
export async function signInCompanyMembers(
  ctx: TestContext,
  owner: Caller,
  kinds = companyMemberCallers,
): Promise<Caller[]> {
  const companyId = owner.principal?.companyId;
  if (!companyId) throw new Error(`${owner.name} has no company`);
  const members: Caller[] = [];
  for (const [name, role] of kinds) {
    const { headers, user } = await signInAs(ctx, { role: 'partner' });
    await addToCompany(ctx, user.id, companyId, role);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers });
    members.push({ name, headers, principal: me.json().principal });
  }
  return members;
}
