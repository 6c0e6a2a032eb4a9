import { eq, min } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { quoteApprovalThresholds, quoteItems, quotes } from '../../db/schema/index.ts';

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
