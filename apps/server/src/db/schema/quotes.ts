import {
  quoteApprovalStatuses,
  quoteDiscountTypes,
  quoteDocumentTypes,
  quoteStatuses,
} from '@party/shared/quotes/staff-contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import {
  actorRef,
  checkIn,
  createdAt,
  humanNumberSequence,
  money,
  numberFromSequence,
  timestamptz,
  updatedAt,
} from './columns.ts';
import { companies } from './companies.ts';
import { deliveryMethods, orders } from './orders.ts';
import { files } from './users.ts';

export const quoteNumberSeq = pgSequence('quote_number_seq', humanNumberSequence);

export const quotes = pgTable(
  'quotes',
  {
    id: uuid().primaryKey().defaultRandom(),
    quoteNumber: text()
      .notNull()
      .unique('quotes_quote_number_unique')
      .default(numberFromSequence('QT', 'quote_number_seq')),
    title: text().notNull(),
    description: text(),
    /** The member who asked (signed in), and their company, which the quote belongs to. */
    partnerId: actorRef(),
    companyId: uuid().references(() => companies.id, { onDelete: 'set null' }),
    customerName: text().notNull(),
    customerEmail: text().notNull(),
    customerPhone: text(),
    companyName: text(),
    eventDate: date(),
    deliveryAddress: text(),
    specialRequirements: text(),
    createdBy: actorRef(),
    /**
     * Every staff member who changed the lines or the discount: with the creator, nobody here may
     * approve or reject the quote (docs/product/approvals.md).
     */
    pricedBy: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    status: text({ enum: quoteStatuses }).notNull().default('draft'),
    /** Sum of quantity × price_per_unit over the lines, before the discount. */
    totalAmount: money().notNull().default('0'),
    discountType: text({ enum: quoteDiscountTypes }),
    /** What the associate typed: a percent or AUD, per discount_type. */
    discountValue: money(),
    /** The discount in AUD. */
    discountAmount: money().notNull().default('0'),
    promoCode: text(),
    /** How the goods will travel; the customer's total includes its cost, and so does the order. */
    deliveryMethodId: uuid().references(() => deliveryMethods.id, { onDelete: 'set null' }),
    /** The method's cost when it was chosen, in AUD: the quoted price stays as the customer saw it. */
    deliveryCost: money().notNull().default('0'),
    isUsingSpecialPricing: boolean().notNull().default(false),
    requiresApproval: boolean().notNull().default(false),
    approvalStatus: text({ enum: quoteApprovalStatuses }).default('pending'),
    approvalReason: text(),
    rejectionReason: text(),
    approverId: actorRef(),
    approvedAt: timestamptz(),
    emailSentAt: timestamptz(),
    emailRecipient: text(),
    viewedAt: timestamptz(),
    viewCount: integer().notNull().default(0),
    validUntil: date(),
    sentAt: timestamptz(),
    respondedAt: timestamptz(),
    convertedOrderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    convertedAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The staff list's order, newest first with the id as tiebreaker, with and without its status filter.
    index('quotes_status_created_at_id_idx').on(t.status, t.createdAt, t.id),
    index('quotes_created_at_id_idx').on(t.createdAt, t.id),
    // The staff list's search, a case-insensitive substring (ILIKE '%x%'), per searched column (pg_trgm).
    index('quotes_quote_number_trgm_idx').using('gin', t.quoteNumber.op('gin_trgm_ops')),
    index('quotes_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('quotes_customer_name_trgm_idx').using('gin', t.customerName.op('gin_trgm_ops')),
    index('quotes_customer_email_trgm_idx').using('gin', t.customerEmail.op('gin_trgm_ops')),
    index('quotes_company_name_trgm_idx').using('gin', t.companyName.op('gin_trgm_ops')),
    index().on(t.partnerId),
    index().on(t.companyId),
    index('quotes_customer_email_lower_idx').on(sql`lower(${t.customerEmail})`),
    checkIn('quotes_status_valid', t.status, quoteStatuses),
    checkIn('quotes_approval_status_valid', t.approvalStatus, quoteApprovalStatuses),
    checkIn('quotes_discount_type_valid', t.discountType, quoteDiscountTypes),
    check('quotes_total_non_negative', sql`${t.totalAmount} >= 0`),
    check('quotes_discount_non_negative', sql`${t.discountAmount} >= 0`),
    check('quotes_delivery_cost_non_negative', sql`${t.deliveryCost} >= 0`),
    check('quotes_discount_value_non_negative', sql`${t.discountValue} is null or ${t.discountValue} >= 0`),
    check('quotes_view_count_non_negative', sql`${t.viewCount} >= 0`),
  ],
);

export const quoteItems = pgTable(
  'quote_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    quoteId: uuid()
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    productId: uuid().references(() => products.id, { onDelete: 'set null' }),
    productName: text().notNull(),
    quantity: integer().notNull(),
    pricePerUnit: money().notNull(),
    /** The list price when the line was priced, shown struck through where lower (docs/decisions/0020-wholesale-pricing.md §2). */
    listPricePerUnit: money(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Adding a product already on the quote adds to its line.
    unique('quote_items_quote_product_unique').on(t.quoteId, t.productId),
    index().on(t.productId),
    check('quote_items_quantity_positive', sql`${t.quantity} > 0`),
    check('quote_items_price_non_negative', sql`${t.pricePerUnit} >= 0`),
  ],
);

export const quoteDocuments = pgTable(
  'quote_documents',
  {
    id: uuid().primaryKey().defaultRandom(),
    quoteId: uuid()
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    documentType: text({ enum: quoteDocumentTypes }).notNull().default('note'),
    content: text(),
    fileId: uuid().references(() => files.id, { onDelete: 'set null' }),
    uploadedBy: actorRef(),
    uploadedAt: createdAt(),
  },
  (t) => [
    index().on(t.quoteId, t.uploadedAt),
    // The file list names the quote document that uses each file on its page.
    index('quote_documents_file_id_idx').on(t.fileId),
    checkIn('quote_documents_type_valid', t.documentType, quoteDocumentTypes),
    check('quote_documents_name_not_blank', sql`length(trim(${t.name})) > 0`),
  ],
);

/** A quote whose total is at or above any active threshold needs approval. */
export const quoteApprovalThresholds = pgTable(
  'quote_approval_thresholds',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text(),
    thresholdAmount: money().notNull(),
    isActive: boolean().notNull().default(true),
    createdBy: actorRef(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('quote_approval_thresholds_amount_positive', sql`${t.thresholdAmount} > 0`)],
);
