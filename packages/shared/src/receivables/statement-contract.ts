import { z } from 'zod';
import { invoiceStatusValues } from './invoice-status.ts';
import { STATEMENT_MONTH_PATTERN, statementLineKinds, statementMessages } from './statement.ts';

// A company's statement of account (docs/product/receivables.md, "Statements"). Money travels as AUD
// dollars, as the other contracts send it (the credit limit, orders); the server adds it up in cents.

const month = z
  .string({ error: statementMessages.badMonth })
  .regex(STATEMENT_MONTH_PATTERN, statementMessages.badMonth);

/** GET /api/partner/statements?month=YYYY-MM (this month in Sydney when left out). */
export const statementQuerySchema = z.strictObject({ month: month.optional() });
/** GET /api/partner/statements/:month/pdf and …/csv. */
export const statementMonthParamsSchema = z.strictObject({ month });

export const statementLineSchema = z.object({
  /** The document's calendar day: an invoice's issue day, a payment's day received, a note's issue day. */
  date: z.string(),
  kind: z.enum(statementLineKinds),
  /** The invoice number, the payment's reference, or the adjustment note's AN- number. */
  reference: z.string(),
  description: z.string(),
  /** What the line adds to the balance: an invoice raises it, a payment or credit (negative) lowers it. */
  amount: z.number(),
  balanceAfter: z.number(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

/** An invoice on account as it stood on the statement's day. */
export const statementInvoiceSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  number: z.string(),
  issuedOn: z.string(),
  dueOn: z.string(),
  total: z.number(),
  open: z.number(),
  status: z.enum(invoiceStatusValues),
});
export type StatementInvoice = z.infer<typeof statementInvoiceSchema>;

/** What is owed on the statement's day by days past due (ageing.ts), and its total. */
export const statementAgeingSchema = z.object({
  current: z.number(),
  days1to30: z.number(),
  days31to60: z.number(),
  days61to90: z.number(),
  days90plus: z.number(),
  total: z.number(),
});
export type StatementAgeing = z.infer<typeof statementAgeingSchema>;

export const statementSchema = z.object({
  company: z.object({ name: z.string(), abn: z.string().nullable() }),
  /** YYYY-MM. */
  month: z.string(),
  /** The day balances and ageing are taken: the month's last day, or today for the current month. */
  asAt: z.string(),
  openingBalance: z.number(),
  closingBalance: z.number(),
  lines: z.array(statementLineSchema),
  ageing: statementAgeingSchema,
  /** Invoices issued in the month or still open on the statement's day, newest first. */
  invoices: z.array(statementInvoiceSchema),
  /** Approved limit less what is owed today; null without a credit line. */
  availableCredit: z.number().nullable(),
});
export type Statement = z.infer<typeof statementSchema>;

/** "October 2026" for '2026-10'. */
export function statementMonthLabel(monthValue: string): string {
  return new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${monthValue}-01T12:00:00Z`),
  );
}

/** The screen's empty state (docs/product/receivables.md). */
export function noActivityMessage(monthValue: string): string {
  return `No account activity in ${statementMonthLabel(monthValue)}`;
}
