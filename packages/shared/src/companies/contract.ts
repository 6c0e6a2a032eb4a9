import { z } from 'zod';
import { CREDIT_AMOUNT_MAX } from '../credit/contract.ts';
import { companyRoles, invitableRoles, invitationStates } from './roles.ts';

/** docs/product/company-accounts.md: the members' and invitations' texts, kept character for character. */
export const companyTexts = {
  title: 'Company',
  membersTab: 'Members',
  invitationsTab: 'Invitations',
  inviteMember: 'Invite Member',
  editRoleAndLimits: 'Edit Role & Limits',
  remove: 'Remove',
  transferOwnership: 'Transfer Ownership',
  leaveCompany: 'Leave Company',
  acceptInvitation: 'Accept Invitation',
  createAccountAndJoin: 'Create Account & Join',
  signInToAccept: 'Sign in to accept',
  invitationSent: (email: string) => `Invitation sent to ${email}`,
  invitationResent: (email: string) => `Invitation resent to ${email}`,
  invitationRevoked: 'Invitation revoked',
  alreadyWaiting: (email: string) => `An invitation to ${email} is already waiting. Resend it instead.`,
  alreadyMember: (email: string, company: string) => `${email} is already a member of ${company}.`,
  joinTitle: (company: string) => `Join ${company}`,
  welcome: (company: string) => `Welcome to ${company}`,
  wrongEmail: (masked: string) =>
    `This invitation was sent to ${masked}. Sign out and sign in with that email to accept it.`,
  used: 'This invitation has already been used.',
  notValid: (company: string) => `This invitation link is not valid. Ask ${company} to send a new one.`,
  expired: (inviter: string) => `This invitation has expired. Ask ${inviter} to send a new one.`,
  companyNotEmpty: (company: string) =>
    `Your account already belongs to ${company}, which has its own orders and records. Ask for the invitation to be sent to another email.`,
  staffCannotJoin: "Staff and vendor accounts can't join a partner company.",
  removeConfirm: (name: string, company: string) =>
    `Remove ${name} from ${company}? They are signed out at once. Their orders stay with the company.`,
  leaveConfirm: (company: string) =>
    `Leave ${company}? You are signed out at once. Your orders stay with the company.`,
  removed: (name: string, company: string) => `${name} removed from ${company}`,
  ownerCannotLeave: (company: string) =>
    `You own ${company}. Transfer ownership to another member before leaving.`,
  transferConfirm: (name: string, company: string) =>
    `Make ${name} the owner of ${company}? You become an admin.`,
  transferred: (name: string) => `Ownership transferred to ${name}`,
  membershipEnded: (company: string) => `You no longer have access to ${company} on Party Central`,
  notOverYourself: 'Nobody changes their own role or limits.',
  notOverOwnerOrAdmin: 'Admins cannot change or remove the owner or other admins.',
} as const;

/** 'bella@confetti.com.au' → 'b••••@confetti.com.au': enough to recognise, not to read. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}••••@${domain}`;
}

// An optional limit in AUD with cents: blank or null means no limit; 0 means every order waits.
const limit = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : Number(v.replaceAll(',', '').trim())) : v),
    z
      .number({ error: `${label} must be a number` })
      .min(0, `${label} cannot be negative`)
      .max(CREDIT_AMOUNT_MAX, `${label} must be at most $${CREDIT_AMOUNT_MAX.toLocaleString('en-AU')}`)
      .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, `${label} must be in dollars and cents`)
      .nullable()
      .optional(),
  );

const limits = { orderLimit: limit('Order limit'), monthlyLimit: limit('Monthly limit') };

/** POST /api/partner/company/invitations. */
export const inviteMemberInputSchema = z.strictObject({
  email: z.string().trim().toLowerCase().max(254).email('Enter a valid email address'),
  role: z.enum(invitableRoles, { error: 'Choose a role' }),
  ...limits,
});
export type InviteMemberInput = z.infer<typeof inviteMemberInputSchema>;

/** PUT /api/partner/company/members/:userId: role and limits (the owner only by a transfer). */
export const updateMemberInputSchema = z.strictObject({
  role: z.enum(invitableRoles, { error: 'Choose a role' }),
  ...limits,
});
export type UpdateMemberInput = z.infer<typeof updateMemberInputSchema>;

/** POST /api/partner/company/transfer-ownership. */
export const transferOwnershipInputSchema = z.strictObject({
  userId: z.string().uuid('Choose a member'),
});

export const userIdParams = z.strictObject({ userId: z.string().uuid('Member id must be a uuid') });
export const invitationTokenParams = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This invitation link is not valid.'),
});

export const companySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The caller's role in it. */
  myRole: z.enum(companyRoles),
});
export type Company = z.infer<typeof companySchema>;

export const companyMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(companyRoles),
  orderLimit: z.number().nullable(),
  monthlyLimit: z.number().nullable(),
  /** AUD this Sydney month; counted from slice 3 of docs/decisions/0019-company-accounts.md §10. */
  spentThisMonth: z.number(),
  joinedAt: z.string(),
});
export type CompanyMember = z.infer<typeof companyMemberSchema>;
export const companyMemberListSchema = z.object({ items: z.array(companyMemberSchema) });

export const companyInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(invitableRoles),
  orderLimit: z.number().nullable(),
  monthlyLimit: z.number().nullable(),
  state: z.enum(invitationStates),
  invitedBy: z.string().nullable(),
  expiresAt: z.string(),
  lastSentAt: z.string(),
  createdAt: z.string(),
});
export type CompanyInvitation = z.infer<typeof companyInvitationSchema>;
export const companyInvitationListSchema = z.object({ items: z.array(companyInvitationSchema) });

/** GET /api/invitations/:token: what the accept page shows; `state` picks its sentence. */
export const publicInvitationSchema = z.object({
  company: z.string(),
  inviter: z.string(),
  role: z.enum(invitableRoles),
  maskedEmail: z.string(),
  state: z.enum(invitationStates),
});
export type PublicInvitation = z.infer<typeof publicInvitationSchema>;

/** POST /api/invitations/:token/sign-up: the invited email is the invitation's, never typed. */
export const invitationSignUpInputSchema = z.strictObject({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
  password: z
    .string()
    .min(6, 'Password must be at least 6 characters')
    .max(128, 'Password must be at most 128 characters'),
});
export type InvitationSignUpInput = z.infer<typeof invitationSignUpInputSchema>;

export const acceptedInvitationSchema = z.object({ companyId: z.string(), company: z.string() });
/** The new account's email comes back so the page can sign it in (the link proved the mailbox). */
export const invitationSignUpResponseSchema = acceptedInvitationSchema.extend({ email: z.string() });

/** A change's answer that is the toast's sentence ('{name} removed from {company}'). */
export const companyMessageSchema = z.object({ message: z.string() });
