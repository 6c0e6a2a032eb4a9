import { z } from 'zod';
import { companyRefSchema, placedBySchema } from '../companies/placed-by.ts';
import { pageOf } from '../paging/paging.ts';
import { progressQuerySchema } from '../progress/contract.ts';
import { orderSchema, orderStatuses } from './contract.ts';

/** The texts of the associate Orders screen (docs/product/associate-portal.md, Orders). */
export const staffOrderMessages = {
  loadFailed: 'Failed to load orders',
  loadDetailFailed: 'Failed to load order details',
  statusFailed: 'Failed to update order status',
  deliveryFailed: 'Failed to update delivery method',
  deliveryUpdated: 'Delivery method updated',
  empty: 'No orders yet',
  /** A search or status filter that finds nothing (the store still has orders). */
  noMatch: 'No orders match your search.',
  unknownPartner: 'Unknown Partner',
  unknownProduct: 'Unknown Product',
  statusRequired: 'Please select a status',
} as const;

/** The toast after a status change (docs/product/associate-portal.md, Orders). */
export const statusUpdatedMessage = (status: string) =>
  `Order status updated to ${status} - Task auto-created`;

export const STAFF_ORDERS_PAGE_SIZE = 12;

/** GET /api/associate/orders: newest first, searched by order id prefix, partner or product name. */
export const staffOrderListQuerySchema = z.object({
  search: z.string().trim().max(100, 'Search text must be at most 100 characters').optional(),
  status: z.enum(['all', ...orderStatuses], { error: 'Unknown order status' }).default('all'),
  page: z.coerce
    .number()
    .int('Page must be a whole number')
    .min(1, 'Page must be 1 or more')
    .max(100_000)
    .default(1),
  pageSize: z.coerce
    .number()
    .int('Page size must be a whole number')
    .min(1, 'Page size must be 1 or more')
    .max(100, 'Page size must be at most 100')
    .default(STAFF_ORDERS_PAGE_SIZE),
});
export type StaffOrderListQuery = z.input<typeof staffOrderListQuerySchema>;

/**
 * GET /api/associate/orders/export and /api/admin/orders/export: every order the list's search and
 * status filter find (all pages), as CSV; `?progressId=` to follow it.
 */
export const staffOrderExportQuerySchema = staffOrderListQuerySchema
  .pick({ search: true, status: true })
  .extend(progressQuerySchema.shape);
export type StaffOrderExportQuery = z.input<typeof staffOrderExportQuerySchema>;

/** An order as staff see it: the partner's name ('Unknown Partner' when missing) and delivery method id. */
export const staffOrderSchema = orderSchema.extend({
  partnerId: z.string(),
  partnerName: z.string(),
  partnerCompany: z.string().nullable(),
  deliveryMethodId: z.string().nullable(),
  /** The company the order is of, and the member who placed it (docs/product/company-accounts.md, What staff see). */
  company: companyRefSchema.nullable(),
  placedBy: placedBySchema,
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;

export const staffOrderListSchema = pageOf(staffOrderSchema);
export type StaffOrderList = z.infer<typeof staffOrderListSchema>;

/**
 * PATCH /api/associate/orders/:id/status (docs/product/associate-portal.md, Orders: any status to any other).
 */
/**
 * The statuses staff set: an order awaiting approval is the partner company's to decide
 * (docs/product/company-accounts.md, "What staff see"), so staff neither set nor leave it.
 */
export const staffSettableOrderStatuses = [
  'pending',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
] as const;

export const updateOrderStatusSchema = z.strictObject({
  status: z.enum(staffSettableOrderStatuses, { error: staffOrderMessages.statusRequired }),
  notes: z.string().trim().max(1000, 'Notes must be at most 1000 characters').optional(),
});
export type UpdateOrderStatusInput = z.input<typeof updateOrderStatusSchema>;

/** PATCH /api/associate/orders/:id/delivery-method: one of the active delivery methods. */
export const updateDeliveryMethodSchema = z.strictObject({
  deliveryMethodId: z.string({ error: 'Choose a delivery method' }).uuid('Choose a delivery method'),
});
export type UpdateDeliveryMethodInput = z.input<typeof updateDeliveryMethodSchema>;

/** 1 loyalty point per whole AUD of a delivered order's total (docs/product/associate-portal.md, Orders). */
export function loyaltyPointsFor(totalCents: number): number {
  return Math.max(0, Math.floor(totalCents / 100));
}

/** How an order status reads in a sentence, an email or a select. */
export const orderStatusLabels = {
  awaiting_approval: 'Awaiting approval',
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
} as const satisfies Record<(typeof orderStatuses)[number], string>;
