import { type ApprovalSubject, ownWorkRefusal, type Principal } from '@party/shared';
import { forbidden } from './app-error.ts';

/**
 * Which rows of one kind a caller may see or change: their own (owned by `ownerId`), every row, or
 * none. Each domain's `<domain>.policy.ts` answers with one of these; its use cases ask it first.
 */
export type RowScope = { rows: 'own'; ownerId: string } | CompanyScope | { rows: 'all' } | { rows: 'none' };

/**
 * A company's rows (docs/decisions/0019-company-accounts.md §4): every row whose company_id is
 * `companyId`, or, with `placedBy`, only those that member placed.
 */
export type CompanyScope = { rows: 'company'; companyId: string; placedBy?: string };

export const ownRows = (principal: Principal): RowScope => ({ rows: 'own', ownerId: principal.userId });

/** The caller's company's rows; `onlyMine` narrows them to what the caller placed. No company, no rows. */
export function companyRows(principal: Principal, options: { onlyMine?: boolean } = {}): RowScope {
  if (!principal.companyId) return { rows: 'none' };
  return options.onlyMine
    ? { rows: 'company', companyId: principal.companyId, placedBy: principal.userId }
    : { rows: 'company', companyId: principal.companyId };
}
export const allRows: RowScope = { rows: 'all' };
export const noRows: RowScope = { rows: 'none' };

/**
 * Whether the scope reaches a row owned by `ownerId` (a person) or, for a company scope, a row of
 * `companyId` placed by `ownerId`.
 */
export function scopeCovers(
  scope: RowScope,
  ownerId: string | null,
  companyId: string | null = null,
): boolean {
  if (scope.rows === 'all') return true;
  if (scope.rows === 'company')
    return companyId === scope.companyId && (!scope.placedBy || scope.placedBy === ownerId);
  return scope.rows === 'own' && ownerId !== null && scope.ownerId === ownerId;
}

/**
 * The owner whose rows the use case reads or writes. A caller the policy gives no rows is refused:
 * the route's access rule already keeps such callers out, so this is the second lock, not the first.
 */
export function ownerOf(scope: RowScope): string {
  if (scope.rows === 'own') return scope.ownerId;
  throw forbidden("You don't have access to these records.");
}

/** The company whose rows the use case reads or writes; like `ownerOf`, the second lock. */
export function companyOf(scope: RowScope): CompanyScope {
  if (scope.rows === 'company') return scope;
  throw forbidden("You don't have access to these records.");
}

/**
 * "My orders", one member's, or all the company's (docs/product/company-accounts.md, "Track Orders,
 * analytics and dashboard"): a scope already narrowed to the caller (a buyer's) stays so; another
 * company's member id finds nothing, as the company filter still applies.
 */
export function narrowToMember(scope: CompanyScope, principal: Principal, member: string): CompanyScope {
  if (scope.placedBy || member === 'all') return scope;
  return { ...scope, placedBy: member === 'me' ? principal.userId : member };
}

/** Refuses a caller the policy denies (a 403: the action itself, not a row, is out of reach). */
export function assertAllowed(allowed: boolean, message = "You don't have access to these records."): void {
  if (!allowed) throw forbidden(message);
}

/** Separation of duties (docs/product/approvals.md): a 403 when the caller authored what they decide on. */
export function assertNotOwnWork(
  subject: ApprovalSubject,
  caller: Principal,
  authorIds: readonly (string | null | undefined)[],
): void {
  const refusal = ownWorkRefusal(subject, caller.userId, authorIds);
  if (refusal) throw forbidden(refusal);
}

/** Principal kinds the policies tell apart. */
export const isPartner = (principal: Principal) => principal.role === 'partner';
/** Every associate answers the support desk (the demo admin is a finance associate too). */
export const isAssociate = (principal: Principal) => principal.role === 'associate';
export const isAdmin = (principal: Principal) => principal.isAdmin;
