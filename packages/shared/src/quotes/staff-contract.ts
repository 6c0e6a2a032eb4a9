import { z } from 'zod';
import { productCategoryIds } from '../catalog/categories.ts';
import { companyRefSchema, placedBySchema } from '../companies/placed-by.ts';
import { pageOf, pageQuery } from '../paging/paging.ts';

/**
 * docs/product/associate-portal.md, Quotes: requested (storefront) | draft (staff) → sent → accepted |
 * declined | expired; → converted.
 */
export const quoteStatuses = [
  'requested',
  'draft',
  'sent',
  'accepted',
  'declined',
  'expired',
  'converted',
] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];
/** null when the total is below every active threshold. */
export const quoteApprovalStatuses = ['pending', 'approved', 'rejected'] as const;
export type QuoteApprovalStatus = (typeof quoteApprovalStatuses)[number];
export const quoteDiscountTypes = ['percentage', 'fixed'] as const;
export type QuoteDiscountType = (typeof quoteDiscountTypes)[number];
/** The document types of docs/product/associate-portal.md, Quotes. */
export const quoteDocumentTypes = ['note', 'approval', 'amendment', 'specification', 'other'] as const;
export type QuoteDocumentType = (typeof quoteDocumentTypes)[number];
/** Statuses a quote can still be worked on (priced, discounted, sent, converted) in. */
export const openQuoteStatuses = ['requested', 'draft', 'sent', 'accepted'] as const;
/**
 * A quote the customer has not answered yet: its offer can still expire and its approval is still
 * awaited. An answered one (accepted, declined, expired, converted) is neither.
 */
export const unansweredQuoteStatuses = ['requested', 'draft', 'sent'] as const;
/** A sent quote's offer lasts this long (the expiry job ends it after). */
export const QUOTE_VALIDITY_DAYS = 30;
export const DEFAULT_SHIPPING_COUNTRY = 'Australia';

/** The Quotes screen's texts, character for character (docs/product/associate-portal.md, Quotes). */
export const quoteMessages = {
  titleRequired: 'Quote title is required',
  customerRequired: 'Please select a customer',
  shippingRequired: 'Please fill in all required shipping details',
  rejectionReasonRequired: 'Rejection reason is required',
  documentNameRequired: 'Document name is required',
  convertFailed: 'Failed to convert quote to order',
  converted: 'Quote converted to order successfully!',
  loadDetailsFailed: 'Failed to load quote details',
  loadDocumentsFailed: 'Failed to load documents',
  deleteDocumentFailed: 'Failed to delete document',
  addDocumentFailed: 'Failed to add document',
  addProductsFailed: 'Failed to add products to quote',
  discountFailed: 'Failed to apply discount',
  duplicateFailed: 'Failed to duplicate quote',
  approveFailed: 'Failed to approve quote',
  rejectFailed: 'Failed to reject quote',
  createFailed: 'Failed to create quote',
  sendFailed: 'Failed to send quote request',
  loadFailed: 'Failed to load quotes and products',
  customersFailed: 'Could not load customer list. Please refresh the page or contact support.',
  productsAdded: 'Products added to quote',
  discountApplied: 'Quote discount applied',
  approved: 'Quote approved successfully',
  duplicated: 'Quote duplicated successfully',
  created: 'Quote created successfully. You can now add products.',
  sent: 'Quote Request Sent',
  documentAdded: 'Document added',
  documentDeleted: 'Document deleted',
} as const;

// ---- pure rules (docs/product/associate-portal.md, Quotes; docs/product/approvals.md) ----

/**
 * A percentage discount is subtotal × percent / 100; a fixed one is taken as is. Never above the subtotal.
 */
export function quoteDiscountCents(
  subtotalCents: number,
  discount: { type: QuoteDiscountType | null; value: number | null },
): number {
  if (!discount.type || discount.value === null) return 0;
  const cents =
    discount.type === 'percentage'
      ? Math.round((subtotalCents * discount.value) / 100)
      : Math.round(discount.value * 100);
  return Math.max(0, Math.min(cents, subtotalCents));
}

/** What a quote's approval is decided from, in cents. */
export interface QuoteApprovalFacts {
  /** Sum of quantity × unit price, before the discount. */
  grossCents: number;
  discountCents: number;
  lines: readonly { priceCents: number; costCents: number }[];
  /** The active approval thresholds. */
  thresholdCents: readonly number[];
  /** System setting quote_discount_approval_percent: a larger share of the gross needs approval. */
  discountApprovalPercent: number;
}
export type QuoteApprovalCause = 'threshold' | 'discount_share' | 'below_cost';

/**
 * Why a quote needs approval (docs/product/approvals.md): its gross is at or above any active
 * threshold, its discount is more than the share of the gross admins allow, or the
 * discount (spread over the lines in proportion to their value) takes a line's unit price below the
 * product's cost. Empty when it needs none.
 */
export function quoteApprovalCauses(facts: QuoteApprovalFacts): QuoteApprovalCause[] {
  const causes: QuoteApprovalCause[] = [];
  const { grossCents, discountCents } = facts;
  if (facts.thresholdCents.some((threshold) => grossCents >= threshold)) causes.push('threshold');
  if (discountCents * 100 > grossCents * facts.discountApprovalPercent) causes.push('discount_share');
  // price × (gross − discount) / gross < cost, in whole numbers: exact however large the quote.
  const gross = BigInt(grossCents);
  const net = BigInt(grossCents - discountCents);
  if (grossCents > 0 && facts.lines.some((l) => BigInt(l.priceCents) * net < BigInt(l.costCents) * gross))
    causes.push('below_cost');
  return causes;
}

export function quoteNeedsApproval(facts: QuoteApprovalFacts): boolean {
  return quoteApprovalCauses(facts).length > 0;
}

export type QuoteStockStatus = 'out_of_stock' | 'low_stock' | 'in_stock';
/**
 * Check Inventory's badge: 0 or less is Out of Stock; below the quantity asked is Low Stock; else In Stock.
 */
export function quoteStockStatus(stock: number, quantity: number): QuoteStockStatus {
  if (stock <= 0) return 'out_of_stock';
  if (stock < quantity) return 'low_stock';
  return 'in_stock';
}
export const quoteStockLabels: Record<QuoteStockStatus, string> = {
  out_of_stock: 'Out of Stock',
  low_stock: 'Low Stock',
  in_stock: 'In Stock',
};

export type QuoteReleaseBlock = 'closed' | 'no_items' | 'no_delivery' | 'awaiting_approval' | 'rejected';

/**
 * What keeps a quote from reaching its customer, as an email or as an order, or null when nothing does: it
 * must be open, have lines and a delivery method (so the total the customer sees is the order's), and be
 * approved unless it needs no approval (docs/product/approvals.md, What approval gates). Email Quote and
 * Convert to Order ask this one rule, so no unapproved price is ever sent.
 */
export function quoteReleaseBlock(quote: {
  status: QuoteStatus;
  requiresApproval: boolean;
  approvalStatus: QuoteApprovalStatus | null;
  itemCount: number;
  deliveryMethodId: string | null;
}): QuoteReleaseBlock | null {
  if (!(openQuoteStatuses as readonly string[]).includes(quote.status)) return 'closed';
  if (quote.itemCount === 0) return 'no_items';
  if (quote.deliveryMethodId === null) return 'no_delivery';
  if (quote.approvalStatus === 'approved' || (!quote.requiresApproval && quote.approvalStatus === null))
    return null;
  return quote.approvalStatus === 'rejected' ? 'rejected' : 'awaiting_approval';
}

/** Whether Convert to Order and Email Quote are open (quoteReleaseBlock). */
export function canConvertQuote(quote: Parameters<typeof quoteReleaseBlock>[0]): boolean {
  return quoteReleaseBlock(quote) === null;
}

// ---- requests ----

const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).optional();

export const quoteListQuerySchema = z.object({
  search: z.string().trim().max(200, 'Search must be at most 200 characters').optional(),
  status: z.enum(['all', ...quoteStatuses], { error: 'Unknown quote status' }).default('all'),
  ...pageQuery({ defaultSize: 50 }),
});
export type QuoteListQuery = z.input<typeof quoteListQuerySchema>;

/** POST /api/associate/quotes. */
export const createQuoteSchema = z.strictObject({
  title: z
    .string({ error: quoteMessages.titleRequired })
    .trim()
    .min(1, quoteMessages.titleRequired)
    .max(200, 'Quote title must be at most 200 characters'),
  description: optionalText(2000, 'Description'),
  partnerId: z.uuid({ error: quoteMessages.customerRequired }),
});
export type CreateQuoteInput = z.input<typeof createQuoteSchema>;

export const QUOTE_LINE_MAX_QUANTITY = 100_000;
/** POST /api/associate/quotes/:id/items: quantity 0 removes the line; otherwise it is added to it. */
export const bulkAddQuoteItemsSchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        productId: z.uuid('Choose a product from the catalogue'),
        quantity: z
          .number({ error: 'Quantity must be a whole number' })
          .int('Quantity must be a whole number')
          .min(0, 'Quantity cannot be negative')
          .max(QUOTE_LINE_MAX_QUANTITY, `Quantity must be at most ${QUOTE_LINE_MAX_QUANTITY}`),
      }),
    )
    .min(1, 'Choose at least one product')
    .max(100, 'Add at most 100 products at once'),
});
export type BulkAddQuoteItemsInput = z.input<typeof bulkAddQuoteItemsSchema>;

/** POST /api/associate/quotes/:id/discount. */
export const quoteDiscountSchema = z
  .strictObject({
    discountType: z.enum(quoteDiscountTypes, { error: 'Choose percentage or fixed' }),
    discountValue: z
      .number({ error: 'Discount value must be a number' })
      .min(0, 'Discount value must be at least 0')
      .max(99_999_999, 'Discount value is too large')
      .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'Use at most 2 decimal places'),
    promoCode: z.string().trim().max(40, 'Promo code must be at most 40 characters').optional(),
  })
  .refine((d) => d.discountType !== 'percentage' || d.discountValue <= 100, {
    message: 'A percentage discount must be at most 100',
    path: ['discountValue'],
  });
export type QuoteDiscountInput = z.input<typeof quoteDiscountSchema>;

/** POST /api/associate/quotes/:id/response: the customer's answer to a sent quote, as staff record it. */
export const quoteResponseSchema = z.strictObject({
  status: z.enum(['accepted', 'declined'], { error: 'Choose accepted or declined' }),
});

/** POST /api/associate/quotes/:id/delivery: how the goods travel; its cost joins the quote's total. */
export const quoteDeliverySchema = z.strictObject({
  deliveryMethodId: z.uuid({ error: 'Choose a delivery method' }),
});
export type QuoteDeliveryInput = z.input<typeof quoteDeliverySchema>;

export const approveQuoteSchema = z.strictObject({ reason: optionalText(1000, 'Reason') });
export const rejectQuoteSchema = z.strictObject({
  reason: z
    .string({ error: quoteMessages.rejectionReasonRequired })
    .trim()
    .min(1, quoteMessages.rejectionReasonRequired)
    .max(1000, 'Reason must be at most 1000 characters'),
});

const shippingField = (max: number) =>
  z
    .string({ error: quoteMessages.shippingRequired })
    .trim()
    .min(1, quoteMessages.shippingRequired)
    .max(max, `Must be at most ${max} characters`);
/** POST /api/associate/quotes/:id/convert (docs/product/associate-portal.md, Quotes). */
export const convertQuoteSchema = z.strictObject({
  shippingName: shippingField(120),
  shippingAddress: shippingField(200),
  shippingCity: shippingField(100),
  shippingState: shippingField(60),
  shippingPostalCode: shippingField(20),
  shippingCountry: z
    .string()
    .trim()
    .max(60, 'Country must be at most 60 characters')
    .transform((v) => v || DEFAULT_SHIPPING_COUNTRY)
    .default(DEFAULT_SHIPPING_COUNTRY),
});
export type ConvertQuoteInput = z.input<typeof convertQuoteSchema>;
export type ConvertQuote = z.infer<typeof convertQuoteSchema>;

/** POST /api/associate/quotes/:id/documents. */
export const quoteDocumentInputSchema = z.strictObject({
  name: z
    .string({ error: quoteMessages.documentNameRequired })
    .trim()
    .min(1, quoteMessages.documentNameRequired)
    .max(200, 'Document name must be at most 200 characters'),
  documentType: z.enum(quoteDocumentTypes, { error: 'Choose a document type' }).default('note'),
  content: optionalText(20_000, 'Content'),
});
export type QuoteDocumentInput = z.input<typeof quoteDocumentInputSchema>;

// ---- responses ----

export const quoteSummarySchema = z.object({
  id: z.string(),
  quoteNumber: z.string(),
  title: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  companyName: z.string().nullable(),
  status: z.enum(quoteStatuses),
  /** Sum of quantity × unit price (AUD). */
  totalAmount: z.number(),
  discountAmount: z.number(),
  /** The chosen delivery method's cost (AUD), 0 until one is chosen. */
  deliveryCost: z.number(),
  /** What the customer pays, and the order's total: total − discount + delivery. */
  netTotal: z.number(),
  requiresApproval: z.boolean(),
  approvalStatus: z.enum(quoteApprovalStatuses).nullable(),
  createdAt: z.string(),
  /**
   * A partner's quote: their company and the member who requested it (docs/product/company-accounts.md,
   * What staff see); both null for a visitor's request.
   */
  company: companyRefSchema.nullable(),
  placedBy: placedBySchema.nullable(),
});
export type QuoteSummary = z.infer<typeof quoteSummarySchema>;

export const quoteListSchema = pageOf(quoteSummarySchema);
export type QuoteList = z.infer<typeof quoteListSchema>;

export const quoteLineSchema = z.object({
  id: z.string(),
  productId: z.string().nullable(),
  productName: z.string(),
  category: z.enum(productCategoryIds).nullable(),
  quantity: z.number().int(),
  pricePerUnit: z.number(),
  lineTotal: z.number(),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

export const quoteDetailSchema = quoteSummarySchema.extend({
  description: z.string().nullable(),
  partnerId: z.string().nullable(),
  customerPhone: z.string().nullable(),
  /**
   * What a storefront request asked for (the storefront's quote form,
   * docs/product/storefront-and-sign-in.md), shown to staff.
   */
  eventDate: z.string().nullable(),
  deliveryAddress: z.string().nullable(),
  specialRequirements: z.string().nullable(),
  discountType: z.enum(quoteDiscountTypes).nullable(),
  discountValue: z.number().nullable(),
  promoCode: z.string().nullable(),
  deliveryMethodId: z.string().nullable(),
  deliveryMethodName: z.string().nullable(),
  approvalReason: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  approverName: z.string().nullable(),
  approvedAt: z.string().nullable(),
  emailSentAt: z.string().nullable(),
  emailRecipient: z.string().nullable(),
  viewedAt: z.string().nullable(),
  viewCount: z.number().int(),
  validUntil: z.string().nullable(),
  convertedOrderId: z.string().nullable(),
  canConvert: z.boolean(),
  /** Its creator and everyone who priced or discounted it: none of them may approve it. */
  authorIds: z.array(z.string()),
  items: z.array(quoteLineSchema),
});
export type QuoteDetail = z.infer<typeof quoteDetailSchema>;

export const quoteCustomerListSchema = z.object({
  items: z.array(
    z.object({ id: z.string(), name: z.string(), email: z.string(), companyName: z.string().nullable() }),
  ),
});
export type QuoteCustomerList = z.infer<typeof quoteCustomerListSchema>;

export const quoteDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  documentType: z.enum(quoteDocumentTypes),
  content: z.string().nullable(),
  uploadedByName: z.string().nullable(),
  uploadedAt: z.string(),
});
export type QuoteDocument = z.infer<typeof quoteDocumentSchema>;
export const quoteDocumentListSchema = z.object({ items: z.array(quoteDocumentSchema) });
export type QuoteDocumentList = z.infer<typeof quoteDocumentListSchema>;

export const quoteInventorySchema = z.object({
  items: z.array(
    z.object({
      productId: z.string().nullable(),
      productName: z.string(),
      quantity: z.number().int(),
      stockQuantity: z.number().int(),
      status: z.enum(['out_of_stock', 'low_stock', 'in_stock']),
    }),
  ),
});
export type QuoteInventory = z.infer<typeof quoteInventorySchema>;

export const quotePriceHistorySchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      productId: z.string(),
      productName: z.string(),
      previousPrice: z.number().nullable(),
      newPrice: z.number(),
      changedAt: z.string(),
    }),
  ),
});
export type QuotePriceHistory = z.infer<typeof quotePriceHistorySchema>;

export const convertQuoteResponseSchema = z.object({ orderId: z.string() });
export const quoteIdResponseSchema = z.object({ id: z.string() });
