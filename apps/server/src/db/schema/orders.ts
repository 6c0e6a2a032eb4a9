import { approvalReasons } from '@party/shared/companies/spending';
import { orderApprovalStatuses, orderStatuses, paymentMethods } from '@party/shared/orders/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { campaigns } from './campaigns.ts';
import { products } from './catalog.ts';
import { checkIn, createdAt, money, timestamptz, updatedAt } from './columns.ts';
import { companies } from './companies.ts';

export const deliveryMethods = pgTable(
  'delivery_methods',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull().unique(),
    description: text(),
    /** Shown as is: '3-5 business days'. */
    estimatedDays: text().notNull(),
    baseCost: money().notNull().default('0'),
    isActive: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('delivery_methods_base_cost_non_negative', sql`${t.baseCost} >= 0`)],
);

/**
 * total_amount = lines − discount_amount + delivery_cost, so the subtotal of docs/product/partner-portal.md
 * (total − delivery) is what the partner paid for goods.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    // Orders are financial records: a partner with orders cannot be deleted, only disabled.
    partnerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The company the order belongs to; partner_id is the member who placed it (docs/decisions/0019-company-accounts.md §1). */
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    status: text({ enum: orderStatuses }).notNull().default('pending'),
    totalAmount: money().notNull(),
    deliveryCost: money().notNull().default('0'),
    discountAmount: money().notNull().default('0'),
    promoCode: text(),
    campaignId: uuid().references(() => campaigns.id, { onDelete: 'set null' }),
    deliveryMethodId: uuid().references(() => deliveryMethods.id, { onDelete: 'set null' }),
    paymentMethod: text({ enum: paymentMethods }).notNull().default('invoice'),
    shippingName: text(),
    shippingAddress: text(),
    shippingCity: text(),
    shippingState: text(),
    shippingPostalCode: text(),
    shippingCountry: text().notNull().default('Australia'),
    deliveryNotes: text(),
    carrier: text(),
    trackingNumber: text(),
    shippedAt: timestamptz(),
    deliveredAt: timestamptz(),
    cancelledAt: timestamptz(),
    /** Set when the order went over its placer's spending limit (docs/decisions/0019-company-accounts.md §2). */
    approvalStatus: text({ enum: orderApprovalStatuses }),
    approvalReason: text({ enum: approvalReasons }),
    /** The limit it went over and, for the monthly one, what the month held before it. */
    approvalLimit: money(),
    approvalMonthSpent: money(),
    approvalExpiresAt: timestamptz(),
    decidedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamptz(),
    rejectionReason: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Every order list reads newest first with the id as tiebreaker (created_at desc, id desc): each
    // of these walks backwards in exactly that order and stops after the page, and answers a count
    // (db/count-up-to.ts) or a company's or member's newest orders from the index alone.
    index().on(t.partnerId, t.createdAt, t.id),
    // The status after the id changes no order, and lets partner analytics' top products pick the
    // company's sale orders of a range from the index alone (an index-only scan, not one heap page
    // per order: 13,608 pages for the big store's 17,039-order company over three years).
    index().on(t.companyId, t.createdAt, t.id, t.status),
    index().on(t.status, t.createdAt, t.id),
    // Likewise the status and total after the id: the admin overview's orders and sales of today and
    // of the month (28,000 orders on the big store) are counted and summed from the index alone.
    index().on(t.createdAt, t.id, t.status, t.totalAmount),
    index().on(t.campaignId),
    checkIn('orders_status_valid', t.status, orderStatuses),
    checkIn('orders_approval_status_valid', t.approvalStatus, orderApprovalStatuses),
    checkIn('orders_approval_reason_valid', t.approvalReason, approvalReasons),
    check(
      'orders_awaiting_has_expiry',
      sql`${t.status} <> 'awaiting_approval' or ${t.approvalExpiresAt} is not null`,
    ),
    check('orders_rejection_reason_length', sql`length(${t.rejectionReason}) <= 500`),
    index('orders_awaiting_expiry_idx').on(t.approvalExpiresAt).where(sql`${t.status} = 'awaiting_approval'`),
    checkIn('orders_payment_method_valid', t.paymentMethod, paymentMethods),
    check('orders_total_non_negative', sql`${t.totalAmount} >= 0`),
    check('orders_delivery_cost_non_negative', sql`${t.deliveryCost} >= 0`),
    check('orders_discount_non_negative', sql`${t.discountAmount} >= 0`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // A deleted product leaves the line, named by the snapshot below ('Unknown Product' otherwise).
    productId: uuid().references(() => products.id, { onDelete: 'set null' }),
    productName: text().notNull(),
    quantity: integer().notNull(),
    pricePerUnit: money().notNull(),
    /** The list price when the line was priced, shown struck through where lower (docs/decisions/0020-wholesale-pricing.md §2). */
    listPricePerUnit: money(),
    createdAt: createdAt(),
  },
  (t) => [
    // Covering: partner analytics reads its orders' lines (product, quantity, price, and the name
    // snapshot for deleted products) from the index alone, an index-only scan that never visits the
    // table. It serves every other lookup by order too, so it replaces the plain order_id index.
    index('order_items_order_id_lines_idx').on(
      t.orderId,
      t.productId,
      t.quantity,
      t.pricePerUnit,
      t.productName,
    ),
    index().on(t.productId),
    // Staff order search by item name: 'contains' on the line's name snapshot over millions of lines
    // (pg_trgm serves ILIKE '%text%'; bench/README, "Every list at size").
    index('order_items_product_name_trgm_idx').using('gin', t.productName.op('gin_trgm_ops')),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    check('order_items_price_non_negative', sql`${t.pricePerUnit} >= 0`),
  ],
);

/**
 * The sales roll-up (docs/decisions/0023-sales-roll-up.md): per Sydney calendar day the orders were
 * placed, company, member who placed them and status, how many orders, what they came to (total,
 * discount, goods as quantity × unit price of their lines) and their units. Kept by the orders'
 * writers in their own transaction (domains/orders/sales-roll-up.repository.ts), so partner
 * analytics and the admin's sales by partner read years from it, today included, to the cent.
 */
export const orderSalesDays = pgTable(
  'order_sales_days',
  {
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    partnerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text({ enum: orderStatuses }).notNull(),
    orders: integer().notNull(),
    totalAmount: numeric({ precision: 14, scale: 2 }).notNull(),
    discountAmount: numeric({ precision: 14, scale: 2 }).notNull(),
    goodsAmount: numeric({ precision: 14, scale: 2 }).notNull(),
    units: integer().notNull(),
  },
  (t) => [
    // A company's days (partner analytics) are one range of the key.
    primaryKey({ name: 'order_sales_days_pk', columns: [t.companyId, t.day, t.partnerId, t.status] }),
    // The admin's report over every company reads a range of days.
    index('order_sales_days_day_idx').on(t.day),
    checkIn('order_sales_days_status_valid', t.status, orderStatuses),
  ],
);

/** The grains of order_sales_periods: a calendar month, a calendar year, and all time. */
export const salesPeriodGrains = ['month', 'year', 'all'] as const;

/**
 * The sales roll-up folded to coarser periods (docs/decisions/0024-admin-report-roll-ups.md): per
 * grain (a Sydney calendar month, year, or all time, whose `starts` is 0001-01-01), member and
 * status, the sums of their order_sales_days rows. Written only by the statement triggers on
 * order_sales_days (migration 0032_admin-report-roll-ups), so it follows the days to the cent; the
 * admin's sales by partner reads a range as whole years and months from here and its edge days from
 * the days, or all time less the outside of the range, whichever reads fewer days.
 */
export const orderSalesPeriods = pgTable(
  'order_sales_periods',
  {
    grain: text({ enum: salesPeriodGrains }).notNull(),
    starts: date({ mode: 'string' }).notNull(),
    partnerId: uuid().notNull(),
    status: text({ enum: orderStatuses }).notNull(),
    orders: integer().notNull(),
    discountAmount: numeric({ precision: 14, scale: 2 }).notNull(),
    goodsAmount: numeric({ precision: 14, scale: 2 }).notNull(),
  },
  (t) => [
    // A grain's periods from one to another are one range of the key.
    primaryKey({ name: 'order_sales_periods_pk', columns: [t.grain, t.starts, t.partnerId, t.status] }),
    checkIn('order_sales_periods_grain_valid', t.grain, salesPeriodGrains),
  ],
);

/**
 * Orders per status (the admin dashboard's orders by status; docs/decisions/0024-admin-report-roll-ups.md):
 * every statement that inserts, updates or deletes orders adds one row per status it changed, the
 * change of its count, so the counts are the sums of these rows. Written only by the triggers of
 * migration 0032_admin-report-roll-ups (orders_status_counts_sync); rows are only ever inserted, so
 * concurrent checkouts never wait on each other here, and the dashboard folds them back into one
 * row a status (compactOrderStatusCounts), as the product statistics do with product_stats.
 */
export const orderStatusCounts = pgTable('order_status_counts', {
  status: text({ enum: orderStatuses }).notNull(),
  orders: bigint({ mode: 'number' }).notNull(),
});

/**
 * The units per category beside the sales roll-up (docs/decisions/0023-sales-roll-up.md): per
 * Sydney calendar day the orders were placed, company, member, status and the category their lines'
 * products are in now ('other' for a product gone from the catalogue), how many items. Kept by the
 * orders' writers with order_sales_days, and by triggers on products when a product changes
 * category or is deleted (migration 0035), so partner analytics' units per category read a range
 * of its key instead of looking up every product the years' lines hold.
 */
export const orderCategoryDays = pgTable(
  'order_category_days',
  {
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    partnerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text({ enum: orderStatuses }).notNull(),
    category: text().notNull(),
    units: integer().notNull(),
  },
  (t) => [
    // A company's days (partner analytics) are one range of the key.
    primaryKey({
      name: 'order_category_days_pk',
      columns: [t.companyId, t.day, t.partnerId, t.status, t.category],
    }),
    checkIn('order_category_days_status_valid', t.status, orderStatuses),
  ],
);
