/**
 * A company member's role (docs/product/company-accounts.md, "Roles"; docs/decisions/0019-company-accounts.md §4).
 * Zod-free: the database schema imports the list, the principal and the screens read it.
 */
export const companyRoles = ['owner', 'admin', 'buyer', 'approver', 'viewer'] as const;
export type CompanyRole = (typeof companyRoles)[number];
