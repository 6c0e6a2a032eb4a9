import { vendorDocumentTypes } from '@party/shared/vendor-documents/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { products } from './catalog.ts';
import { actorRef, checkIn, createdAt, money, timestamptz, updatedAt } from './columns.ts';
import { files } from './users.ts';

/** The company behind a vendor account (docs/product/vendor-portal.md, Company profile). */
export const vendors = pgTable(
  'vendors',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .unique('vendors_user_id_unique')
      .references(() => users.id, { onDelete: 'restrict' }),
    companyName: text().notNull(),
    contactEmail: text().notNull(),
    contactPhone: text(),
    businessAddress: text(),
    abn: text(),
    capabilities: text().array().notNull().default(sql`'{}'::text[]`),
    /** Out of 5, one decimal; null until rated (shown as 0). */
    qualityRating: numeric({ precision: 2, scale: 1 }),
    isActive: boolean().notNull().default(true),
    /** Invoices fall due this many days after acceptance. */
    paymentTermsDays: integer().notNull().default(30),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.createdAt),
    check(
      'vendors_quality_rating_range',
      sql`${t.qualityRating} is null or ${t.qualityRating} between 0 and 5`,
    ),
    check('vendors_payment_terms_positive', sql`${t.paymentTermsDays} > 0`),
  ],
);

export const vendorProducts = pgTable(
  'vendor_products',
  {
    id: uuid().primaryKey().defaultRandom(),
    vendorId: uuid()
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    vendorPrice: money().notNull(),
    vendorSku: text(),
    minimumOrderQuantity: integer().notNull().default(1),
    leadTimeDays: integer().notNull().default(7),
    specifications: text(),
    qualityNotes: text(),
    isAvailable: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('vendor_products_vendor_product_unique').on(t.vendorId, t.productId),
    index().on(t.productId),
    index().on(t.vendorId, t.createdAt),
    check('vendor_products_price_non_negative', sql`${t.vendorPrice} >= 0`),
    check('vendor_products_moq_positive', sql`${t.minimumOrderQuantity} > 0`),
    check('vendor_products_lead_time_non_negative', sql`${t.leadTimeDays} >= 0`),
  ],
);

export const vendorDocuments = pgTable(
  'vendor_documents',
  {
    id: uuid().primaryKey().defaultRandom(),
    vendorId: uuid()
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    uploadedBy: actorRef(),
    documentName: text().notNull(),
    documentType: text({ enum: vendorDocumentTypes }).notNull(),
    expiryDate: date(),
    fileId: uuid().references(() => files.id, { onDelete: 'set null' }),
    documentUrl: text(),
    fileSize: integer(),
    isVerified: boolean().notNull().default(false),
    verifiedAt: timestamptz(),
    verifiedBy: actorRef(),
    /** An admin's refusal (docs/product/vendor-portal.md, Documents): when, by whom and why; cleared when the document is verified. */
    rejectedAt: timestamptz(),
    rejectedBy: actorRef(),
    rejectionReason: text(),
    /** The expiry job's once-per-document mark: the vendor was told it expires within 30 days. */
    expiryNotifiedAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.vendorId, t.createdAt),
    index().on(t.fileId),
    checkIn('vendor_documents_type_valid', t.documentType, vendorDocumentTypes),
    check('vendor_documents_file_size_non_negative', sql`${t.fileSize} is null or ${t.fileSize} >= 0`),
  ],
);
