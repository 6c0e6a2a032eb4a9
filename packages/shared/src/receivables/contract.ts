import { z } from 'zod';
import { businessDay } from '../calendar/business-day.ts';
import { formatLongDate } from '../calendar/display-date.ts';
import { centsOf, formatCents } from '../orders/pricing.ts';
import { pageOf, pageQuery } from '../paging/paging.ts';
import { ageingBucketValues } from './ageing.ts';
import { invoiceStatusValues } from './invoice-status.ts';
import { receivedPaymentMethodValues } from './payment-methods.ts';

// Finance's receivables screen (docs/product/receivables.md, "Payments received"): invoices on
// account, payments received and their split across invoices, and every company's ageing.

export const PAYMENT_REFERENCE_MAX = 100;
/** The most one payment records: numeric(12,2) holds more, no bank transfer needs it. */
export const PAYMENT_AMOUNT_MAX = 10_000_000;
export const PAYMENT_ALLOCATIONS_MAX = 200;

/** The texts finance reads, each naming the invoice or the amounts it is about. */
export const receivablesMessages = {
  companyRequired: 'Choose the company that paid',
  dateRequired: 'Enter the date the payment was received',
  badDate: 'Enter the date received as a real day (YYYY-MM-DD)',
  futureDate: 'The date received cannot be after today',
  methodRequired: 'Choose how the payment came in',
  referenceTooLong: `Reference must be at most ${PAYMENT_REFERENCE_MAX} characters`,
  amountRequired: 'Enter the amount received',
  amountPositive: 'The amount must be more than $0.00',
  amountTooLarge: `The amount must be at most ${formatCents(PAYMENT_AMOUNT_MAX * 100)}`,
  cents: 'Use dollars and cents (at most 2 decimal places)',
  noAllocations: 'Allocate the payment to at least one invoice',
  tooManyAllocations: `A payment can be split across at most ${PAYMENT_ALLOCATIONS_MAX} invoices`,
  allocationPositive: 'Each allocation must be more than $0.00',
  duplicateInvoice: 'Each invoice can appear only once in a payment',
  sumMismatch: (allocatedCents: number, amountCents: number) =>
    `The allocations add up to ${formatCents(allocatedCents)}, but the payment is ${formatCents(amountCents)}. Allocate all of it, and no more.`,
  overAllocated: (number: string, openCents: number, allocatedCents: number) =>
    `${number} has ${formatCents(openCents)} open; this allocates ${formatCents(allocatedCents)}.`,
  otherCompany: (number: string) => `${number} is not an invoice of this company.`,
  invoiceNotFound: 'One of the invoices was not found. Reload the company and try again.',
  companyNotFound: 'That company has no account. Choose a company that buys on account.',
  overdueBlocks: (number: string, dueOn: string) =>
    `${number} was due on ${formatLongDate(dueOn)}. Pay it, or pay this order by invoice.`,
  recorded: 'Payment recorded',
  loadFailed: 'Failed to load receivables',
} as const;

const isCents = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;
const calendarDay = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (day: string) =>
  calendarDay.test(day) && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;

/** Dollars, typed in a form as text or sent as a number by the API; both read the same way here. */
const money = (required: string, positive: string) =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === null) return undefined;
      if (typeof v === 'string') return v.trim() === '' ? undefined : Number(v.replaceAll(',', '').trim());
      return v;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? required : receivablesMessages.cents) })
      .positive(positive)
      .max(PAYMENT_AMOUNT_MAX, receivablesMessages.amountTooLarge)
      .refine(isCents, receivablesMessages.cents),
  );

export const paymentAllocationInputSchema = z.strictObject({
  invoiceId: z.uuid('Invoice id must be a UUID'),
  amount: money(receivablesMessages.allocationPositive, receivablesMessages.allocationPositive),
});

/** POST /api/associate/receivables/payments: the whole amount split across the company's invoices. */
export const paymentInputSchema = z
  .strictObject({
    companyId: z.uuid(receivablesMessages.companyRequired),
    receivedOn: z
      .string({ error: receivablesMessages.dateRequired })
      .min(1, receivablesMessages.dateRequired)
      .refine(isRealDay, receivablesMessages.badDate)
      // Sydney's today when the request is read (docs/product/receivables.md: not in the future).
      .refine((day) => day <= businessDay(), receivablesMessages.futureDate),
    method: z.enum(receivedPaymentMethodValues, { error: receivablesMessages.methodRequired }),
    reference: z
      .string()
      .trim()
      .max(PAYMENT_REFERENCE_MAX, receivablesMessages.referenceTooLong)
      .optional()
      .default(''),
    amount: money(receivablesMessages.amountRequired, receivablesMessages.amountPositive),
    allocations: z
      .array(paymentAllocationInputSchema)
      .min(1, receivablesMessages.noAllocations)
      .max(PAYMENT_ALLOCATIONS_MAX, receivablesMessages.tooManyAllocations),
  })
  .superRefine((payment, ctx) => {
    const ids = payment.allocations.map((a) => a.invoiceId);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', path: ['allocations'], message: receivablesMessages.duplicateInvoice });
    const allocated = payment.allocations.reduce((sum, a) => sum + centsOf(a.amount), 0);
    const amount = centsOf(payment.amount);
    if (allocated !== amount)
      ctx.addIssue({
        code: 'custom',
        path: ['allocations'],
        message: receivablesMessages.sumMismatch(allocated, amount),
      });
  });
export type PaymentInput = z.infer<typeof paymentInputSchema>;
/** What the Record Payment form holds before it is parsed (amounts as typed). */
export type PaymentFormValues = z.input<typeof paymentInputSchema>;

/** One invoice on account as finance sees it; amounts in dollars. */
export const accountInvoiceRowSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  orderId: z.uuid(),
  orderNumber: z.string(),
  companyId: z.uuid(),
  companyName: z.string(),
  issuedOn: z.string(),
  dueOn: z.string(),
  terms: z.string(),
  total: z.number(),
  paid: z.number(),
  credited: z.number(),
  open: z.number(),
  status: z.enum(invoiceStatusValues),
  /** Days past its due day while something is owed; 0 otherwise. */
  daysOverdue: z.number().int(),
});
export type AccountInvoiceRow = z.infer<typeof accountInvoiceRowSchema>;

export const invoiceSortValues = ['dueOn', 'issuedOn', 'number', 'company', 'total', 'open'] as const;
export const sortDirValues = ['asc', 'desc'] as const;

export const accountInvoiceQuerySchema = z.object({
  search: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  status: z
    .enum(invoiceStatusValues, { error: 'Status must be open, part_paid, paid or overdue' })
    .optional(),
  companyId: z.uuid('Company id must be a UUID').optional(),
  sort: z
    .enum(invoiceSortValues, { error: `Sort must be one of ${invoiceSortValues.join(', ')}` })
    .default('dueOn'),
  dir: z.enum(sortDirValues, { error: 'Direction must be asc or desc' }).default('asc'),
  ...pageQuery(),
});
export type AccountInvoiceQuery = z.infer<typeof accountInvoiceQuerySchema>;

export const accountInvoicePageSchema = pageOf(accountInvoiceRowSchema).extend({
  /** Over every invoice the filters match, not only this page. */
  totals: z.object({ open: z.number(), overdue: z.number() }),
});
export type AccountInvoicePage = z.infer<typeof accountInvoicePageSchema>;

/** The payment dialog's company: its credit line and its invoices with something open, oldest due first. */
export const receivablesCompanySchema = z.object({
  companyId: z.uuid(),
  companyName: z.string(),
  limit: z.number(),
  openBalance: z.number(),
  available: z.number(),
  invoices: z.array(accountInvoiceRowSchema),
});
export type ReceivablesCompany = z.infer<typeof receivablesCompanySchema>;

export const receivablesCompanySearchSchema = z.object({
  search: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
});
export const receivablesCompanyOptionListSchema = z.object({
  items: z.array(z.object({ id: z.uuid(), name: z.string(), openBalance: z.number() })),
});
export type ReceivablesCompanyOption = z.infer<typeof receivablesCompanyOptionListSchema>['items'][number];

export const paymentRowSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  companyName: z.string(),
  receivedOn: z.string(),
  method: z.enum(receivedPaymentMethodValues),
  reference: z.string(),
  amount: z.number(),
  recordedByName: z.string().nullable(),
  createdAt: z.string(),
  allocations: z.array(z.object({ invoiceId: z.uuid(), invoiceNumber: z.string(), amount: z.number() })),
});
export type PaymentRow = z.infer<typeof paymentRowSchema>;

export const paymentQuerySchema = z.object({
  companyId: z.uuid('Company id must be a UUID').optional(),
  ...pageQuery(),
});
export const paymentPageSchema = pageOf(paymentRowSchema);
export type PaymentPage = z.infer<typeof paymentPageSchema>;

/** Ageing columns, any of which the table sorts by. */
export const ageingSortValues = ['company', ...ageingBucketValues, 'total', 'oldestDueOn'] as const;
export type AgeingSort = (typeof ageingSortValues)[number];
/** Only companies owing something at least this far past due. */
export const ageingMinBucketValues = ageingBucketValues.filter((b) => b !== 'current') as [
  Exclude<(typeof ageingBucketValues)[number], 'current'>,
  ...Exclude<(typeof ageingBucketValues)[number], 'current'>[],
];

export const ageingQuerySchema = z.object({
  search: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  sort: z
    .enum(ageingSortValues, { error: `Sort must be one of ${ageingSortValues.join(', ')}` })
    .default('total'),
  dir: z.enum(sortDirValues, { error: 'Direction must be asc or desc' }).default('desc'),
  minBucket: z
    .enum(ageingMinBucketValues, { error: `Past due must be one of ${ageingMinBucketValues.join(', ')}` })
    .optional(),
  /** The screen's page of companies (ADR 0022); the CSV and XLSX hold every company that matches. */
  ...pageQuery(),
});
export type AgeingQuery = z.infer<typeof ageingQuerySchema>;

const ageingAmounts = {
  current: z.number(),
  days1to30: z.number(),
  days31to60: z.number(),
  days61to90: z.number(),
  days90plus: z.number(),
  total: z.number(),
};
export const ageingRowSchema = z.object({
  companyId: z.uuid(),
  companyName: z.string(),
  ...ageingAmounts,
  /** The due day of its oldest invoice with something open; null when nothing is owed. */
  oldestDueOn: z.string().nullable(),
});
export type AgeingRow = z.infer<typeof ageingRowSchema>;

export const ageingReportSchema = z.object({
  asOf: z.string(),
  /** The page's companies. */
  rows: z.array(ageingRowSchema),
  /** Over every company that matches, not the page's alone. */
  totals: z.object(ageingAmounts),
  /** How many companies match, and where this page is. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AgeingReport = z.infer<typeof ageingReportSchema>;

export interface OpenInvoice {
  id: string;
  dueOn: string;
  openCents: number;
}

/**
 * "Allocate oldest first": the amount goes to the invoice due first, then the next, each up to what is
 * open on it; what is left over stays unallocated (the form shows it).
 */
export function allocateOldestFirst(
  amountCents: number,
  invoices: OpenInvoice[],
): { invoiceId: string; cents: number }[] {
  let left = Math.max(0, amountCents);
  const allocations: { invoiceId: string; cents: number }[] = [];
  const oldestFirst = [...invoices].sort(
    (a, b) => a.dueOn.localeCompare(b.dueOn) || a.id.localeCompare(b.id),
  );
  for (const invoice of oldestFirst) {
    if (left === 0) break;
    const cents = Math.min(left, invoice.openCents);
    if (cents <= 0) continue;
    allocations.push({ invoiceId: invoice.id, cents });
    left -= cents;
  }
  return allocations;
}

/** The first allocation that pays more than is open on its invoice, as finance is told it; null when none. */
export function overAllocation(
  invoices: { id: string; number: string; openCents: number }[],
  allocations: { invoiceId: string; cents: number }[],
): string | null {
  for (const allocation of allocations) {
    const invoice = invoices.find((i) => i.id === allocation.invoiceId);
    if (invoice && allocation.cents > invoice.openCents)
      return receivablesMessages.overAllocated(invoice.number, invoice.openCents, allocation.cents);
  }
  return null;
}
