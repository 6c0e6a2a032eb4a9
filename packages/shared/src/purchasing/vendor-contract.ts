import { z } from 'zod';
import { businessDay } from '../calendar/business-day.ts';
import { pageOf } from '../paging/paging.ts';
import { isCalendarDate } from '../vendor-documents/contract.ts';
import { purchaseOrderStatuses } from './contract.ts';
import { type ShipmentStatus, shipmentStatuses, vendorPaymentStatuses } from './fulfilment.ts';

/**
 * The vendor's side of purchasing (docs/product/vendor-portal.md: PO → shipment → payment →
 * completed). Every figure here is about the signed-in vendor's own rows only.
 */

const whole = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
export const VENDOR_LIST_PAGE_SIZE = 20;

// Blank optional text from a form ('') counts as not given.
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => value || undefined);

// ---------------------------------------------------------------- purchase orders

export const vendorPurchaseOrderQuerySchema = z.object({
  status: z.enum(['all', ...purchaseOrderStatuses]).default('all'),
  page: whole(1, 10_000).default(1),
  pageSize: whole(1, 100).default(VENDOR_LIST_PAGE_SIZE),
});
export type VendorPurchaseOrderQuery = z.input<typeof vendorPurchaseOrderQuerySchema>;

export const vendorPurchaseOrderLineSchema = z.object({
  id: z.string().uuid(),
  productName: z.string(),
  quantity: z.number().int(),
  unitPrice: z.string(),
  totalPrice: z.string(),
  specifications: z.string().nullable(),
});

export const vendorPurchaseOrderSchema = z.object({
  id: z.string().uuid(),
  poNumber: z.string(),
  status: z.enum(purchaseOrderStatuses),
  totalAmount: z.string(),
  currency: z.string(),
  requestedDeliveryDate: z.string().nullable(),
  estimatedDeliveryDate: z.string().nullable(),
  notes: z.string().nullable(),
  vendorNotes: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  rejectedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lines: z.array(vendorPurchaseOrderLineSchema),
});
export type VendorPurchaseOrder = z.infer<typeof vendorPurchaseOrderSchema>;

/**
 * The four cards of docs/product/vendor-portal.md, Purchase orders. This Month counts POs created on or after
 * the first of the current month in Sydney; Total Value is the value of every PO not rejected (a refused
 * order is worth nothing).
 */
export const vendorPurchaseOrderStatsSchema = z.object({
  pending: z.number().int(),
  accepted: z.number().int(),
  totalValue: z.string(),
  thisMonth: z.number().int(),
});

export const vendorPurchaseOrderListSchema = z.object({
  stats: vendorPurchaseOrderStatsSchema,
  ...pageOf(vendorPurchaseOrderSchema).shape,
});
export type VendorPurchaseOrderList = z.infer<typeof vendorPurchaseOrderListSchema>;

export const purchaseOrderDecisions = ['accept', 'reject'] as const;

export const respondMessages = {
  reasonRequired: 'Give a rejection reason so the buyer knows what to change',
  dateOnlyForAccept: 'A delivery date is only given when accepting',
  datePast: 'The delivery date cannot be in the past',
  dateInvalid: 'Estimated delivery date must be a date like 2026-12-24',
  notPending: (status: string) => `This purchase order was already ${status} and cannot be answered again.`,
  success: 'Purchase order response submitted successfully',
  failure: (reason: string) => `Failed to respond to purchase order: ${reason}`,
} as const;

/**
 * POST /api/vendor/purchase-orders/:id/respond. The delivery date belongs to an acceptance only;
 * a rejection must say why, so the staff who raised it can act on the reason.
 */
export const respondToPurchaseOrderSchema = z
  .strictObject({
    decision: z.enum(purchaseOrderDecisions, { error: 'Choose accept or reject' }),
    estimatedDeliveryDate: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || undefined)
      .refine((value) => value === undefined || isCalendarDate(value), respondMessages.dateInvalid)
      .refine((value) => value === undefined || value >= businessDay(), respondMessages.datePast),
    notes: optionalText(1000, 'Notes'),
  })
  .superRefine((input, ctx) => {
    if (input.decision === 'reject' && !input.notes)
      ctx.addIssue({ code: 'custom', path: ['notes'], message: respondMessages.reasonRequired });
    if (input.decision === 'reject' && input.estimatedDeliveryDate)
      ctx.addIssue({
        code: 'custom',
        path: ['estimatedDeliveryDate'],
        message: respondMessages.dateOnlyForAccept,
      });
  });
export type RespondToPurchaseOrderInput = z.input<typeof respondToPurchaseOrderSchema>;
export type RespondToPurchaseOrder = z.infer<typeof respondToPurchaseOrderSchema>;

// ---------------------------------------------------------------- shipments

export const vendorShipmentQuerySchema = z.object({
  status: z.enum(['all', ...shipmentStatuses]).default('all'),
  page: whole(1, 10_000).default(1),
  pageSize: whole(1, 100).default(VENDOR_LIST_PAGE_SIZE),
});
export type VendorShipmentQuery = z.input<typeof vendorShipmentQuerySchema>;

export const vendorShipmentSchema = z.object({
  id: z.string().uuid(),
  purchaseOrderId: z.string().uuid(),
  poNumber: z.string(),
  poTotalAmount: z.string(),
  trackingNumber: z.string().nullable(),
  carrier: z.string().nullable(),
  status: z.enum(shipmentStatuses),
  notes: z.string().nullable(),
  shippedDate: z.string().nullable(),
  estimatedDeliveryDate: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type VendorShipment = z.infer<typeof vendorShipmentSchema>;

export const vendorShipmentListSchema = z.object({
  /**
   * Counts per status (docs/product/vendor-portal.md, Shipments), of all the vendor's shipments whatever the
   * filter.
   */
  counts: z.object(
    Object.fromEntries(shipmentStatuses.map((s) => [s, z.number().int()])) as {
      [K in ShipmentStatus]: z.ZodNumber;
    },
  ),
  ...pageOf(vendorShipmentSchema).shape,
});
export type VendorShipmentList = z.infer<typeof vendorShipmentListSchema>;

export const shipmentMessages = {
  deliveredIsFinal: 'This shipment was delivered and its stock received; its status can no longer change.',
  success: 'Shipment updated successfully',
  failure: (reason: string) => `Failed to update shipment: ${reason}`,
} as const;

/**
 * PATCH /api/vendor/shipments/:id: the shipment's Update dialog (docs/product/vendor-portal.md, Shipments).
 */
export const updateShipmentSchema = z.strictObject({
  trackingNumber: optionalText(100, 'Tracking number'),
  carrier: optionalText(100, 'Carrier'),
  status: z.enum(shipmentStatuses, { error: 'Choose a status' }),
  notes: optionalText(1000, 'Notes'),
});
export type UpdateShipmentInput = z.input<typeof updateShipmentSchema>;
export type UpdateShipment = z.infer<typeof updateShipmentSchema>;

// ---------------------------------------------------------------- payments

export const vendorPaymentQuerySchema = z.object({
  page: whole(1, 10_000).default(1),
  pageSize: whole(1, 100).default(VENDOR_LIST_PAGE_SIZE),
});

export const vendorPaymentSchema = z.object({
  id: z.string().uuid(),
  purchaseOrderId: z.string().uuid(),
  poNumber: z.string(),
  poTotalAmount: z.string(),
  invoiceNumber: z.string(),
  amount: z.string(),
  currency: z.string(),
  status: z.enum(vendorPaymentStatuses),
  /** Shown only: a pending payment past its due date in Sydney. */
  overdue: z.boolean(),
  dueDate: z.string(),
  paidDate: z.string().nullable(),
  /** A vendorPaymentMethods code (older rows may hold free text); set when paid. */
  paymentMethod: z.string().nullable(),
  /** The payment's reference (the EFT or BPAY receipt, the cheque number), so the vendor can match it. */
  paymentReference: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
});
export type VendorPayment = z.infer<typeof vendorPaymentSchema>;

/**
 * The cards of docs/product/vendor-portal.md, Payments: Total Outstanding (not yet paid), Overdue (pending
 * past due), Paid This Month (paid on or after the first of the month in Sydney), Total Volume (every
 * invoice). Amounts in AUD.
 */
export const vendorPaymentStatsSchema = z.object({
  totalOutstanding: z.string(),
  overdue: z.string(),
  overdueCount: z.number().int(),
  paidThisMonth: z.string(),
  totalVolume: z.string(),
});

export const vendorPaymentListSchema = z.object({
  stats: vendorPaymentStatsSchema,
  ...pageOf(vendorPaymentSchema).shape,
});
export type VendorPaymentList = z.infer<typeof vendorPaymentListSchema>;

export const paymentMessages = {
  alreadyPaid: 'This invoice is already paid.',
  methodRequired: 'Choose how the invoice was paid',
  referenceRequired: 'Enter the payment reference the vendor will see on their statement',
} as const;

/** How Party Central pays a vendor's invoice (docs/purchasing.md). */
export const vendorPaymentMethods = ['bank_transfer', 'bpay', 'credit_card', 'cheque'] as const;
export type VendorPaymentMethod = (typeof vendorPaymentMethods)[number];
export const vendorPaymentMethodLabels: Record<VendorPaymentMethod, string> = {
  bank_transfer: 'Bank transfer (EFT)',
  bpay: 'BPAY',
  credit_card: 'Credit card',
  cheque: 'Cheque',
};

/** A stored method's label; text from before the list (or unknown) is shown as written. */
export function vendorPaymentMethodLabel(method: string | null): string | null {
  if (method === null) return null;
  return vendorPaymentMethodLabels[method as VendorPaymentMethod] ?? method;
}

/**
 * POST /api/associate/vendor-payments/:id/paid: finance records that the invoice was paid, how and
 * under which reference, so the vendor can match the money to the invoice.
 */
export const markPaymentPaidSchema = z.strictObject({
  paymentMethod: z.enum(vendorPaymentMethods, { error: paymentMessages.methodRequired }),
  paymentReference: z
    .string({ error: paymentMessages.referenceRequired })
    .trim()
    .min(1, paymentMessages.referenceRequired)
    .max(100, 'Payment reference must be at most 100 characters'),
  notes: optionalText(1000, 'Notes'),
});
export type MarkPaymentPaidInput = z.input<typeof markPaymentPaidSchema>;
export type MarkPaymentPaid = z.infer<typeof markPaymentPaidSchema>;

/** The answer to a respond: the PO's new status and, on acceptance, its invoice's number. */
export const purchaseOrderAnswerSchema = z.object({
  id: z.string().uuid(),
  status: z.enum(['accepted', 'rejected']),
  invoiceNumber: z.string().nullable(),
});
export type PurchaseOrderAnswer = z.infer<typeof purchaseOrderAnswerSchema>;

/** The answer to marking an invoice paid. */
export const paidPaymentSchema = z.object({
  id: z.string().uuid(),
  invoiceNumber: z.string(),
  status: z.literal('paid'),
  paidDate: z.string(),
  purchaseOrderCompleted: z.boolean(),
});
export type PaidPayment = z.infer<typeof paidPaymentSchema>;

/** GET /api/associate/vendor-payments: every vendor's invoices for finance and admins to pay. */
export const staffVendorPaymentQuerySchema = z.strictObject({
  status: z.enum(vendorPaymentStatuses, { error: 'Unknown payment status' }).optional(),
  page: whole(1, 10_000).default(1),
  pageSize: whole(1, 100).default(VENDOR_LIST_PAGE_SIZE),
});
export const staffVendorPaymentSchema = vendorPaymentSchema.extend({ vendorName: z.string() });
export type StaffVendorPayment = z.infer<typeof staffVendorPaymentSchema>;
export const staffVendorPaymentListSchema = pageOf(staffVendorPaymentSchema);
export type StaffVendorPaymentList = z.infer<typeof staffVendorPaymentListSchema>;
