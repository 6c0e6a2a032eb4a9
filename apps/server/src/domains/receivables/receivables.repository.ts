import {
  type AccountInvoiceQuery,
  type AgeingQuery,
  type AgeingSort,
  ageingBucketValues,
  type InvoiceStatus,
} from '@party/shared';
import type { Counted } from '@party/shared/paging/paging';
import { and, asc, count, desc, eq, gt, ilike, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { countUpTo } from '../../db/count-up-to.ts';
import { containsPattern } from '../../db/like.ts';
import {
  accountInvoices,
  companies,
  companyMembers,
  partnerCreditLimits,
  paymentAllocations,
  paymentsReceived,
  users,
} from '../../db/schema/index.ts';

// Finance's reads over the invoices on account (the credit line's table, read here as a known join)
// and the payments received against them (docs/product/receivables.md).

const open = accountInvoices.openAmount;
/**
 * "Something is open", written as account_invoices_open_due_idx's predicate (the generated column's
 * expression and a literal 0) so PostgreSQL can use that partial index: `open_amount > $1` does not
 * prove it and reads every invoice.
 */
const owes = sql`${accountInvoices.totalAmount} - ${accountInvoices.paidAmount} - ${accountInvoices.creditedAmount} > 0`;
const settled = sql`${accountInvoices.paidAmount} + ${accountInvoices.creditedAmount}`;

/** The SQL of invoice-status.ts's rule, so a filtered page and its count agree with each row's badge. */
function statusWhere(status: InvoiceStatus, today: string): SQL | undefined {
  const owed = owes;
  const notDue = sql`${accountInvoices.dueOn} >= ${today}`;
  if (status === 'paid') return sql`${open} <= 0`;
  if (status === 'overdue') return and(owed, lt(accountInvoices.dueOn, today));
  if (status === 'part_paid') return and(owed, notDue, sql`${settled} > 0`);
  return and(owed, notDue, sql`${settled} = 0`);
}

/**
 * The ids of the invoices whose company's name or number holds the pattern, as one list: given the
 * OR itself, the planner walks the due-day index hoping for an early page and reads every invoice
 * when few match.
 */
function invoicesMatching(pattern: string): SQL {
  const i = sql.raw('i');
  return sql`${accountInvoices.id} = any(array(select ${i}.id from ${accountInvoices} ${i}
    where ${i}.company_id = any(array(select c.id from ${companies} c where c.name ilike ${pattern}))
      or ${i}.number ilike ${pattern}))`;
}

/**
 * Search matches the company's name or the invoice number. The companies matching are found first
 * (their own table) and the invoices by `company_id = any(...)`, so each side of the OR is an index
 * (account_invoices_company_due_idx, the number's trigram index) instead of a scan of every invoice
 * joined to its company.
 */
function invoiceWhere(query: Pick<AccountInvoiceQuery, 'search' | 'status' | 'companyId'>, today: string) {
  const pattern = query.search ? containsPattern(query.search) : null;
  return and(
    pattern ? invoicesMatching(pattern) : undefined,
    query.status ? statusWhere(query.status, today) : undefined,
    query.companyId ? eq(accountInvoices.companyId, query.companyId) : undefined,
  );
}

const invoiceColumns = {
  id: accountInvoices.id,
  number: accountInvoices.number,
  orderId: accountInvoices.orderId,
  companyId: accountInvoices.companyId,
  companyName: companies.name,
  issuedOn: accountInvoices.issuedOn,
  dueOn: accountInvoices.dueOn,
  paymentTerms: accountInvoices.paymentTerms,
  total: accountInvoices.totalAmount,
  paid: accountInvoices.paidAmount,
  credited: accountInvoices.creditedAmount,
};
export type InvoiceRecord = Awaited<ReturnType<typeof findOpenInvoices>>[number];

const invoiceOrder = {
  dueOn: accountInvoices.dueOn,
  issuedOn: accountInvoices.issuedOn,
  number: accountInvoices.number,
  company: companies.name,
  total: accountInvoices.totalAmount,
  open,
} as const;

export async function findInvoicePage(
  db: Db,
  query: AccountInvoiceQuery,
  today: string,
  page: { limit: number; offset: number },
) {
  const direction = query.dir === 'desc' ? desc : asc;
  return db
    .select(invoiceColumns)
    .from(accountInvoices)
    .innerJoin(companies, eq(companies.id, accountInvoices.companyId))
    .where(invoiceWhere(query, today))
    .orderBy(direction(invoiceOrder[query.sort]), asc(accountInvoices.id))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * What is open and overdue on all the invoices that match. Only an invoice with something open adds
 * to either, so the sums read the open ones alone (account_invoices_open_due_idx), however many
 * invoices match; the count is the page's (countUpTo).
 */
export async function sumInvoices(db: Db, query: AccountInvoiceQuery, today: string) {
  const [row] = await db
    .select({
      open: sql<string>`coalesce(sum(${open}), 0)`,
      overdue: sql<string>`coalesce(sum(${open}) filter (where ${accountInvoices.dueOn} < ${today}), 0)`,
    })
    .from(accountInvoices)
    .where(and(invoiceWhere(query, today), owes));
  return row ?? { open: '0', overdue: '0' };
}

/** How many invoices match, stopped at the list's cap. */
export async function countInvoices(
  db: Db,
  query: AccountInvoiceQuery,
  today: string,
  rowsOnPage: number,
): Promise<Counted> {
  return countUpTo(
    db,
    db.select({ id: accountInvoices.id }).from(accountInvoices).where(invoiceWhere(query, today)).$dynamic(),
    query,
    rowsOnPage,
  );
}

/** The company's invoices with something open, oldest due first (the payment dialog's list). */
export async function findOpenInvoices(db: Db | Tx, companyId: string) {
  return db
    .select(invoiceColumns)
    .from(accountInvoices)
    .innerJoin(companies, eq(companies.id, accountInvoices.companyId))
    .where(and(eq(accountInvoices.companyId, companyId), gt(open, '0')))
    .orderBy(asc(accountInvoices.dueOn), asc(accountInvoices.number));
}

/** A company with an account: its name and credit line. */
export async function findAccountCompany(db: Db | Tx, companyId: string) {
  const [row] = await db
    .select({
      name: companies.name,
      limit: partnerCreditLimits.approvedLimit,
      used: partnerCreditLimits.usedAmount,
      available: partnerCreditLimits.availableAmount,
    })
    .from(partnerCreditLimits)
    .innerJoin(companies, eq(companies.id, partnerCreditLimits.companyId))
    .where(eq(partnerCreditLimits.companyId, companyId));
  return row ?? null;
}

const openBalance = sql<string>`coalesce((select sum(greatest(i.open_amount, 0)) from account_invoices i where i.company_id = ${companies.id}), 0)`;

/** Companies with an account, found by name, with what they owe (the payment dialog's picker). */
export async function searchAccountCompanies(db: Db, search: string | undefined) {
  return db
    .select({ id: companies.id, name: companies.name, openBalance })
    .from(partnerCreditLimits)
    .innerJoin(companies, eq(companies.id, partnerCreditLimits.companyId))
    .where(search ? ilike(companies.name, containsPattern(search)) : undefined)
    .orderBy(asc(companies.name), asc(companies.id))
    .limit(20);
}

export interface AgeingRecord {
  companyId: string;
  companyName: string;
  current: string;
  days1to30: string;
  days31to60: string;
  days61to90: string;
  days90plus: string;
  total: string;
  oldestDueOn: string | null;
}

/** The ageing's sort columns as SQL over `aged` (a company owing nothing sorts after every due day). */
const ageingOrder: Record<AgeingSort, SQL> = {
  company: sql`lower(company_name)`,
  current: sql`"current"`,
  days1to30: sql`days1to30`,
  days31to60: sql`days31to60`,
  days61to90: sql`days61to90`,
  days90plus: sql`days90plus`,
  total: sql`total`,
  oldestDueOn: sql`coalesce(oldest_due_on, '9999-12-31'::date)`,
};

/**
 * Every company with an account aged as at `asOf` by ageing.ts's buckets (days past due: none, 1–30,
 * 31–60, 61–90, over 90), searched by name, filtered to those owing at least `minBucket` past due,
 * sorted by a column (ties by name), in one statement: the page's companies (all of them when `page`
 * is null, for the files) and one more row with the totals and the count of every company that
 * matches. Only open invoices are read (account_invoices_open_due_idx), summed per company in the
 * database, so a request carries the page, not every open invoice of every company.
 */
export async function findAgeing(
  db: Db,
  query: Pick<AgeingQuery, 'search' | 'minBucket' | 'sort' | 'dir'>,
  asOf: string,
  page: { limit: number; offset: number } | null,
): Promise<{ rows: AgeingRecord[]; totals: AgeingRecord; count: number }> {
  const pattern = query.search ? containsPattern(query.search) : null;
  const from = query.minBucket ? ageingBucketValues.indexOf(query.minBucket) : -1;
  const owingPastDue = ageingBucketValues.slice(Math.max(from, 0)).map((b) => sql.raw(`o."${b}" > 0`));
  const direction = sql.raw(query.dir === 'desc' ? 'desc' : 'asc');
  const day = sql`${asOf}::date`;
  const result = await db.execute(
    sql`with owed as (
        select company_id,
          sum(open_amount) filter (where due_on >= ${day}) as "current",
          sum(open_amount) filter (where due_on < ${day} and due_on >= ${day} - 30) as "days1to30",
          sum(open_amount) filter (where due_on < ${day} - 30 and due_on >= ${day} - 60) as "days31to60",
          sum(open_amount) filter (where due_on < ${day} - 60 and due_on >= ${day} - 90) as "days61to90",
          sum(open_amount) filter (where due_on < ${day} - 90) as "days90plus",
          sum(open_amount) as total,
          min(due_on) as oldest_due_on
        from ${accountInvoices} where ${owes}
        group by company_id
      ), aged as (
        select c.id as company_id, c.name as company_name,
          coalesce(o."current", 0) as "current", coalesce(o."days1to30", 0) as "days1to30",
          coalesce(o."days31to60", 0) as "days31to60", coalesce(o."days61to90", 0) as "days61to90",
          coalesce(o."days90plus", 0) as "days90plus", coalesce(o.total, 0) as total, o.oldest_due_on
        from ${partnerCreditLimits} l
        join ${companies} c on c.id = l.company_id
        left join owed o on o.company_id = c.id
        where ${pattern ? sql`c.name ilike ${pattern}` : sql`true`}
          ${from >= 0 ? sql`and (${sql.join(owingPastDue, sql` or `)})` : sql``}
      ), page as (
        select * from aged
        order by ${ageingOrder[query.sort]} ${direction}, lower(company_name), company_name, company_id
        ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}
      )
      select 1 as part, company_id::text as "companyId", company_name as "companyName",
        "current"::text, days1to30::text as "days1to30", days31to60::text as "days31to60",
        days61to90::text as "days61to90", days90plus::text as "days90plus", total::text,
        oldest_due_on::text as "oldestDueOn", null::int as count
      from page
      union all
      select 2, null, null, coalesce(sum("current"), 0)::text, coalesce(sum(days1to30), 0)::text,
        coalesce(sum(days31to60), 0)::text, coalesce(sum(days61to90), 0)::text,
        coalesce(sum(days90plus), 0)::text, coalesce(sum(total), 0)::text, null, count(*)::int
      from aged
      order by part`,
  );
  const all = (result as unknown as { rows: (AgeingRecord & { part: number; count: number | null })[] }).rows;
  const totals = all.find((r) => r.part === 2)!;
  return {
    rows: all.filter((r) => r.part === 1),
    totals,
    count: totals.count ?? 0,
  };
}

export async function insertPayment(tx: Tx, row: typeof paymentsReceived.$inferInsert): Promise<string> {
  const [inserted] = await tx.insert(paymentsReceived).values(row).returning({ id: paymentsReceived.id });
  if (!inserted) throw new Error('The payment was not inserted');
  return inserted.id;
}

export async function insertAllocations(tx: Tx, rows: (typeof paymentAllocations.$inferInsert)[]) {
  await tx.insert(paymentAllocations).values(rows);
}

/** The company's owner, who hears of a payment received. */
export async function findCompanyOwner(tx: Tx, companyId: string) {
  const [row] = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, 'owner')));
  return row ?? null;
}

const paymentWhere = (companyId?: string) =>
  companyId ? eq(paymentsReceived.companyId, companyId) : undefined;

function selectPayments(db: Db | Tx) {
  return db
    .select({
      id: paymentsReceived.id,
      companyId: paymentsReceived.companyId,
      companyName: companies.name,
      receivedOn: paymentsReceived.receivedOn,
      method: paymentsReceived.method,
      reference: paymentsReceived.reference,
      amount: paymentsReceived.amount,
      recordedByName: users.name,
      createdAt: paymentsReceived.createdAt,
    })
    .from(paymentsReceived)
    .innerJoin(companies, eq(companies.id, paymentsReceived.companyId))
    .leftJoin(users, eq(users.id, paymentsReceived.recordedBy));
}
export type PaymentRecord = Awaited<ReturnType<typeof findPaymentPage>>[number];

/** Payments newest first (by day received, then by when recorded). */
export async function findPaymentPage(db: Db, companyId: string | undefined, limit: number, offset: number) {
  return selectPayments(db)
    .where(paymentWhere(companyId))
    .orderBy(desc(paymentsReceived.receivedOn), desc(paymentsReceived.createdAt), desc(paymentsReceived.id))
    .limit(limit)
    .offset(offset);
}

export async function findPayment(tx: Tx, paymentId: string): Promise<PaymentRecord | null> {
  const [row] = await selectPayments(tx).where(eq(paymentsReceived.id, paymentId));
  return row ?? null;
}

export async function countPayments(db: Db, companyId: string | undefined): Promise<number> {
  const [row] = await db.select({ count: count() }).from(paymentsReceived).where(paymentWhere(companyId));
  return row?.count ?? 0;
}

export async function findAllocations(db: Db | Tx, paymentIds: string[]) {
  if (paymentIds.length === 0) return [];
  return db
    .select({
      paymentId: paymentAllocations.paymentId,
      invoiceId: paymentAllocations.invoiceId,
      invoiceNumber: accountInvoices.number,
      amount: paymentAllocations.amount,
    })
    .from(paymentAllocations)
    .innerJoin(accountInvoices, eq(accountInvoices.id, paymentAllocations.invoiceId))
    .where(inArray(paymentAllocations.paymentId, paymentIds))
    .orderBy(asc(accountInvoices.dueOn), asc(accountInvoices.number));
}
