import { z } from 'zod';
import { businessDay } from '../calendar/business-day.ts';
import { pageOf } from '../paging/paging.ts';
import { isCalendarDate } from '../vendor-documents/contract.ts';
import { purchaseOrderFulfilmentSchema } from './fulfilment.ts';

/**
 * completed = its shipment delivered and its payment paid (docs/product/vendor-portal.md, Purchase orders).
 */
export const purchaseOrderStatuses = ['pending', 'accepted', 'rejected', 'completed'] as const;
export type PurchaseOrderStatus = (typeof purchaseOrderStatuses)[number];

export const PURCHASE_ORDER_PAGE_SIZE = 20;
export const PURCHASE_ORDER_MAX_QUANTITY = 100_000;
/** Lines on one purchase order: a vendor's delivery, not its whole catalogue. */
export const PURCHASE_ORDER_MAX_LINES = 50;

const whole = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** GET /api/associate/purchase-orders: search (PO number or vendor), status, newest first, paged. */
export const purchaseOrderListQuerySchema = z.object({
  search: z.string().trim().max(100, 'Search must be at most 100 characters').default(''),
  status: z.enum(['all', ...purchaseOrderStatuses]).default('all'),
  page: whole(1, 10_000).default(1),
  pageSize: whole(1, 100).default(PURCHASE_ORDER_PAGE_SIZE),
});
export type PurchaseOrderListQuery = z.input<typeof purchaseOrderListQuerySchema>;

export const purchaseOrderSummarySchema = z.object({
  id: z.string().uuid(),
  poNumber: z.string(),
  vendorId: z.string().uuid(),
  vendorName: z.string(),
  status: z.enum(purchaseOrderStatuses),
  totalAmount: z.string(),
  /** The first line's product, and how many lines there are. */
  productName: z.string().nullable(),
  lineCount: z.number().int(),
  createdAt: z.string(),
});
export type PurchaseOrderSummary = z.infer<typeof purchaseOrderSummarySchema>;

export const purchaseOrderListSchema = pageOf(purchaseOrderSummarySchema);
export type PurchaseOrderList = z.infer<typeof purchaseOrderListSchema>;

export const purchaseOrderLineSchema = z.object({
  id: z.string().uuid(),
  productId: z.string().uuid().nullable(),
  productName: z.string(),
  quantity: z.number().int(),
  unitPrice: z.string(),
  totalPrice: z.string(),
});

export const purchaseOrderSchema = purchaseOrderSummarySchema.extend({
  notes: z.string().nullable(),
  vendorNotes: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  createdByName: z.string().nullable(),
  /** When staff asked the vendor to deliver by (YYYY-MM-DD). */
  requestedDeliveryDate: z.string().nullable(),
  estimatedDeliveryDate: z.string().nullable(),
  lines: z.array(purchaseOrderLineSchema),
  /** Acceptance, the shipment's progress and the invoice, so staff follow the PO to completion. */
  fulfilment: purchaseOrderFulfilmentSchema,
});
export type PurchaseOrder = z.infer<typeof purchaseOrderSchema>;

/** A vendor's offer of one product: what a purchase order to that vendor would cost and take. */
export const vendorOfferSchema = z.object({
  vendorProductId: z.string().uuid(),
  productId: z.string().uuid(),
  productName: z.string(),
  vendorId: z.string().uuid(),
  vendorName: z.string(),
  vendorSku: z.string().nullable(),
  vendorPrice: z.string(),
  minimumOrderQuantity: z.number().int(),
  leadTimeDays: z.number().int(),
  qualityRating: z.string().nullable(),
});
export type VendorOffer = z.infer<typeof vendorOfferSchema>;
export const vendorOfferListSchema = z.object({ items: z.array(vendorOfferSchema) });
export type VendorOfferList = z.infer<typeof vendorOfferListSchema>;

/** GET /api/associate/purchasing/low-stock: products at or below their low-stock level, least first. */
export const lowStockQuerySchema = z.object({
  page: whole(1, 10_000).default(1),
  pageSize: whole(1, 100).default(10),
});
export const lowStockProductSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  category: z.string(),
  stockQuantity: z.number().int(),
  lowStockThreshold: z.number().int(),
  offerCount: z.number().int(),
});
export type LowStockProduct = z.infer<typeof lowStockProductSchema>;
export const lowStockListSchema = pageOf(lowStockProductSchema);
export type LowStockList = z.infer<typeof lowStockListSchema>;

export const purchaseOrderMessages = {
  belowMinimum: (moq: number) => `Quantity must be at least the vendor's minimum order quantity of ${moq}`,
  notOffered: 'This vendor does not offer this product. Choose one of the vendors listed.',
  oneVendor: 'Every line of a purchase order must come from the same vendor.',
  duplicateProduct: 'This product is already on the order: change its quantity instead.',
  noLines: 'Add at least one product',
  tooManyLines: `A purchase order holds at most ${PURCHASE_ORDER_MAX_LINES} products`,
  dateInvalid: 'Requested delivery date must be a date like 2026-12-24',
  datePast: 'The requested delivery date cannot be in the past',
  raised: (poNumber: string) => `Purchase order ${poNumber} raised`,
} as const;

export const raisePurchaseOrderLineSchema = z.strictObject({
  productId: z.string().uuid('Choose a product'),
  vendorProductId: z.string().uuid('Choose a vendor'),
  quantity: z.coerce
    .number({ error: 'Quantity must be a whole number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(
      PURCHASE_ORDER_MAX_QUANTITY,
      `Quantity must be at most ${PURCHASE_ORDER_MAX_QUANTITY.toLocaleString('en-AU')}`,
    ),
});

/**
 * POST /api/associate/purchase-orders: one or more products from one vendor's offers, each once,
 * and optionally the day staff need it delivered by (today or later in Sydney).
 */
export const raisePurchaseOrderSchema = z
  .strictObject({
    lines: z
      .array(raisePurchaseOrderLineSchema, { error: purchaseOrderMessages.noLines })
      .min(1, purchaseOrderMessages.noLines)
      .max(PURCHASE_ORDER_MAX_LINES, purchaseOrderMessages.tooManyLines),
    requestedDeliveryDate: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || undefined)
      .refine((value) => value === undefined || isCalendarDate(value), purchaseOrderMessages.dateInvalid)
      .refine((value) => value === undefined || value >= businessDay(), purchaseOrderMessages.datePast),
    notes: z.string().trim().max(1000, 'Notes must be at most 1000 characters').optional(),
  })
  .superRefine((input, ctx) => {
    const seen = new Set<string>();
    input.lines.forEach((line, index) => {
      if (seen.has(line.productId))
        ctx.addIssue({
          code: 'custom',
          path: ['lines', index, 'productId'],
          message: purchaseOrderMessages.duplicateProduct,
        });
      seen.add(line.productId);
    });
  });
export type RaisePurchaseOrderInput = z.input<typeof raisePurchaseOrderSchema>;
export type RaisePurchaseOrder = z.infer<typeof raisePurchaseOrderSchema>;
