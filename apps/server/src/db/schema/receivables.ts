import { receivedPaymentMethodValues } from '@party/shared/receivables/payment-methods';
import { paymentTermValues } from '@party/shared/receivables/terms';
import {
  adjustmentOutcomeValues,
  returnDispositionValues,
  returnReasonValues,
  returnStatusValues,
} from '@party/shared/returns/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
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
import { orderItems, orders } from './orders.ts';
import { files } from './users.ts';

// After the sale (docs/product/receivables.md, docs/product/returns.md): invoices on account with
// due dates, payments received against them, returns and their adjustment notes.

/**
 * One per order paid on account, raised when the account is charged; its number is the order's
 * tax invoice number. open = total − paid − credited, never below nothing.
 */
export const accountInvoices = pgTable(
  'account_invoices',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .unique('account_invoices_order_id_unique')
      .references(() => orders.id, { onDelete: 'cascade' }),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    number: text().notNull(),
    /** Sydney's calendar day it was issued, and the day it falls due by the terms then. */
    issuedOn: date({ mode: 'string' }).notNull(),
    dueOn: date({ mode: 'string' }).notNull(),
    paymentTerms: text({ enum: paymentTermValues }).notNull(),
    totalAmount: money().notNull(),
    paidAmount: money().notNull().default('0'),
    creditedAmount: money().notNull().default('0'),
    openAmount: money().generatedAlwaysAs(sql`total_amount - paid_amount - credited_amount`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('account_invoices_company_due_idx').on(t.companyId, t.dueOn),
    // A statement reads a company's invoices from its month on (statements.repository.ts), not all of them.
    index('account_invoices_company_issued_idx').on(t.companyId, t.issuedOn),
    // Receivables' default order (due day, then id) read from an index, first page without a sort.
    index('account_invoices_due_id_idx').on(t.dueOn, t.id),
    // Staff search the invoice number as a substring (LIKE '%text%'): a trigram index.
    index('account_invoices_number_trgm_idx').using('gin', t.number.op('gin_trgm_ops')),
    index('account_invoices_open_due_idx')
      .on(t.dueOn)
      .where(sql`total_amount - paid_amount - credited_amount > 0`),
    checkIn('account_invoices_payment_terms_valid', t.paymentTerms, paymentTermValues),
    check('account_invoices_total_non_negative', sql`${t.totalAmount} >= 0`),
    check('account_invoices_paid_non_negative', sql`${t.paidAmount} >= 0`),
    check('account_invoices_credited_non_negative', sql`${t.creditedAmount} >= 0`),
    check('account_invoices_not_overpaid', sql`${t.paidAmount} + ${t.creditedAmount} <= ${t.totalAmount}`),
  ],
);

/** Money a company paid in: the whole amount is allocated to its invoices (payment_allocations). */
export const paymentsReceived = pgTable(
  'payments_received',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    receivedOn: date({ mode: 'string' }).notNull(),
    method: text({ enum: receivedPaymentMethodValues }).notNull(),
    reference: text().notNull().default(''),
    amount: money().notNull(),
    recordedBy: actorRef(),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_received_company_idx').on(t.companyId, t.receivedOn),
    checkIn('payments_received_method_valid', t.method, receivedPaymentMethodValues),
    check('payments_received_amount_positive', sql`${t.amount} > 0`),
  ],
);

export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    paymentId: uuid()
      .notNull()
      .references(() => paymentsReceived.id, { onDelete: 'cascade' }),
    invoiceId: uuid()
      .notNull()
      .references(() => accountInvoices.id, { onDelete: 'cascade' }),
    amount: money().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId, t.invoiceId] }),
    index('payment_allocations_invoice_idx').on(t.invoiceId),
    check('payment_allocations_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** A reminder sent for an invoice: one row per (invoice, days from due), so each goes once. */
export const invoiceReminders = pgTable(
  'invoice_reminders',
  {
    invoiceId: uuid()
      .notNull()
      .references(() => accountInvoices.id, { onDelete: 'cascade' }),
    /** Negative before the due day, positive after: −3, 7, 14. */
    daysFromDue: integer().notNull(),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.daysFromDue] })],
);

/** A monthly statement emailed to a company: one row per (company, month), so it goes once. */
export const statementSends = pgTable(
  'statement_sends',
  {
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The statement's month, as its first day. */
    month: date({ mode: 'string' }).notNull(),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.month] })],
);

export const returnNumberSeq = pgSequence('return_number_seq', humanNumberSequence);
export const adjustmentNoteNumberSeq = pgSequence('adjustment_note_number_seq', humanNumberSequence);

export const returnRequests = pgTable(
  'return_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    number: text()
      .notNull()
      .unique('return_requests_number_unique')
      .default(numberFromSequence('RMA', 'return_number_seq')),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    requestedBy: actorRef(),
    status: text({ enum: returnStatusValues }).notNull().default('requested'),
    reason: text({ enum: returnReasonValues }).notNull(),
    notes: text().notNull().default(''),
    decisionReason: text(),
    decidedBy: actorRef(),
    decidedAt: timestamptz(),
    receivedBy: actorRef(),
    receivedAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('return_requests_company_idx').on(t.companyId, t.createdAt),
    index('return_requests_status_idx').on(t.status, t.createdAt),
    index('return_requests_order_idx').on(t.orderId),
    checkIn('return_requests_status_valid', t.status, returnStatusValues),
    checkIn('return_requests_reason_valid', t.reason, returnReasonValues),
  ],
);

export const returnLines = pgTable(
  'return_lines',
  {
    returnId: uuid()
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    orderItemId: uuid()
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    productId: uuid().references(() => products.id, { onDelete: 'set null' }),
    quantity: integer().notNull(),
    /** The order line's unit price (GST inclusive), so the note credits what was paid. */
    unitPrice: money().notNull(),
    /** Set when the goods are received. */
    disposition: text({ enum: returnDispositionValues }),
  },
  (t) => [
    primaryKey({ columns: [t.returnId, t.orderItemId] }),
    index('return_lines_order_item_idx').on(t.orderItemId),
    check('return_lines_quantity_positive', sql`${t.quantity} > 0`),
    checkIn('return_lines_disposition_valid', t.disposition, returnDispositionValues),
  ],
);

/** Photos of the goods, uploaded through the files kit. */
export const returnPhotos = pgTable(
  'return_photos',
  {
    returnId: uuid()
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    fileId: uuid()
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.returnId, t.fileId] })],
);

/**
 * The Australian credit note: one per received return. total is GST inclusive, gst 1/11 of it
 * rounded once; credited is what went off the order's invoice on account, refunded the rest.
 */
export const adjustmentNotes = pgTable(
  'adjustment_notes',
  {
    id: uuid().primaryKey().defaultRandom(),
    number: text()
      .notNull()
      .unique('adjustment_notes_number_unique')
      .default(numberFromSequence('AN', 'adjustment_note_number_seq')),
    returnId: uuid()
      .notNull()
      .unique('adjustment_notes_return_id_unique')
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The original tax invoice's number, which the note adjusts. */
    invoiceNumber: text().notNull(),
    issuedOn: date({ mode: 'string' }).notNull(),
    totalAmount: money().notNull(),
    gstAmount: money().notNull(),
    outcome: text({ enum: adjustmentOutcomeValues }).notNull(),
    creditedAmount: money().notNull().default('0'),
    refundedAmount: money().notNull().default('0'),
    createdAt: createdAt(),
  },
  (t) => [
    index('adjustment_notes_company_idx').on(t.companyId, t.issuedOn),
    checkIn('adjustment_notes_outcome_valid', t.outcome, adjustmentOutcomeValues),
    check('adjustment_notes_total_positive', sql`${t.totalAmount} > 0`),
    check(
      'adjustment_notes_split',
      sql`${t.creditedAmount} >= 0 and ${t.refundedAmount} >= 0 and ${t.creditedAmount} + ${t.refundedAmount} = ${t.totalAmount}`,
    ),
  ],
);
