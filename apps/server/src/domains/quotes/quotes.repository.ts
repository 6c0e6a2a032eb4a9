import { and, eq, inArray, min, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  associateRoles,
  leads,
  products,
  quoteApprovalThresholds,
  quoteItems,
  quotes,
  userRoles,
  users,
} from '../../db/schema/index.ts';

/** Name and current list price of each product asked for; unknown ids are simply absent. */
export async function findQuotedProducts(tx: Tx, productIds: string[]) {
  if (productIds.length === 0) return [];
  return tx
    .select({ id: products.id, name: products.name, price: products.price })
    .from(products)
    .where(inArray(products.id, productIds));
}

/** The lowest active approval threshold in AUD, or null when none is active. */
export async function findLowestApprovalThreshold(tx: Tx): Promise<string | null> {
  const [row] = await tx
    .select({ amount: min(quoteApprovalThresholds.thresholdAmount) })
    .from(quoteApprovalThresholds)
    .where(eq(quoteApprovalThresholds.isActive, true));
  return row?.amount ?? null;
}

export type NewQuote = Omit<typeof quotes.$inferInsert, 'id' | 'quoteNumber' | 'createdAt' | 'updatedAt'>;

/** Inserts the quote; its number comes from quote_number_seq through the column default. */
export async function insertQuote(tx: Tx, quote: NewQuote) {
  const [row] = await tx
    .insert(quotes)
    .values(quote)
    .returning({ id: quotes.id, quoteNumber: quotes.quoteNumber });
  return row!;
}

export async function insertQuoteItems(tx: Tx, items: (typeof quoteItems.$inferInsert)[]) {
  if (items.length > 0) await tx.insert(quoteItems).values(items);
}

export async function insertLead(tx: Tx, lead: typeof leads.$inferInsert) {
  await tx.insert(leads).values(lead);
}

/** Enabled users whose role (first user_roles row) is associate with the sales sub-role. */
export async function listSalesAssociateIds(tx: Tx): Promise<string[]> {
  const firstRole = sql`(select ${userRoles.role} from ${userRoles} where ${userRoles.userId} = ${users.id}
    order by ${userRoles.createdAt}, ${userRoles.id} limit 1)`;
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(associateRoles, eq(associateRoles.userId, users.id))
    .where(and(eq(users.disabled, false), eq(associateRoles.role, 'sales'), sql`${firstRole} = 'associate'`));
  return rows.map((row) => row.id);
}
