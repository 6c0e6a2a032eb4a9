import { purchaseOrderStatuses } from '@party/shared/purchasing/contract';
import { shipmentStatuses, vendorPaymentStatuses } from '@party/shared/purchasing/fulfilment';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgSequence, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
import { vendors } from './vendors.ts';

export const purchaseOrderNumberSeq = pgSequence('purchase_order_number_seq', humanNumberSequence);
export const invoiceNumberSeq = pgSequence('invoice_number_seq', humanNumberSequence);

export { shipmentStatuses, vendorPaymentStatuses };

export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    poNumber: text()
      .notNull()
      .unique('purchase_orders_po_number_unique')
      .default(numberFromSequence('PO', 'purchase_order_number_seq')),
    // A vendor with purchase orders stays on record: deactivate it instead.
    vendorId: uuid()
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    /** The partner the stock is for, when the PO serves a partner's order (the vendor's Purchase Orders list shows it). */
    partnerId: actorRef(),
    createdBy: actorRef(),
    status: text({ enum: purchaseOrderStatuses }).notNull().default('pending'),
    totalAmount: money().notNull().default('0'),
    currency: text().notNull().default('AUD'),
    requestedDeliveryDate: date(),
    estimatedDeliveryDate: date(),
    /** The requester's notes to the vendor. */
    notes: text(),
    vendorNotes: text(),
    acceptedAt: timestamptz(),
    rejectedAt: timestamptz(),
    rejectionReason: text(),
    completedAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.vendorId, t.createdAt),
    index().on(t.status, t.createdAt),
    index().on(t.createdAt),
    // Staff search the PO number as a substring (LIKE '%text%'): a trigram index, as product_search's.
    index('purchase_orders_po_number_trgm_idx').using('gin', t.poNumber.op('gin_trgm_ops')),
    checkIn('purchase_orders_status_valid', t.status, purchaseOrderStatuses),
    check('purchase_orders_total_non_negative', sql`${t.totalAmount} >= 0`),
  ],
);

export const purchaseOrderItems = pgTable(
  'purchase_order_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    purchaseOrderId: uuid()
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    productId: uuid().references(() => products.id, { onDelete: 'set null' }),
    productName: text().notNull(),
    quantity: integer().notNull(),
    unitPrice: money().notNull(),
    totalPrice: money().generatedAlwaysAs(sql`quantity * unit_price`),
    specifications: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.purchaseOrderId),
    index().on(t.productId),
    check('purchase_order_items_quantity_positive', sql`${t.quantity} > 0`),
    check('purchase_order_items_price_non_negative', sql`${t.unitPrice} >= 0`),
  ],
);

export const shipments = pgTable(
  'shipments',
  {
    id: uuid().primaryKey().defaultRandom(),
    vendorId: uuid()
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    purchaseOrderId: uuid()
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'restrict' }),
    trackingNumber: text(),
    carrier: text(),
    status: text({ enum: shipmentStatuses }).notNull().default('preparing'),
    notes: text(),
    shippedDate: timestamptz(),
    estimatedDeliveryDate: date(),
    deliveredAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.vendorId, t.createdAt),
    index().on(t.purchaseOrderId),
    checkIn('shipments_status_valid', t.status, shipmentStatuses),
  ],
);

/** The vendor's invoice for an accepted PO; 'Overdue' is pending past due_date, never stored. */
export const vendorPayments = pgTable(
  'vendor_payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    vendorId: uuid()
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    purchaseOrderId: uuid()
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'restrict' }),
    invoiceNumber: text()
      .notNull()
      .unique('vendor_payments_invoice_number_unique')
      .default(numberFromSequence('INV', 'invoice_number_seq')),
    amount: money().notNull(),
    currency: text().notNull().default('AUD'),
    status: text({ enum: vendorPaymentStatuses }).notNull().default('pending'),
    dueDate: date().notNull(),
    paidDate: date(),
    /** How it was paid: a vendorPaymentMethods code (rows from before the list hold free text). */
    paymentMethod: text(),
    /** The payment's reference the vendor matches the money by (EFT or BPAY receipt, cheque number). */
    paymentReference: text(),
    notes: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.vendorId, t.createdAt),
    index().on(t.purchaseOrderId),
    index().on(t.status, t.dueDate),
    checkIn('vendor_payments_status_valid', t.status, vendorPaymentStatuses),
    check('vendor_payments_amount_non_negative', sql`${t.amount} >= 0`),
  ],
);
