import { partnerBusinessTypes } from '@party/shared/account/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { actorRef, checkIn, createdAt, money, updatedAt } from './columns.ts';
import { companies } from './companies.ts';

// Wholesale prices (docs/decisions/0020-wholesale-pricing.md §2). The rules a check cannot hold
// (rising tiers, falling prices, overlapping list dates) are the use cases', under a row lock.

/** A quantity break: from `minQuantity` units up, each costs `unitPrice`. */
export const productPriceTiers = pgTable(
  'product_price_tiers',
  {
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    minQuantity: integer().notNull(),
    unitPrice: money().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.minQuantity] }),
    check('product_price_tiers_min_quantity', sql`${t.minQuantity} between 2 and 100000`),
    check('product_price_tiers_unit_price_non_negative', sql`${t.unitPrice} >= 0`),
  ],
);

const percentOff = () => numeric({ precision: 5, scale: 2 });

/** A named price list (Schools, one company's contract prices): valid over dates, assigned to companies or segments. */
export const priceLists = pgTable(
  'price_lists',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    validFrom: date().notNull(),
    validTo: date(),
    /** A percentage off every product the list has no entry for; null: only its entries. */
    percentOff: percentOff(),
    createdBy: actorRef(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('price_lists_name_unique').on(sql`lower(${t.name})`),
    check('price_lists_name_length', sql`length(trim(${t.name})) between 1 and 80`),
    check('price_lists_dates', sql`${t.validTo} is null or ${t.validTo} >= ${t.validFrom}`),
    check('price_lists_percent_off', sql`${t.percentOff} is null or ${t.percentOff} between 0 and 90`),
  ],
);

/** A list's price for one product: a fixed price or a percentage off the list price. */
export const priceListItems = pgTable(
  'price_list_items',
  {
    priceListId: uuid()
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    fixedPrice: money(),
    percentOff: percentOff(),
  },
  (t) => [
    primaryKey({ columns: [t.priceListId, t.productId] }),
    index().on(t.productId),
    check('price_list_items_one_rule', sql`num_nonnulls(${t.fixedPrice}, ${t.percentOff}) = 1`),
    check('price_list_items_fixed_price', sql`${t.fixedPrice} is null or ${t.fixedPrice} >= 0`),
    check('price_list_items_percent_off', sql`${t.percentOff} is null or ${t.percentOff} between 0 and 90`),
  ],
);

/** Who a list prices for: one company, or every company of a segment (its business type). */
export const priceListAssignments = pgTable(
  'price_list_assignments',
  {
    id: uuid().primaryKey().defaultRandom(),
    priceListId: uuid()
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    companyId: uuid().references(() => companies.id, { onDelete: 'cascade' }),
    segment: text({ enum: partnerBusinessTypes }),
  },
  (t) => [
    check('price_list_assignments_one_target', sql`num_nonnulls(${t.companyId}, ${t.segment}) = 1`),
    checkIn('price_list_assignments_segment_valid', t.segment, partnerBusinessTypes),
    uniqueIndex('price_list_assignments_company_unique').on(t.priceListId, t.companyId),
    uniqueIndex('price_list_assignments_segment_unique').on(t.priceListId, t.segment),
    index().on(t.companyId),
    index().on(t.segment),
  ],
);

export const productPriceHistory = pgTable(
  'product_price_history',
  {
    id: uuid().primaryKey().defaultRandom(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    previousPrice: money(),
    newPrice: money().notNull(),
    previousCost: money(),
    newCost: money(),
    changedAt: createdAt(),
    changedBy: actorRef(),
    /** Set when the row records a price list's entry for the product rather than its list price. */
    priceListId: uuid().references(() => priceLists.id, { onDelete: 'set null' }),
  },
  (t) => [
    index().on(t.productId, t.changedAt),
    check('product_price_history_new_price_non_negative', sql`${t.newPrice} >= 0`),
  ],
);
