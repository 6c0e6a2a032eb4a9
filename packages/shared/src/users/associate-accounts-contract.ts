import { z } from 'zod';
import { associateRoles } from '../access/roles.ts';
import { pageOf, pageQuery } from '../paging/paging.ts';

/**
 * /admin/associates/accounts (docs/product/admin-area.md, Associate administration: real data). Staff
 * accounts have no customer type (Corporate, Small Business, Agency), so the list shows the
 * associate's department (sub-role) instead.
 */
export const associateAccountStatuses = ['active', 'pending_approval', 'inactive'] as const;
export type AssociateAccountStatus = (typeof associateAccountStatuses)[number];

export const associateAccountMessages = {
  departmentUpdated: 'Department Updated',
  notAssociate: 'Only an associate account has a department.',
} as const;

export const associateAccountQuerySchema = z.object({
  search: z.string().trim().max(200, 'Search must be at most 200 characters').optional(),
  status: z.enum(['all', ...associateAccountStatuses], { error: 'Unknown status' }).default('all'),
  ...pageQuery(),
});
export type AssociateAccountQuery = z.input<typeof associateAccountQuerySchema>;
export type AssociateAccountParams = z.output<typeof associateAccountQuerySchema>;

export const associateAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** sales, product_management or finance; null while the application waits for approval. */
  associateRole: z.enum(associateRoles).nullable(),
  /** inactive: the account is disabled; pending_approval: an associate application not yet decided. */
  status: z.enum(associateAccountStatuses),
  isAdmin: z.boolean(),
  /** The pending application's company, when there is one. */
  companyName: z.string().nullable(),
  createdAt: z.string(),
});
export type AssociateAccount = z.infer<typeof associateAccountSchema>;

export const associateAccountListSchema = pageOf(associateAccountSchema).extend({
  /** Per status over every associate account, for the filter's counts. */
  counts: z.object({
    active: z.number().int(),
    pending_approval: z.number().int(),
    inactive: z.number().int(),
  }),
});
export type AssociateAccountList = z.infer<typeof associateAccountListSchema>;

/** PUT /api/admin/associates/:id/department: which team the associate works in (their sub-role). */
export const setAssociateDepartmentSchema = z.strictObject({
  associateRole: z.enum(associateRoles, { error: 'Choose sales, product management or finance' }),
});
export type SetAssociateDepartmentInput = z.infer<typeof setAssociateDepartmentSchema>;
