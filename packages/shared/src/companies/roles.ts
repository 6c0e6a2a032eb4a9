/**
 * A company member's role (docs/product/company-accounts.md, "Roles"; docs/decisions/0019-company-accounts.md §4).
 * Zod-free: the database schema imports the list, the principal and the screens read it.
 */
export const companyRoles = ['owner', 'admin', 'buyer', 'approver', 'viewer'] as const;
export type CompanyRole = (typeof companyRoles)[number];

/** What a member may do by role, the product page's "Roles" table once, for server and screens. */
export const companyActions = [
  'shop',
  'see-company-orders',
  'approve-orders',
  'cancel-others-orders',
  'manage-members',
  'edit-business',
  'request-credit',
  'transfer-ownership',
  'see-company-tickets',
  'manage-addresses',
] as const;
export type CompanyAction = (typeof companyActions)[number];

const everyoneBut = (...left: CompanyRole[]) => companyRoles.filter((role) => !left.includes(role));
const rolesFor: Record<CompanyAction, readonly CompanyRole[]> = {
  shop: everyoneBut('viewer'),
  'see-company-orders': everyoneBut('buyer'),
  'approve-orders': ['owner', 'admin', 'approver'],
  'cancel-others-orders': ['owner', 'admin'],
  // Admins manage members other than the owner and other admins: the member guards say which.
  'manage-members': ['owner', 'admin'],
  'edit-business': ['owner', 'admin'],
  'request-credit': ['owner', 'admin'],
  'transfer-ownership': ['owner'],
  'see-company-tickets': ['owner', 'admin'],
  'manage-addresses': everyoneBut('viewer'),
};

export function companyMay(role: CompanyRole | null, action: CompanyAction): boolean {
  return role !== null && rolesFor[action].includes(role);
}

/** The 403 of an action the member's role does not allow (docs/product/company-accounts.md, "Roles"). */
export const companyRoleRefusal = (company: string, role: CompanyRole) =>
  `Your role in ${company} (${role}) doesn't allow this.`;
