import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { accountInvoices, companies, invoiceReminders } from '../../db/schema/index.ts';

// docs/product/receivables.md, "Reminders": each invoice gets each reminder at most once, and after
// missed days only the latest one due.

async function rows<T>(tx: Tx, query: SQL): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface ClaimedReminder {
  invoiceId: string;
  daysFromDue: number;
  orderId: string;
  companyId: string;
  companyName: string;
  number: string;
  dueOn: string;
  total: string;
  open: string;
}

/**
 * In one statement: for every invoice still owed, the latest reminder day reached by `today`
 * (due_on + days ≤ today), unless it or a later one was already sent, is recorded in
 * invoice_reminders; the rows written come back with what the email needs. A conflict (another
 * instance's run) writes nothing and returns nothing.
 */
export function claimDueReminders(tx: Tx, today: string, days: number[]): Promise<ClaimedReminder[]> {
  if (days.length === 0) return Promise.resolve([]);
  const dayList = sql.join(
    days.map((d) => sql`${d}::int`),
    sql`, `,
  );
  return rows<ClaimedReminder>(
    tx,
    sql`with due as (
        select i.id, max(d.days) as days
        from ${accountInvoices} i cross join unnest(array[${dayList}]) as d(days)
        where i.total_amount - i.paid_amount - i.credited_amount > 0 and i.due_on + d.days <= ${today}::date
        group by i.id
      ), claimed as (
        insert into ${invoiceReminders} (invoice_id, days_from_due)
        select due.id, due.days from due
        where not exists (
          select 1 from ${invoiceReminders} r where r.invoice_id = due.id and r.days_from_due >= due.days
        )
        -- One order of claims, so two runs at once wait for each other rather than deadlock.
        order by due.id
        on conflict (invoice_id, days_from_due) do nothing
        returning invoice_id, days_from_due
      )
      select c.invoice_id as "invoiceId", c.days_from_due as "daysFromDue", i.order_id as "orderId",
        i.company_id as "companyId", co.name as "companyName", i.number, i.due_on::text as "dueOn",
        i.total_amount::text as total, (i.total_amount - i.paid_amount - i.credited_amount)::text as open
      from claimed c join ${accountInvoices} i on i.id = c.invoice_id join ${companies} co on co.id = i.company_id
      order by i.company_id, i.due_on, i.number`,
  );
}
