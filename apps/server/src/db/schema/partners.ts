import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { actorRef, createdAt, updatedAt } from './columns.ts';
import { companies } from './companies.ts';

/** A partner's saved delivery addresses (account Business tab), offered at checkout. */
export const partnerAddresses = pgTable(
  'partner_addresses',
  {
    id: uuid().primaryKey().defaultRandom(),
    /**
     * Who added it; the company's members share its addresses (docs/product/company-accounts.md), and
     * they stay the company's when that member's account goes (docs/decisions/0019-company-accounts.md §2).
     */
    userId: actorRef(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    label: text().notNull(),
    name: text().notNull(),
    address: text().notNull(),
    city: text().notNull(),
    state: text().notNull(),
    postalCode: text().notNull(),
    country: text().notNull().default('Australia'),
    isDefault: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.userId),
    index().on(t.companyId),
    uniqueIndex('partner_addresses_one_default').on(t.companyId).where(sql`${t.isDefault}`),
  ],
);
