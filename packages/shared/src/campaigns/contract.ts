import { z } from 'zod';
import { type ApproverCandidate, isFinanceApprover } from '../access/finance-approver.ts';
import { businessDay } from '../calendar/business-day.ts';
import { type ProductCategoryId, productCategoryIds } from '../catalog/categories.ts';
import { pageOf, pageQuery } from '../paging/paging.ts';

/** docs/product/associate-portal.md, Campaigns: what a campaign gives, whom it targets, where it is in its life. */
export const campaignDiscountTypes = ['percentage', 'fixed', 'bundle', 'bogo', 'free_shipping'] as const;
export type CampaignDiscountType = (typeof campaignDiscountTypes)[number];
export const campaignTargetSegments = [
  'all',
  'new',
  'loyal',
  'retail',
  'wholesale',
  'schools',
  'inactive',
] as const;
export type CampaignTargetSegment = (typeof campaignTargetSegments)[number];
/** docs/product/associate-portal.md: draft → submitted → approved (finance or admin) → scheduled → active → ended; cancelled is the soft delete. */
export const campaignStatuses = ['draft', 'scheduled', 'active', 'ended', 'cancelled'] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];
export const campaignApprovalStatuses = ['pending', 'approved', 'rejected'] as const;
export type CampaignApprovalStatus = (typeof campaignApprovalStatuses)[number];
/** The screen's tabs (Campaign Management); All never shows the soft-deleted. */
export const campaignTabs = ['active', 'scheduled', 'draft', 'ended', 'all'] as const;
export type CampaignTab = (typeof campaignTabs)[number];

export const campaignDiscountTypeLabels: Record<CampaignDiscountType, string> = {
  percentage: 'Percentage',
  fixed: 'Fixed amount',
  bundle: 'Bundle',
  bogo: 'Buy one get one',
  free_shipping: 'Free shipping',
};
/** docs/product/partner-portal.md: loyal is 3 or more orders; inactive is no orders in 3 or more months. */
export const campaignSegmentLabels: Record<CampaignTargetSegment, string> = {
  all: 'All customers',
  new: 'New customers',
  loyal: 'Loyal customers (3+ orders)',
  retail: 'Retail',
  wholesale: 'Wholesale',
  schools: 'Schools',
  inactive: 'Inactive (no orders in 3+ months)',
};
export const LOYAL_MIN_ORDERS = 3;
export const INACTIVE_AFTER_MONTHS = 3;

/** docs/product/associate-portal.md: the Campaign Management texts, character for character. */
export const campaignMessages = {
  nameRequired: 'Campaign name is required',
  discountPositive: 'Discount value must be positive',
  endAfterStart: 'End date must be after start date',
  startRequired: 'Start date is required',
  endRequired: 'End date is required',
  segmentRequired: 'Target segment is required',
  pastDate: 'Dates cannot be in the past',
  loadFailed: 'Failed to load campaigns',
  deleteFailed: 'Failed to delete campaign',
  mustLogIn: 'You must be logged in to create campaigns',
  authError: 'Authentication error. Please log in again.',
  permissionError: 'You do not have permission to perform this action.',
  saveFailed: 'Failed to save campaign. Please try again.',
  updated: 'Campaign updated successfully!',
  deleted: 'Campaign deleted successfully',
  notAuthenticated: 'User must be authenticated to create campaigns',
  submitted: 'Campaign submitted for approval',
  approved: 'Campaign approved',
  rejected: 'Campaign rejected',
  rejectionReasonRequired: 'Rejection reason is required',
  chooseTarget: 'Choose at least one category or product',
} as const;

export function campaignCreatedMessage(promoCode: string): string {
  return `Campaign created successfully! Promo code: ${promoCode}`;
}

/** The defaults of docs/product/associate-portal.md: percentage, 0, start today, end one month later, all, not auto-apply. */
export function campaignDefaults(now: Date = new Date()) {
  const start = businessDay(now);
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  // One month later, clamped to the month's last day (31 Jan → 28/29 Feb).
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const end = new Date(Date.UTC(y, m, Math.min(d, lastDay))).toISOString().slice(0, 10);
  return {
    name: '',
    description: '',
    discountType: 'percentage' as CampaignDiscountType,
    discountValue: 0,
    startDate: start,
    endDate: end,
    targetSegment: 'all' as CampaignTargetSegment,
    usageLimit: null as number | null,
    minPurchaseAmount: null as number | null,
    isAutoApply: false,
    appliesToAll: true,
    categories: [] as ProductCategoryId[],
    productIds: [] as string[],
  };
}

function isCalendarDate(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

const dayField = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine(isCalendarDate, 'Please enter a valid date')
    // Read at each check, so the browser's date picker and the server agree on the day.
    .refine((v) => !isCalendarDate(v) || v >= businessDay(), campaignMessages.pastDate);

const money = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(99_999_999, `${label} is too large`)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'Use at most 2 decimal places');

// The form's number boxes hold text: '' is left blank, other text is read as a number.
const fromText = (blank: undefined | null) => (value: unknown) =>
  typeof value === 'string' ? (value.trim() === '' ? blank : Number(value)) : value;

/** POST /api/associate/campaigns and PUT /api/associate/campaigns/:id: the Create Campaign form. */
export const campaignInputSchema = z
  .strictObject({
    name: z
      .string({ error: campaignMessages.nameRequired })
      .trim()
      .min(1, campaignMessages.nameRequired)
      .max(200, 'Campaign name must be at most 200 characters'),
    description: z.string().trim().max(2000, 'Description must be at most 2000 characters').optional(),
    discountType: z.enum(campaignDiscountTypes, { error: 'Choose a discount type' }),
    discountValue: z.preprocess(
      fromText(undefined),
      z
        .number({ error: campaignMessages.discountPositive })
        .min(0, campaignMessages.discountPositive)
        .max(99_999_999, 'Discount value is too large')
        .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'Use at most 2 decimal places'),
    ),
    startDate: dayField(campaignMessages.startRequired),
    endDate: dayField(campaignMessages.endRequired),
    targetSegment: z.enum(campaignTargetSegments, { error: campaignMessages.segmentRequired }),
    usageLimit: z.preprocess(
      fromText(null),
      z
        .number({ error: 'Usage limit must be a whole number' })
        .int('Usage limit must be a whole number')
        .min(1, 'Usage limit must be at least 1')
        .max(100_000_000, 'Usage limit is too large')
        .nullable()
        .optional(),
    ),
    minPurchaseAmount: z.preprocess(fromText(null), money('Minimum purchase').nullable().optional()),
    isAutoApply: z.boolean({ error: 'Auto-apply must be true or false' }).default(false),
    appliesToAll: z.boolean({ error: 'Applies to all must be true or false' }).default(true),
    categories: z
      .array(z.enum(productCategoryIds, { error: 'Unknown category' }))
      .max(20, 'Choose at most 20 categories')
      .default([]),
    productIds: z
      .array(z.uuid('Choose a product from the catalogue'))
      .max(200, 'Choose at most 200 products')
      .default([]),
  })
  .refine((c) => !c.startDate || !c.endDate || c.endDate > c.startDate, {
    message: campaignMessages.endAfterStart,
    path: ['endDate'],
  })
  .refine((c) => c.discountType !== 'percentage' || c.discountValue <= 100, {
    message: 'A percentage discount must be at most 100',
    path: ['discountValue'],
  })
  .refine((c) => c.appliesToAll || c.categories.length > 0 || c.productIds.length > 0, {
    message: campaignMessages.chooseTarget,
    path: ['categories'],
  });
export type CampaignInput = z.input<typeof campaignInputSchema>;
export type CampaignValues = z.infer<typeof campaignInputSchema>;

export const campaignListQuerySchema = z.object({
  tab: z.enum(campaignTabs, { error: 'Unknown campaign tab' }).default('all'),
  search: z.string().trim().max(200, 'Search must be at most 200 characters').optional(),
  ...pageQuery(),
});
export type CampaignListQuery = z.input<typeof campaignListQuerySchema>;

export const rejectCampaignSchema = z.strictObject({
  reason: z
    .string({ error: campaignMessages.rejectionReasonRequired })
    .trim()
    .min(1, campaignMessages.rejectionReasonRequired)
    .max(1000, 'Reason must be at most 1000 characters'),
});

// ---- responses ----

export const campaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  discountType: z.enum(campaignDiscountTypes),
  discountValue: z.number(),
  /** The instants the campaign runs between (start of its first Sydney day, end of its last). */
  startsAt: z.string(),
  endsAt: z.string(),
  /** The form's days (YYYY-MM-DD, Sydney). */
  startDate: z.string(),
  endDate: z.string(),
  targetSegment: z.enum(campaignTargetSegments),
  usageLimit: z.number().int().nullable(),
  usageCount: z.number().int(),
  minPurchaseAmount: z.number().nullable(),
  isAutoApply: z.boolean(),
  status: z.enum(campaignStatuses),
  approvalStatus: z.enum(campaignApprovalStatuses).nullable(),
  rejectionReason: z.string().nullable(),
  promoCode: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
  submittedAt: z.string().nullable(),
  /** Its creator and its submitter: neither may approve it (docs/product/approvals.md). */
  authorIds: z.array(z.string()),
  approvedByName: z.string().nullable(),
  approvedAt: z.string().nullable(),
  createdAt: z.string(),
  appliesToAll: z.boolean(),
  categories: z.array(z.enum(productCategoryIds)),
  products: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignListSchema = pageOf(campaignSchema).extend({
  counts: z.object({
    active: z.number().int(),
    scheduled: z.number().int(),
    draft: z.number().int(),
    ended: z.number().int(),
    all: z.number().int(),
  }),
});
export type CampaignList = z.infer<typeof campaignListSchema>;

/** GET /api/associate/campaigns/:id/analytics: from the orders that used the campaign. */
export const campaignAnalyticsSchema = z.object({
  uses: z.number().int(),
  revenue: z.number(),
  discountGiven: z.number(),
  days: z.array(
    z.object({ date: z.string(), uses: z.number().int(), revenue: z.number(), discountGiven: z.number() }),
  ),
});
export type CampaignAnalytics = z.infer<typeof campaignAnalyticsSchema>;

/** A draft that is not waiting for approval: the only campaign that can be edited or submitted. */
export function isCampaignEditable(campaign: {
  status: (typeof campaignStatuses)[number];
  approvalStatus: (typeof campaignApprovalStatuses)[number] | null;
}): boolean {
  return campaign.status === 'draft' && campaign.approvalStatus !== 'pending';
}

/** Who may approve or reject: the finance approvers (docs/product/approvals.md). */
export function canApproveCampaigns(principal: ApproverCandidate): boolean {
  return isFinanceApprover(principal);
}
