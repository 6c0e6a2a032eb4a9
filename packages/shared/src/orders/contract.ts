import { z } from 'zod';
import { shippingAddressSchema } from '../addresses/contract.ts';
import { type CompanyRole, companyMay } from '../companies/roles.ts';
import { approvalReasons } from '../companies/spending.ts';
import { pageOf, pageQuery } from '../paging/paging.ts';

export * from './pricing.ts';

/**
 * `awaiting_approval`: a company member's order over their spending limit, holding its stock until
 * an approver decides (docs/product/company-accounts.md, "Approval"); it becomes pending or cancelled.
 */
export const orderStatuses = [
  'awaiting_approval',
  'pending',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * Orders that are not sales: cancelled ones, and one awaiting approval until it is approved
 * (docs/product/company-accounts.md, "Approval"). Spending, revenue and sales figures leave them out.
 */
export const unsoldOrderStatuses = ['awaiting_approval', 'cancelled'] as const;
export const isSale = (status: OrderStatus) => !(unsoldOrderStatuses as readonly string[]).includes(status);

/** What became of an order that needed approval; null for one that did not. */
export const orderApprovalStatuses = ['awaiting', 'approved', 'rejected', 'expired'] as const;
export type OrderApprovalStatus = (typeof orderApprovalStatuses)[number];

/**
 * A partner may cancel an order only while it is pending, or while it awaits approval (it is then
 * released as a rejection: docs/product/company-accounts.md); once it is being worked on, changes
 * go through Get Help.
 */
export function isOrderCancellable(order: { status: OrderStatus }): boolean {
  return order.status === 'pending' || order.status === 'awaiting_approval';
}

/**
 * Whether this member may cancel the order: their own, or any of the company's for owners and admins
 * (docs/product/company-accounts.md, Roles), while it is cancellable. The server's order policy says
 * the same by row scope.
 */
export function mayCancelOrder(
  order: { status: OrderStatus; placedBy: { id: string } },
  member: { userId: string; companyRole: CompanyRole | null },
): boolean {
  if (!isOrderCancellable(order)) return false;
  return order.placedBy.id === member.userId || companyMay(member.companyRole, 'cancel-others-orders');
}

export const paymentMethods = ['account', 'invoice'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
/** How a payment method reads on an order and in the orders export. */
export const paymentMethodLabels = {
  account: 'On account',
  invoice: 'By invoice',
} as const satisfies Record<PaymentMethod, string>;

/** docs/product/partner-portal.md: the Track Orders tabs, in order ('all' is every status). */
export const orderTabs = [
  { value: 'all', label: 'All Orders' },
  // docs/product/company-accounts.md, "Track Orders": members' orders waiting for an approver.
  { value: 'awaiting_approval', label: 'Awaiting Approval' },
  { value: 'pending', label: 'Pending' },
  { value: 'processing', label: 'Processing' },
  { value: 'shipped', label: 'Shipped' },
  { value: 'delivered', label: 'Delivered' },
] as const;

/** docs/product/partner-portal.md: the texts of Track Orders. */
export const orderMessages = {
  loadFailed: 'Failed to load orders',
  cancelled: 'Order cancelled successfully',
  cancelFailed: 'Failed to cancel order',
  empty: 'No orders found',
  placed: 'Order placed',
} as const;

export const deliveryMethodSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  estimatedDays: z.string(),
  /** AUD dollars. */
  cost: z.number(),
});
export type DeliveryMethod = z.infer<typeof deliveryMethodSchema>;
export const deliveryMethodListSchema = z.object({ items: z.array(deliveryMethodSchema) });
export type DeliveryMethodList = z.infer<typeof deliveryMethodListSchema>;

const promoCode = z
  .string()
  .trim()
  .max(40, 'Promo code must be at most 40 characters')
  .transform((v) => (v === '' ? undefined : v.toUpperCase()))
  .optional();

/** POST /api/partner/checkout (send an Idempotency-Key): the cart becomes one order. */
export const checkoutSchema = z.strictObject({
  deliveryMethodId: z.string({ error: 'Choose a delivery method' }).uuid('Choose a delivery method'),
  shipping: shippingAddressSchema,
  /** Also keep the address in the partner's address book. */
  saveAddress: z.boolean().optional(),
  deliveryNotes: z.string().trim().max(500, 'Delivery notes must be at most 500 characters').optional(),
  promoCode,
  paymentMethod: z.enum(paymentMethods, { error: 'Choose how to pay' }),
});
export type CheckoutInput = z.input<typeof checkoutSchema>;
export type Checkout = z.infer<typeof checkoutSchema>;

export const checkoutResponseSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  total: z.number(),
  /** True when the order went over the buyer's spending limit and waits for an approver. */
  awaitingApproval: z.boolean(),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** GET /api/partner/checkout/summary: the cart priced by the server's rules, before placing it. */
export const checkoutSummaryQuerySchema = z.object({
  deliveryMethodId: z.string().uuid('Choose a delivery method').optional(),
  promoCode,
});

export const checkoutSummarySchema = z.object({
  itemCount: z.number().int(),
  subtotal: z.number(),
  discount: z.number(),
  deliveryCost: z.number(),
  total: z.number(),
  /** The promo code applied, upper-cased; null when none or refused. */
  promoCode: z.string().nullable(),
  /** The campaign the discount comes from, when it is one. */
  promoName: z.string().nullable(),
  /** True when no code was typed and the best auto-apply campaign the cart qualifies for was applied. */
  promoAutoApplied: z.boolean(),
  /** Why the promo code was refused (the checkout would answer 400 with it). */
  promoError: z.string().nullable(),
  /** The partner's active credit line, null when they have none (payment on account unavailable). */
  credit: z.object({ available: z.number(), status: z.string() }).nullable(),
  /**
   * What checkout says before the button when this order would wait for approval
   * (docs/product/company-accounts.md, "Spending limits"); null when it is within the buyer's limits.
   * `blocked`: nobody else in the company can approve, so checkout refuses it.
   */
  approval: z
    .object({
      reason: z.enum(approvalReasons),
      limit: z.number(),
      monthTotal: z.number().nullable(),
      company: z.string(),
      blocked: z.boolean(),
    })
    .nullable(),
});
export type CheckoutSummary = z.infer<typeof checkoutSummarySchema>;

export const orderItemSchema = z.object({
  id: z.string(),
  productId: z.string().nullable(),
  productName: z.string(),
  imageUrl: z.string().nullable(),
  quantity: z.number().int(),
  pricePerUnit: z.number(),
  /** The list price when the line was priced (null before wholesale pricing), struck through where higher. */
  listPricePerUnit: z.number().nullable(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  status: z.enum(orderStatuses),
  totalAmount: z.number(),
  deliveryCost: z.number(),
  discountAmount: z.number(),
  promoCode: z.string().nullable(),
  paymentMethod: z.enum(paymentMethods),
  deliveryMethod: z.string().nullable(),
  shippingName: z.string().nullable(),
  shippingAddress: z.string().nullable(),
  shippingCity: z.string().nullable(),
  shippingState: z.string().nullable(),
  shippingPostalCode: z.string().nullable(),
  shippingCountry: z.string(),
  deliveryNotes: z.string().nullable(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The company member who placed it (docs/product/company-accounts.md, "Track Orders": 'Placed by'). */
  placedBy: z.object({ id: z.string(), name: z.string() }),
  /** Set for an order that went over its placer's spending limit (docs/product/company-accounts.md, "Approval"). */
  approval: z
    .object({
      status: z.enum(orderApprovalStatuses),
      reason: z.enum(approvalReasons),
      expiresAt: z.string().nullable(),
      rejectionReason: z.string().nullable(),
    })
    .nullable(),
  items: z.array(orderItemSchema),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * Whose records a company member asks for (docs/product/company-accounts.md, "Track Orders, analytics
 * and dashboard"): 'all' the company's, 'me' the caller's, or one member's id. A buyer gets their own
 * whatever this says.
 */
export const memberFilter = z
  .union([z.enum(['all', 'me']), z.string().uuid()], { error: 'Choose all, me or a member of your company' })
  .default('all');

/** Track Orders, newest first a page at a time: a company with years of orders has thousands (issue 32). */
export const orderListQuerySchema = z.object({
  status: z.enum(['all', ...orderStatuses], { error: 'Unknown order status' }).default('all'),
  member: memberFilter,
  ...pageQuery(),
});
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

export const orderListSchema = pageOf(orderSchema);
export type OrderList = z.infer<typeof orderListSchema>;
