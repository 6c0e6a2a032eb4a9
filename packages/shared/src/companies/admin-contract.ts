import { z } from 'zod';
import { pageOf, pageQuery } from '../paging/paging.ts';
import { companyInvitationSchema, companyMemberSchema } from './contract.ts';
import { invitableRoles } from './roles.ts';

/**
 * Admin → Partner administration → Users, the companies (docs/product/company-accounts.md, "What
 * staff see"; docs/decisions/0019-company-accounts.md §7).
 */
export const adminCompanyTexts = {
  companies: 'Companies',
  addMember: 'Add Member',
  makeOwner: 'Make Owner',
  makeOwnerConfirm: (name: string, company: string) =>
    `Make ${name} the owner of ${company}? The current owner becomes an admin.`,
  joined: (name: string, company: string) => `${name} joined ${company}`,
  alreadyOwner: (name: string, company: string) => `${name} already owns ${company}.`,
  notEmpty: (email: string, company: string) =>
    `${email} already belongs to ${company}, which has its own orders and records. Send the invitation to another email.`,
  noOwner: (company: string) => `${company} has no owner to hand over from.`,
} as const;

/** GET /api/admin/companies: search by the company's name or its owner's name or email. */
export const adminCompanyListQuerySchema = z.object({
  search: z.string().trim().max(200, 'Search must be at most 200 characters').optional(),
  ...pageQuery(),
});
export type AdminCompanyListQuery = z.input<typeof adminCompanyListQuerySchema>;
export type AdminCompanyListParams = z.output<typeof adminCompanyListQuerySchema>;

const personSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const adminCompanyRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  owner: personSchema.nullable(),
  membersCount: z.number().int(),
  ordersCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminCompanyRow = z.infer<typeof adminCompanyRowSchema>;
export const adminCompanyListSchema = pageOf(adminCompanyRowSchema);
export type AdminCompanyList = z.infer<typeof adminCompanyListSchema>;

/** GET /api/admin/companies/:id: the company, its members with roles and limits, its pending invitations. */
export const adminCompanyDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  members: z.array(companyMemberSchema),
  invitations: z.array(companyInvitationSchema),
});
export type AdminCompanyDetail = z.infer<typeof adminCompanyDetailSchema>;

/** POST /api/admin/companies/:id/members: by email, with the role they get (no limits). */
export const adminAddMemberInputSchema = z.strictObject({
  email: z.string().trim().toLowerCase().max(254).email('Enter a valid email address'),
  role: z.enum(invitableRoles, { error: 'Choose a role' }).default('buyer'),
});
export type AdminAddMemberInput = z.input<typeof adminAddMemberInputSchema>;

/** What Add Member did: joined at once, or an invitation went out; `message` is the toast. */
export const adminAddMemberResultSchema = z.object({
  outcome: z.enum(['joined', 'invited']),
  message: z.string(),
});
export type AdminAddMemberResult = z.infer<typeof adminAddMemberResultSchema>;

/** POST /api/admin/companies/:id/owner. */
export const adminMakeOwnerInputSchema = z.strictObject({
  userId: z.string().uuid('Choose a member'),
});

export const adminCompanyMemberParams = z.strictObject({
  id: z.uuid('Company id must be a UUID'),
  userId: z.uuid('Member id must be a UUID'),
});
