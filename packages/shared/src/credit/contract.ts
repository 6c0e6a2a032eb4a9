import { z } from 'zod';
import { paymentTermValues } from '../receivables/terms.ts';

/** docs/product/partner-portal.md: the credit texts, kept character for character. */
export const creditMessages = {
  submitted: 'Credit limit request submitted',
  submittedDescription: 'Your request has been submitted and is under review.',
  failed: 'Request submission failed',
  failedDescription: 'There was an error submitting your request. Please try again.',
  requestedLimitRequired: 'Requested limit is required',
  currentSpendingRequired: 'Current monthly spending is required',
  reasonTooShort: 'Reason must be at least 10 characters',
} as const;

/** docs/product/partner-portal.md: usage warns at 80% and turns critical at 90%; the score is out of 100. */
export const CREDIT_WARNING_PERCENT = 80;
export const CREDIT_CRITICAL_PERCENT = 90;
export const CREDIT_SCORE_MAX = 100;
/** numeric(12,2) holds more, but a limit above ten million dollars is a conversation, not a form. */
export const CREDIT_AMOUNT_MAX = 10_000_000;

export type CreditUsageLevel = 'normal' | 'warning' | 'critical';

export function creditUsageLevel(usagePercent: number): CreditUsageLevel {
  if (usagePercent >= CREDIT_CRITICAL_PERCENT) return 'critical';
  if (usagePercent >= CREDIT_WARNING_PERCENT) return 'warning';
  return 'normal';
}

/** Used as a share of the approved limit, one decimal; a zero limit that is used counts as full. */
export function creditUsagePercent(approvedCents: number, usedCents: number): number {
  if (approvedCents <= 0) return usedCents > 0 ? 100 : 0;
  return Math.round((usedCents / approvedCents) * 1000) / 10;
}

export const creditLimitStatusValues = ['active', 'suspended', 'frozen'] as const;
export const creditRequestStatusValues = [
  'pending',
  'under_review',
  'approved',
  'rejected',
  'cancelled',
] as const;
export const creditRequestPriorityValues = ['urgent', 'high', 'medium', 'low'] as const;

const isCents = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

// Amounts come from a form as text ('' when left blank) or from the API as numbers: both are read
// here, so the browser and the server give the same message.
const amount = (required: string, label: string, min: { value: number; message: string }) =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === null) return undefined;
      if (typeof v === 'string') return v.trim() === '' ? undefined : Number(v.replaceAll(',', '').trim());
      return v;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? required : `${label} must be a number`) })
      .min(min.value, min.message)
      .max(CREDIT_AMOUNT_MAX, `${label} must be at most $${CREDIT_AMOUNT_MAX.toLocaleString('en-AU')}`)
      .refine(isCents, `${label} must be in dollars and cents`),
  );

/** POST /api/partner/credit/requests: the detailed form of docs/product/partner-portal.md. */
export const creditRequestInputSchema = z.strictObject({
  requestedLimit: amount(creditMessages.requestedLimitRequired, 'Requested limit', {
    value: 0.01,
    message: 'Requested limit must be more than $0',
  }),
  currentSpending: amount(creditMessages.currentSpendingRequired, 'Current monthly spending', {
    value: 0,
    message: 'Current monthly spending cannot be negative',
  }),
  reason: z
    .string({ error: creditMessages.reasonTooShort })
    .trim()
    .min(10, creditMessages.reasonTooShort)
    .max(2000, 'Reason must be at most 2000 characters'),
  additionalInfo: z
    .string()
    .trim()
    .max(2000, 'Additional information must be at most 2000 characters')
    .optional(),
});
export type CreditRequestInput = z.infer<typeof creditRequestInputSchema>;
/** What the form holds: every field as typed. */
export interface CreditRequestFormValues {
  requestedLimit: string;
  currentSpending: string;
  reason: string;
  additionalInfo: string;
}

export const creditLimitSchema = z.object({
  approvedLimit: z.number(),
  usedAmount: z.number(),
  availableAmount: z.number(),
  paymentTerms: z.string(),
  status: z.string(),
  creditScore: z.number().int().nullable(),
  usagePercent: z.number(),
  updatedAt: z.string(),
});
export type CreditLimit = z.infer<typeof creditLimitSchema>;

/** GET /api/partner/credit: the partner's limit, or null before one is approved. */
export const creditOverviewSchema = z.object({ limit: creditLimitSchema.nullable() });
export type CreditOverview = z.infer<typeof creditOverviewSchema>;

export const creditRequestSchema = z.object({
  id: z.string(),
  requestedLimit: z.number(),
  currentSpending: z.number(),
  reason: z.string(),
  additionalInfo: z.string().nullable(),
  status: z.enum(creditRequestStatusValues),
  priority: z.enum(creditRequestPriorityValues),
  ticketId: z.string().nullable(),
  ticketNumber: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  approvalNotes: z.string().nullable(),
  reviewerNotes: z.string().nullable(),
  /** What an approval granted (limit in AUD, terms, score), kept with the request; null until approved. */
  decision: z
    .object({
      approvedLimit: z.number(),
      paymentTerms: z.enum(paymentTermValues),
      creditScore: z.number().nullable(),
    })
    .nullable(),
});
export type CreditRequest = z.infer<typeof creditRequestSchema>;
export type CreditDecision = NonNullable<CreditRequest['decision']>;
export const creditRequestListSchema = z.object({ items: z.array(creditRequestSchema) });
export type CreditRequestList = z.infer<typeof creditRequestListSchema>;

/** docs/product/admin-area.md, Credit Limit Requests: the reviewer's screen (finance associates and admins). */
export const creditReviewMessages = {
  approved: 'Credit limit request approved successfully',
  approveFailed: 'Failed to approve request',
  rejected: 'Credit limit request rejected',
  rejectFailed: 'Failed to reject request',
  empty: 'No credit limit requests found',
  rejectionReasonRequired: 'Rejection reason is required',
  approvedLimitRequired: 'Approved limit is required',
  creditScoreRange: 'Credit score must be between 0 and 100',
  alreadyDecided: 'This credit request has already been decided.',
} as const;

/** Statuses the reviewer may still decide: Approve and Reject are offered only for these. */
export const openCreditRequestStatuses = ['pending', 'under_review'] as const;
export const isOpenCreditRequest = (status: string) =>
  (openCreditRequestStatuses as readonly string[]).includes(status);

export const creditReviewQuerySchema = z.strictObject({
  status: z.enum(creditRequestStatusValues).optional(),
  search: z.string().trim().max(200, 'Search must be at most 200 characters').optional(),
});
export type CreditReviewQuery = z.infer<typeof creditReviewQuerySchema>;

export const creditReviewRequestSchema = creditRequestSchema.extend({
  partnerId: z.string(),
  partnerName: z.string(),
  partnerEmail: z.string(),
  companyName: z.string().nullable(),
});
export type CreditReviewRequest = z.infer<typeof creditReviewRequestSchema>;
export const creditReviewListSchema = z.object({ items: z.array(creditReviewRequestSchema) });
export type CreditReviewList = z.infer<typeof creditReviewListSchema>;

/** What the Approve dialog's form holds: every field as typed. */
export interface CreditApprovalFormValues {
  approvedLimit: string;
  paymentTerms: string;
  creditScore: string;
  notes: string;
}

/** The Approve dialog: Approved Limit, Payment Terms, Credit Score (0-100), Approval Notes. */
export const creditApprovalInputSchema = z.strictObject({
  approvedLimit: amount(creditReviewMessages.approvedLimitRequired, 'Approved limit', {
    value: 0.01,
    message: 'Approved limit must be more than $0',
  }),
  paymentTerms: z.enum(paymentTermValues, { error: 'Choose the payment terms' }),
  // docs/product/admin-area.md: optional, an integer 0-100, stored as null when empty.
  creditScore: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : Number(v)) : (v ?? null)),
    z
      .number({ error: creditReviewMessages.creditScoreRange })
      .int(creditReviewMessages.creditScoreRange)
      .min(0, creditReviewMessages.creditScoreRange)
      .max(CREDIT_SCORE_MAX, creditReviewMessages.creditScoreRange)
      .nullable(),
  ),
  notes: z.string().trim().max(2000, 'Approval notes must be at most 2000 characters').optional(),
});
export type CreditApprovalInput = z.infer<typeof creditApprovalInputSchema>;

/** The Reject dialog: a rejection reason is required (its button stays disabled until one is typed). */
export const creditRejectionInputSchema = z.strictObject({
  reason: z
    .string({ error: creditReviewMessages.rejectionReasonRequired })
    .trim()
    .min(1, creditReviewMessages.rejectionReasonRequired)
    .max(2000, 'Rejection reason must be at most 2000 characters'),
});
export type CreditRejectionInput = z.infer<typeof creditRejectionInputSchema>;
