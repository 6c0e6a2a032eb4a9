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
 * "Something is open", written as account_invoices_open_due_idx's predicate so PostgreSQL can read a
 * company's open invoices from that partial index (receivables.repository.ts writes it the same way).
 */
const owes = sql`i.total_amount - i.paid_amount - i.credited_amount > 0`;

/**
 * The opening balance as one row with no kind, then the lines dated in [from, to) in date order, each
 * as its positive amount.
 *
 * The opening balance is every invoice, payment and note credit dated before `from`, signed
 * (docs/product/receivables.md, "Statements"). It is read as what is owed now (the open invoices'
 * sum) less everything dated from `from` on: every payment is allocated in full to the company's
 * invoices and every note credit is taken off its invoice (record-payment.ts and
 * credit-account-invoice.ts keep paid_amount and credited_amount so), so what is open now is the
 * whole ledger's sum. Only the documents from the month on are read (their indexes by company and
 * day), not every invoice and payment a company with thousands of them ever had.
 */
export function readLedger(tx: Tx, companyId: string, from: string, to: string): Promise<LedgerRow[]> {
  return rows<LedgerRow>(
    tx,
    sql`with since as (
        select 'invoice' as kind, i.issued_on as day, i.number as reference, i.order_id::text as detail,
          i.total_amount as amount, i.created_at as at
        from ${accountInvoices} i where i.company_id = ${companyId} and i.issued_on >= ${from}
        union all
        select 'payment', p.received_on, p.reference, p.method, p.amount, p.created_at
        from ${paymentsReceived} p where p.company_id = ${companyId} and p.received_on >= ${from}
        union all
        select 'adjustment_note', n.issued_on, n.number, n.invoice_number, n.credited_amount, n.created_at
        from ${adjustmentNotes} n
        where n.company_id = ${companyId} and n.credited_amount > 0 and n.issued_on >= ${from}
      )
      select null as kind, null as day, null as reference, null as detail,
        ((select coalesce(sum(i.total_amount - i.paid_amount - i.credited_amount), 0)
            from ${accountInvoices} i where i.company_id = ${companyId} and ${owes})
          - (select coalesce(sum(case when kind = 'invoice' then amount else -amount end), 0) from since)
        )::text as amount,
        0 as part, null::timestamptz as at
      union all
      select kind, day::text, reference, detail, amount::text, 1, at from since where day < ${to}
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
 * What was paid and credited by `asAt` is what is now (paid_amount is an invoice's allocations and
 * credited_amount its notes' credits: record-payment.ts and credit-account-invoice.ts keep them) less
 * the allocations of payments received after `asAt` and the credits of notes issued after it. So only
 * some invoices can show: those issued in the month, those with something open now, and those
 * settled after `asAt`; any other was settled on `asAt` too. Each set is read by its own index
 * (company and issue day, the open invoices' partial index, the later documents' keys), and the
 * later documents are summed once, not every payment of a company with thousands of invoices.
 */
export function readAccount(tx: Tx, companyId: string, from: string, asAt: string): Promise<AccountRow[]> {
  const columns = sql`i.id, i.order_id, i.number, i.issued_on, i.due_on, i.total_amount,
    i.paid_amount + i.credited_amount as settled_now`;
  return rows<AccountRow>(
    tx,
    sql`with later_paid as materialized (
        select a.invoice_id, sum(a.amount) as amount from ${paymentAllocations} a
        where a.payment_id = any(array(select p.id from ${paymentsReceived} p
          where p.company_id = ${companyId} and p.received_on > ${asAt}))
        group by a.invoice_id
      ), later_credited as materialized (
        select n.order_id, sum(n.credited_amount) as amount from ${adjustmentNotes} n
        where n.company_id = ${companyId} and n.issued_on > ${asAt} and n.credited_amount > 0
        group by n.order_id
      ), candidate as (
        select ${columns} from ${accountInvoices} i
        where i.company_id = ${companyId} and i.issued_on >= ${from} and i.issued_on <= ${asAt}
        union
        select ${columns} from ${accountInvoices} i
        where i.company_id = ${companyId} and ${owes} and i.issued_on <= ${asAt}
        union
        select ${columns} from ${accountInvoices} i
        where i.id = any(array(select invoice_id from later_paid)) and i.issued_on <= ${asAt}
        union
        select ${columns} from ${accountInvoices} i
        where i.order_id = any(array(select order_id from later_credited)) and i.issued_on <= ${asAt}
      ), inv as (
        select k.*, k.settled_now - coalesce(lp.amount, 0) - coalesce(lc.amount, 0) as settled
        from candidate k
        left join later_paid lp on lp.invoice_id = k.id
        left join later_credited lc on lc.order_id = k.order_id
      )
      select c.name, c.abn, l.approved_limit::text as "approvedLimit", l.used_amount::text as "usedAmount",
        inv.id, inv.order_id as "orderId", inv.number, inv.issued_on::text as "issuedOn",
        inv.due_on::text as "dueOn", inv.total_amount::text as total, inv.settled::text as settled
      from ${companies} c
      left join ${partnerCreditLimits} l on l.company_id = c.id
      left join inv on inv.issued_on >= ${from} or inv.total_amount > inv.settled
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
