import {
  amountOf,
  BUSINESS_TIME_ZONE,
  centsOf,
  formatCents,
  invoiceNumberOf,
  openCents,
} from '@party/shared';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { sendStatement } from '../../db/named-statement.ts';
import type { PendingStatement } from '../../db/rows-insert.ts';
import { accountInvoices } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

// An order charged to a company's account has an invoice on account, due by the company's terms on
// the day it is raised (docs/product/receivables.md, "Invoices on account").

const RAISE_SQL = `insert into account_invoices
    (order_id, company_id, number, issued_on, due_on, payment_terms, total_amount)
  select $1::uuid, l.company_id, $3, d.day, d.day + substr(l.payment_terms, 5)::int, l.payment_terms, $4::numeric
  from partner_credit_limits l, (select (now() at time zone '${BUSINESS_TIME_ZONE}')::date as day) d
  where l.company_id = $2::uuid
  on conflict (order_id) do update
    set total_amount = account_invoices.total_amount + excluded.total_amount, updated_at = now()`;

/**
 * The statement raising an order's invoice on account, or adding to it when the order already has
 * one (its delivery cost went up). As a PendingStatement, checkout sends it in its one batch.
 */
export function accountInvoiceRaise(orderId: string, companyId: string, cents: number): PendingStatement {
  return {
    toSQL: () => ({
      sql: RAISE_SQL,
      params: [orderId, companyId, invoiceNumberOf(orderId), amountOf(cents)],
    }),
  };
}

export async function raiseAccountInvoice(tx: Tx, orderId: string, companyId: string, cents: number) {
  const { sql: text, params } = accountInvoiceRaise(orderId, companyId, cents).toSQL();
  await sendStatement(tx, text, params);
}

/**
 * Takes `cents` off an order's invoice (the order was cancelled, or its delivery cost fell). An
 * invoice left with nothing on it and nothing paid goes; one with payments or credits against it
 * cannot fall below them: that order's goods come back by a return instead.
 */
export async function reduceAccountInvoice(tx: Tx, orderId: string, cents: number): Promise<void> {
  const invoice = await lockInvoiceOfOrder(tx, orderId);
  if (!invoice) return;
  const settled = invoice.paidCents + invoice.creditedCents;
  const left = invoice.totalCents - cents;
  if (left < settled)
    throw new AppError(
      'CONFLICT',
      `Invoice ${invoice.number} has ${formatCents(settled)} paid or credited against it, so this order can no longer be cancelled or lowered. Return the goods instead.`,
    );
  if (left === 0) await tx.delete(accountInvoices).where(eq(accountInvoices.id, invoice.id));
  else
    await tx
      .update(accountInvoices)
      .set({ totalAmount: amountOf(left), updatedAt: sql`now()` })
      .where(eq(accountInvoices.id, invoice.id));
}

/** An order's invoice on account, its row locked for the change (null when the order has none). */
async function lockInvoiceOfOrder(tx: Tx, orderId: string) {
  const [row] = await tx
    .select({
      id: accountInvoices.id,
      number: accountInvoices.number,
      total: accountInvoices.totalAmount,
      paid: accountInvoices.paidAmount,
      credited: accountInvoices.creditedAmount,
    })
    .from(accountInvoices)
    .where(eq(accountInvoices.orderId, orderId))
    .for('update');
  if (!row) return null;
  return {
    id: row.id,
    number: row.number,
    totalCents: centsOf(row.total),
    paidCents: centsOf(row.paid),
    creditedCents: centsOf(row.credited),
  };
}

export interface LockedInvoice {
  id: string;
  number: string;
  companyId: string;
  openCents: number;
}

/** The invoices a payment settles, locked in id order so two payments on the same ones queue, not deadlock. */
export async function lockAccountInvoices(tx: Tx, ids: string[]): Promise<LockedInvoice[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({
      id: accountInvoices.id,
      number: accountInvoices.number,
      companyId: accountInvoices.companyId,
      open: accountInvoices.openAmount,
    })
    .from(accountInvoices)
    .where(inArray(accountInvoices.id, ids))
    .orderBy(asc(accountInvoices.id))
    .for('update');
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    companyId: r.companyId,
    openCents: centsOf(r.open ?? 0),
  }));
}

/** Adds a payment's allocation to an invoice's paid amount (the row is locked; the check keeps it ≤ total). */
export async function addInvoicePayment(tx: Tx, invoiceId: string, cents: number): Promise<void> {
  await tx
    .update(accountInvoices)
    .set({
      paidAmount: sql`${accountInvoices.paidAmount} + ${amountOf(cents)}::numeric`,
      updatedAt: sql`now()`,
    })
    .where(eq(accountInvoices.id, invoiceId));
}

/** The company's invoice with something open that fell due first, if any fell due before `today`. */
export async function findOldestOverdueInvoice(tx: Tx, companyId: string, today: string) {
  const [row] = await tx
    .select({ number: accountInvoices.number, dueOn: accountInvoices.dueOn })
    .from(accountInvoices)
    .where(
      and(
        eq(accountInvoices.companyId, companyId),
        lt(accountInvoices.dueOn, today),
        sql`${accountInvoices.openAmount} > 0`,
      ),
    )
    .orderBy(asc(accountInvoices.dueOn), asc(accountInvoices.number))
    .limit(1);
  return row ?? null;
}

/**
 * Credits up to `cents` to an order's invoice on account, its row locked, never more than is open on
 * it; returns the cents credited (0 when the order has no invoice or nothing is open).
 */
export async function creditInvoiceOfOrder(tx: Tx, orderId: string, cents: number): Promise<number> {
  const invoice = await lockInvoiceOfOrder(tx, orderId);
  if (!invoice) return 0;
  const credit = Math.max(0, Math.min(openCents(invoice), cents));
  if (credit > 0)
    await tx
      .update(accountInvoices)
      .set({
        creditedAmount: sql`${accountInvoices.creditedAmount} + ${amountOf(credit)}::numeric`,
        updatedAt: sql`now()`,
      })
      .where(eq(accountInvoices.id, invoice.id));
  return credit;
}
