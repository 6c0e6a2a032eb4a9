import { inventoryChangeTypes } from '@party/shared/catalog/staff-contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { actorRef, checkIn, createdAt } from './columns.ts';

export { inventoryChangeTypes };

/** One row per stock movement, written in the same transaction as the stock UPDATE. */
export const inventoryHistory = pgTable(
  'inventory_history',
  {
    id: uuid().primaryKey().defaultRandom(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    changeType: text({ enum: inventoryChangeTypes }).notNull(),
    quantityChange: integer().notNull(),
    previousQuantity: integer().notNull(),
    newQuantity: integer().notNull(),
    notes: text(),
    /** What caused it, e.g. 'order' + order id or 'purchase_order' + PO id. */
    referenceType: text(),
    referenceId: uuid(),
    createdBy: actorRef(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.productId, t.createdAt),
    index().on(t.createdAt),
    checkIn('inventory_history_change_type_valid', t.changeType, inventoryChangeTypes),
    check('inventory_history_new_quantity_non_negative', sql`${t.newQuantity} >= 0`),
  ],
);
