import { unansweredQuoteStatuses } from '@party/shared';
import { LIST_COUNT_CAP, pageOffset } from '@party/shared/paging/paging';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { countUpTo } from '../../db/count-up-to.ts';
import { containsPattern } from '../../db/like.ts';
import {
  companies,
  deliveryMethods,
  productPriceHistory,
  products,
  quoteApprovalThresholds,
  quoteDocuments,
  quoteItems,
  quotes,
  users,
} from '../../db/schema/index.ts';
import { matchIdsUpTo, newestMatchIds, type SearchBranches } from '../../db/search-branches.ts';
import { companyIdOf } from '../companies/company-membership.ts';

export type NewQuote = Omit<
  typeof quotes.$inferInsert,
  'id' | 'quoteNumber' | 'companyId' | 'createdAt' | 'updatedAt'
>;

/**
 * Inserts the quote; its number comes from quote_number_seq through the column default. A partner's
 * quote is their company's (docs/product/company-accounts.md).
 */
export async function insertQuote(tx: Tx, quote: NewQuote) {
  const [row] = await tx
    .insert(quotes)
    .values({ ...quote, companyId: quote.partnerId ? companyIdOf(quote.partnerId) : null })
    .returning({ id: quotes.id, quoteNumber: quotes.quoteNumber });
  return row!;
}

export async function insertQuoteItems(tx: Tx, items: (typeof quoteItems.$inferInsert)[]) {
  if (items.length > 0) await tx.insert(quoteItems).values(items);
}

export type QuoteRow = typeof quotes.$inferSelect;
type QuoteStatus = QuoteRow['status'];

/** Every active approval threshold in AUD (numeric text), highest first. */
export async function findActiveThresholds(tx: Tx): Promise<string[]> {
  const rows = await tx
    .select({ amount: quoteApprovalThresholds.thresholdAmount })
    .from(quoteApprovalThresholds)
    .where(eq(quoteApprovalThresholds.isActive, true))
    .orderBy(desc(quoteApprovalThresholds.thresholdAmount));
  return rows.map((r) => r.amount);
}

/**
 * What the staff search matches, as the search kit's branches (db/search-branches.ts): the quote's
 * own number, title, customer, email and company through their trigram indexes, the partner's
 * company and the member who requested it (docs/product/company-accounts.md, What staff see).
 */
function quoteSearchBranches(search: string, status: QuoteStatus | 'all'): SearchBranches {
  const like = containsPattern(search);
  const st = status === 'all' ? sql`` : sql` and t.status = ${status}`;
  return (columns, tail) => {
    const of = (where: SQL) => sql`(select ${columns} from quotes t where ${where}${st} ${tail})`;
    return [
      // A branch a column: an OR of the five is read whole row by row once a word is broad.
      ...['quote_number', 'title', 'customer_name', 'customer_email', 'company_name'].map((column) =>
        of(sql`${sql.raw(`t.${column}`)} ilike ${like}`),
      ),
      of(sql`t.company_id in (select id from companies where name ilike ${like})`),
      of(sql`t.partner_id in (select id from users where name ilike ${like} or email ilike ${like})`),
    ];
  };
}

/**
 * One page of quotes, newest first (quotes_created_at_id_idx, or quotes_status_created_at_id_idx for a
 * status), with the filter's count stopped LIST_COUNT_CAP past the page (countUpTo).
 */
export async function findQuotePage(
  tx: Tx,
  filter: { search?: string; status: QuoteStatus | 'all'; page: number; pageSize: number },
) {
  const offset = pageOffset(filter);
  const search = filter.search?.trim();
  const branches = search ? quoteSearchBranches(search, filter.status) : undefined;
  const where = branches
    ? sql`${quotes.id} in (${newestMatchIds(branches, offset + filter.pageSize)})`
    : filter.status === 'all'
      ? undefined
      : eq(quotes.status, filter.status);
  const rows = await tx
    .select({ quote: quotes, ...peopleColumns })
    .from(quotes)
    .leftJoin(companies, eq(companies.id, quotes.companyId))
    .leftJoin(users, eq(users.id, quotes.partnerId))
    .where(where)
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
    .limit(filter.pageSize)
    .offset(offset);
  const matches = branches
    ? tx
        .select({ id: sql`hits.id` })
        .from(matchIdsUpTo(branches, offset + LIST_COUNT_CAP + 1))
        .$dynamic()
    : tx.select({ id: quotes.id }).from(quotes).where(where).$dynamic();
  const counted = await countUpTo(tx, matches, filter, rows.length);
  return {
    rows: rows.map(({ quote, ...people }) => ({ quote, people })),
    counted,
  };
}

/**
 * The company and the member a quote names (docs/product/company-accounts.md, What staff see); null
 * for a visitor's request.
 */
export interface QuotePeople {
  companyName: string | null;
  memberName: string | null;
  memberEmail: string | null;
}

const peopleColumns = { companyName: companies.name, memberName: users.name, memberEmail: users.email };

/** The quote's company and member in one statement. */
export async function findQuotePeople(
  tx: Tx,
  row: Pick<QuoteRow, 'companyId' | 'partnerId'>,
): Promise<QuotePeople> {
  const [found] = await tx
    .select(peopleColumns)
    .from(sql`(select 1) as one`)
    .leftJoin(companies, row.companyId ? eq(companies.id, row.companyId) : sql`false`)
    .leftJoin(users, row.partnerId ? eq(users.id, row.partnerId) : sql`false`);
  return found ?? { companyName: null, memberName: null, memberEmail: null };
}

export async function findQuote(tx: Tx, id: string): Promise<QuoteRow | null> {
  const [row] = await tx.select().from(quotes).where(eq(quotes.id, id));
  return row ?? null;
}

/** The quote locked for a change: concurrent changes (two conversions) queue behind each other. */
export async function lockQuote(tx: Tx, id: string): Promise<QuoteRow | null> {
  const [row] = await tx.select().from(quotes).where(eq(quotes.id, id)).for('update');
  return row ?? null;
}

/** The name of a quote's delivery method (kept even once the method is retired). */
export async function findDeliveryMethodName(tx: Tx, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [row] = await tx
    .select({ name: deliveryMethods.name })
    .from(deliveryMethods)
    .where(eq(deliveryMethods.id, id));
  return row?.name ?? null;
}

export async function findUserName(tx: Tx, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [row] = await tx.select({ name: users.name }).from(users).where(eq(users.id, id));
  return row?.name ?? null;
}

/** A view: view_count + 1 and viewed_at now, in one statement (no lost count under concurrency). */
export async function recordView(tx: Tx, id: string): Promise<QuoteRow | null> {
  const [row] = await tx
    .update(quotes)
    .set({ viewCount: sql`${quotes.viewCount} + 1`, viewedAt: sql`now()` })
    .where(eq(quotes.id, id))
    .returning();
  return row ?? null;
}

export async function updateQuote(
  tx: Tx,
  id: string,
  changes: { [K in keyof typeof quotes.$inferInsert]?: (typeof quotes.$inferInsert)[K] | SQL },
) {
  await tx
    .update(quotes)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(quotes.id, id));
}

/** The quote's lines with each product's category, cost and stock (null when the product is gone). */
export async function findQuoteLines(tx: Tx, quoteId: string) {
  return tx
    .select({
      id: quoteItems.id,
      productId: quoteItems.productId,
      productName: quoteItems.productName,
      quantity: quoteItems.quantity,
      pricePerUnit: quoteItems.pricePerUnit,
      costPerUnit: products.cost,
      category: products.category,
      stockQuantity: products.stockQuantity,
    })
    .from(quoteItems)
    .leftJoin(products, eq(products.id, quoteItems.productId))
    .where(eq(quoteItems.quoteId, quoteId))
    .orderBy(asc(quoteItems.createdAt), asc(quoteItems.productName), asc(quoteItems.id));
}

/** Adds quantity to the product's line, or makes the line at the given price. */
export async function addToLine(
  tx: Tx,
  line: { quoteId: string; productId: string; productName: string; quantity: number; pricePerUnit: string },
) {
  await tx
    .insert(quoteItems)
    .values(line)
    .onConflictDoUpdate({
      target: [quoteItems.quoteId, quoteItems.productId],
      set: { quantity: sql`${quoteItems.quantity} + excluded.quantity`, updatedAt: sql`now()` },
    });
}

export async function removeLine(tx: Tx, quoteId: string, productId: string) {
  await tx
    .delete(quoteItems)
    .where(and(eq(quoteItems.quoteId, quoteId), eq(quoteItems.productId, productId)));
}

/** Sum of quantity × price over the lines, in cents, as the database adds it. */
export async function sumLineCents(tx: Tx, quoteId: string): Promise<number> {
  const [row] = await tx
    .select({
      cents: sql<string>`coalesce(sum(${quoteItems.quantity} * ${quoteItems.pricePerUnit} * 100), 0)::bigint::text`,
    })
    .from(quoteItems)
    .where(eq(quoteItems.quoteId, quoteId));
  return Number(row?.cents ?? 0);
}

export async function findDocuments(tx: Tx, quoteId: string) {
  return tx
    .select({
      id: quoteDocuments.id,
      name: quoteDocuments.name,
      documentType: quoteDocuments.documentType,
      content: quoteDocuments.content,
      uploadedByName: users.name,
      uploadedAt: quoteDocuments.uploadedAt,
    })
    .from(quoteDocuments)
    .leftJoin(users, eq(users.id, quoteDocuments.uploadedBy))
    .where(eq(quoteDocuments.quoteId, quoteId))
    .orderBy(desc(quoteDocuments.uploadedAt), desc(quoteDocuments.id));
}

export async function insertDocument(tx: Tx, values: typeof quoteDocuments.$inferInsert) {
  const [row] = await tx.insert(quoteDocuments).values(values).returning({ id: quoteDocuments.id });
  return row!;
}

/** Deletes the quote's document; returns what it was (for the audit log), or null when there was none. */
export async function deleteDocument(tx: Tx, quoteId: string, id: string) {
  const [row] = await tx
    .delete(quoteDocuments)
    .where(and(eq(quoteDocuments.quoteId, quoteId), eq(quoteDocuments.id, id)))
    .returning({
      id: quoteDocuments.id,
      name: quoteDocuments.name,
      documentType: quoteDocuments.documentType,
    });
  return row ?? null;
}

/** Price changes of the given products, newest first (their own prices: a price list's rows are not theirs). */
export async function findPriceHistory(tx: Tx, productIds: string[], limit: number) {
  if (productIds.length === 0) return [];
  return tx
    .select({
      id: productPriceHistory.id,
      productId: productPriceHistory.productId,
      productName: products.name,
      previousPrice: productPriceHistory.previousPrice,
      newPrice: productPriceHistory.newPrice,
      changedAt: productPriceHistory.changedAt,
    })
    .from(productPriceHistory)
    .innerJoin(products, eq(products.id, productPriceHistory.productId))
    .where(and(inArray(productPriceHistory.productId, productIds), isNull(productPriceHistory.priceListId)))
    .orderBy(desc(productPriceHistory.changedAt), desc(productPriceHistory.id))
    .limit(limit);
}

/** Open quotes whose validity ended before `today` (YYYY-MM-DD) become expired; returns their ids. */
export async function expireQuotesBefore(tx: Tx, today: string) {
  return tx
    .update(quotes)
    .set({ status: 'expired', updatedAt: sql`now()` })
    .where(
      and(
        inArray(quotes.status, [...unansweredQuoteStatuses]),
        isNotNull(quotes.validUntil),
        lt(quotes.validUntil, today),
      ),
    )
    .returning({
      id: quotes.id,
      quoteNumber: quotes.quoteNumber,
      customerName: quotes.customerName,
      validUntil: quotes.validUntil,
    });
}
