/**
 * A company member's role (docs/product/company-accounts.md, "Roles"; docs/decisions/0019-company-accounts.md §4).
 * Zod-free: the database schema imports the list, the principal and the screens read it.
 */
export const companyRoles = ['owner', 'admin', 'buyer', 'approver', 'viewer'] as const;
export type CompanyRole = (typeof companyRoles)[number];

/** The roles an invitation or a role change may give: the owner is made only by a transfer. */
export const invitableRoles = ['admin', 'buyer', 'approver', 'viewer'] as const;
export type InvitableRole = (typeof invitableRoles)[number];

/** What a role may do in its company: the rows of docs/product/company-accounts.md, "Roles". */
export const companyActions = [
  'shop',
  'see-company-orders',
  'approve-orders',
  'cancel-others-orders',
  'manage-members',
  'edit-business',
  'request-credit',
  'transfer-ownership',
  'see-members',
  'see-company-tickets',
  'manage-addresses',
  'see-account',
] as const;
export type CompanyAction = (typeof companyActions)[number];

const everyRole = companyRoles;
const mayTable: Record<CompanyAction, readonly CompanyRole[]> = {
  shop: ['owner', 'admin', 'approver', 'buyer'],
  'see-company-orders': ['owner', 'admin', 'approver', 'viewer'],
  'approve-orders': ['owner', 'admin', 'approver'],
  'cancel-others-orders': ['owner', 'admin'],
  'manage-members': ['owner', 'admin'],
  'edit-business': ['owner', 'admin'],
  'request-credit': ['owner', 'admin'],
  'transfer-ownership': ['owner'],
  'see-members': everyRole,
  'see-company-tickets': ['owner', 'admin'],
  'manage-addresses': ['owner', 'admin', 'approver', 'buyer'],
  // The account's statements (docs/product/receivables.md, "Statements").
  'see-account': ['owner', 'admin'],
};

/** Whether a member of this role may do the action (docs/product/company-accounts.md, "Roles"). */
export function companyMay(role: CompanyRole | null | undefined, action: CompanyAction): boolean {
  return role != null && mayTable[action].includes(role);
}

/** The roles that may do the action, for a route's `access.company(...)`. */
export function rolesThatMay(action: CompanyAction): CompanyRole[] {
  return [...mayTable[action]];
}

/** The server's refusal, naming the role (docs/product/company-accounts.md, "Roles"). */
export function companyRoleDeniedMessage(company: string, role: CompanyRole | null): string {
  return `Your role in ${company} (${role ?? 'none'}) doesn't allow this.`;
}

/** An invitation's stored status; 'expired' is a pending one past its days (docs/product/company-accounts.md). */
export const invitationStatuses = ['pending', 'accepted', 'revoked'] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];
export const invitationStates = ['pending', 'accepted', 'revoked', 'expired'] as const;
export type InvitationState = (typeof invitationStates)[number];
/** How long an invitation's link works: 7 days (docs/product/company-accounts.md). */
export const INVITATION_DAYS = 7;
