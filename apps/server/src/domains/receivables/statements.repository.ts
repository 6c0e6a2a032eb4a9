import type { StatementLineKind } from '@party/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  accountInvoices,
  adjustmentNotes,
  companies,
  companyMembers,
  partnerCreditLimits,
  paymentAllocations,
  paymentsReceived,
  statementSends,
  users,
} from '../../db/schema/index.ts';

// The statement's reads (docs/product/receivables.md, "Statements"): two set-based statements per
// statement however many invoices a company has, and the monthly send's claim.

async function rows<T>(tx: Tx, query: SQL): Promise<T[]> {
  // node-postgres and PGlite both answer with { rows }.
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface LedgerRow {
  /** null on the one row carrying the opening balance. */
  kind: StatementLineKind | null;
  day: string | null;
  reference: string | null;
  /** The order id of an invoice, the method of a payment, the invoice number a note adjusts. */
  detail: string | null;
  amount: string;
}

/**
 * The opening balance (every invoice, payment and note credit dated before `from`, signed) as one
 * row with no kind, then the lines dated in [from, to) in date order, each as its positive amount.
 */
export function readLedger(tx: Tx, companyId: string, from: string, to: string): Promise<LedgerRow[]> {
  return rows<LedgerRow>(
    tx,
    sql`with ledger as (
        select 'invoice' as kind, i.issued_on as day, i.number as reference, i.order_id::text as detail,
          i.total_amount as amount, i.created_at as at
        from ${accountInvoices} i where i.company_id = ${companyId} and i.issued_on < ${to}
        union all
        select 'payment', p.received_on, p.reference, p.method, p.amount, p.created_at
        from ${paymentsReceived} p where p.company_id = ${companyId} and p.received_on < ${to}
        union all
        select 'adjustment_note', n.issued_on, n.number, n.invoice_number, n.credited_amount, n.created_at
        from ${adjustmentNotes} n
        where n.company_id = ${companyId} and n.credited_amount > 0 and n.issued_on < ${to}
      )
      select null as kind, null as day, null as reference, null as detail,
        coalesce(sum(case when kind = 'invoice' then amount else -amount end), 0)::text as amount,
        0 as part, null::timestamptz as at
      from ledger where day < ${from}
      union all
      select kind, day::text, reference, detail, amount::text, 1, at from ledger where day >= ${from}
      order by part, day, at`,
  );
}

export interface AccountRow {
  name: string;
  abn: string | null;
  approvedLimit: string | null;
  usedAmount: string | null;
  /** The invoice columns are null on a company with none to show. */
  id: string | null;
  orderId: string | null;
  number: string | null;
  issuedOn: string | null;
  dueOn: string | null;
  total: string | null;
  /** Paid and credited by the statement's day, not later. */
  settled: string | null;
}

/**
 * The company, its credit line, and its invoices issued by `asAt` that were issued in the month or
 * were still owed on `asAt` (total less what was paid and credited by then), newest first.
 *
 * Only some invoices can be either: those issued in the month, those with something open now, and
 * those settled after `asAt` (a payment received or a note issued later). Any other invoice is
 * settled now by payments and notes all dated by `asAt` (paid_amount is its allocations and
 * credited_amount its notes' credits: record-payment.ts and credit-account-invoice.ts keep them),
 * so it was settled on `asAt` too. Those candidates alone are summed, each by its own index lookups,
 * rather than every payment of a company with thousands of invoices.
 */
export function readAccount(tx: Tx, companyId: string, from: string, asAt: string): Promise<AccountRow[]> {
  return rows<AccountRow>(
    tx,
    sql`select c.name, c.abn, l.approved_limit::text as "approvedLimit", l.used_amount::text as "usedAmount",
        inv.id, inv.order_id as "orderId", inv.number, inv.issued_on as "issuedOn", inv.due_on as "dueOn",
        inv.total_amount::text as total, inv.settled::text as settled
      from ${companies} c
      left join ${partnerCreditLimits} l on l.company_id = c.id
      left join (
        select i.id, i.order_id, i.number, i.issued_on::text, i.due_on::text, i.total_amount,
          coalesce(paid.amount, 0) + coalesce(credited.amount, 0) as settled
        from ${accountInvoices} i
        left join lateral (
          select sum(a.amount) as amount
          from ${paymentAllocations} a join ${paymentsReceived} p on p.id = a.payment_id
          where a.invoice_id = i.id and p.company_id = ${companyId} and p.received_on <= ${asAt}
        ) paid on true
        left join lateral (
          select sum(n.credited_amount) as amount from ${adjustmentNotes} n
          where n.order_id = i.order_id and n.company_id = ${companyId} and n.issued_on <= ${asAt}
        ) credited on true
        where i.company_id = ${companyId} and i.issued_on <= ${asAt}
          and (i.issued_on >= ${from}
            or i.total_amount - i.paid_amount - i.credited_amount > 0
            or i.id in (select a.invoice_id
              from ${paymentAllocations} a join ${paymentsReceived} p on p.id = a.payment_id
              where p.company_id = ${companyId} and p.received_on > ${asAt})
            or i.order_id in (select n.order_id from ${adjustmentNotes} n
              where n.company_id = ${companyId} and n.issued_on > ${asAt}))
      ) inv on inv.issued_on >= ${from} or inv.total_amount > inv.settled
      where c.id = ${companyId}
      order by inv.issued_on desc, inv.number desc`,
  );
}

/**
 * Claims the month's statement for every company with a credit line and anything to say (a line in
 * the month, or a balance owed at its end): one statement_sends row each, written once however many
 * instances run the job (the primary key; a conflict is another run's claim). Returns the claimed.
 */
export function claimStatementSends(tx: Tx, from: string, to: string): Promise<{ companyId: string }[]> {
  return rows<{ companyId: string }>(
    tx,
    sql`with ledger as (
        select company_id, issued_on as day, total_amount as amount from ${accountInvoices} where issued_on < ${to}
        union all
        select company_id, received_on, -amount from ${paymentsReceived} where received_on < ${to}
        union all
        select company_id, issued_on, -credited_amount from ${adjustmentNotes}
        where credited_amount > 0 and issued_on < ${to}
      ), account as (
        select company_id, sum(amount) as balance, bool_or(day >= ${from}) as moved from ledger group by company_id
      )
      insert into ${statementSends} (company_id, month)
      select a.company_id, ${from}::date from account a join ${partnerCreditLimits} l on l.company_id = a.company_id
      where a.moved or a.balance <> 0
      -- One order of claims, so two runs at once wait for each other rather than deadlock.
      order by a.company_id
      on conflict (company_id, month) do nothing
      returning company_id as "companyId"`,
  );
}

export interface AccountRecipient {
  companyId: string;
  userId: string;
  email: string;
  name: string;
}

/** The owner and admins of each company: who receives its statements and reminders. */
export function readAccountRecipients(tx: Tx, companyIds: string[]): Promise<AccountRecipient[]> {
  if (companyIds.length === 0) return Promise.resolve([]);
  return rows<AccountRecipient>(
    tx,
    sql`select m.company_id as "companyId", u.id as "userId", u.email, u.name
      from ${companyMembers} m join ${users} u on u.id = m.user_id
      where m.company_id in (${sql.join(
        companyIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) and m.role in ('owner', 'admin')
      order by m.company_id, u.email`,
  );
}
