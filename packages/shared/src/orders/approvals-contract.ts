import { z } from 'zod';
import { approvalReasons } from '../companies/spending.ts';
import { orderApprovalStatuses } from './contract.ts';

/**
 * Order approvals (docs/product/company-accounts.md, "Approval"): /partner/approvals lists the
 * company's orders awaiting approval, or those decided, for its owner, admins and approvers.
 */
export const approvalTabs = ['awaiting', 'decided'] as const;
export type ApprovalTab = (typeof approvalTabs)[number];

export const approvalListQuerySchema = z.strictObject({
  tab: z.enum(approvalTabs, { error: 'Choose Awaiting or Decided' }).default('awaiting'),
});
export type ApprovalListQuery = z.input<typeof approvalListQuerySchema>;

const person = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const orderApprovalSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  placedBy: person,
  placedAt: z.string(),
  total: z.number(),
  status: z.enum(orderApprovalStatuses),
  reason: z.enum(approvalReasons),
  limit: z.number(),
  /** For the monthly limit: what the month held before this order. */
  spentThisMonth: z.number().nullable(),
  expiresAt: z.string().nullable(),
  decidedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  decidedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  /** The caller placed it, so they may not decide it (the sentence to show instead of the buttons). */
  ownOrderRefusal: z.string().nullable(),
});
export type OrderApproval = z.infer<typeof orderApprovalSchema>;

export const orderApprovalListSchema = z.object({ items: z.array(orderApprovalSchema) });
export type OrderApprovalList = z.infer<typeof orderApprovalListSchema>;

export const orderApprovalMessages = {
  reasonShort: 'Give a reason of at least 5 characters',
  reasonLong: 'Keep the reason to 500 characters',
} as const;

export const rejectOrderSchema = z.strictObject({
  reason: z
    .string({ error: orderApprovalMessages.reasonShort })
    .trim()
    .min(5, orderApprovalMessages.reasonShort)
    .max(500, orderApprovalMessages.reasonLong),
});
export type RejectOrderInput = z.input<typeof rejectOrderSchema>;

export const orderDecisionSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  status: z.enum(orderApprovalStatuses),
});
export type OrderDecision = z.infer<typeof orderDecisionSchema>;
