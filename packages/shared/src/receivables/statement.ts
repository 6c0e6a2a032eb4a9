import { z } from 'zod';
import { addDays } from '../calendar/calendar-days.ts';

/**
 * A company's account statement (docs/product/receivables.md): invoices raise the balance; payments
 * received and the part of an adjustment note credited to the account lower it (a part refunded is
 * paid out, not on the account). The closing balance is the opening balance plus the month's lines.
 */
export const statementLineKinds = ['invoice', 'payment', 'adjustment_note'] as const;
export type StatementLineKind = (typeof statementLineKinds)[number];

export const statementLineLabels: Record<StatementLineKind, string> = {
  invoice: 'Invoice',
  payment: 'Payment received',
  adjustment_note: 'Adjustment note',
};

/** Which way a line moves what the company owes. */
const lineSign: Record<StatementLineKind, 1 | -1> = { invoice: 1, payment: -1, adjustment_note: -1 };

/** The signed cents a line adds to the balance; `amountCents` is always the document's positive amount. */
export function signedCents(kind: StatementLineKind, amountCents: number): number {
  return lineSign[kind] * amountCents;
}

export interface StatementLineInput {
  kind: StatementLineKind;
  amountCents: number;
}

/** Opening balance plus each line's signed amount, and the running balance after each line. */
export function runningBalances(openingCents: number, lines: StatementLineInput[]) {
  let balance = openingCents;
  const after = lines.map((line) => {
    balance += signedCents(line.kind, line.amountCents);
    return balance;
  });
  return { after, closingCents: balance };
}

/** 'YYYY-MM', a calendar month. */
export const STATEMENT_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export const statementMessages = {
  badMonth: 'Choose a month as YYYY-MM, for example 2026-10.',
  futureMonth: 'That month has not started yet: choose this month or an earlier one.',
  tooOld: 'Statements go back ten years.',
} as const;

/** The month's first day and the first day of the next (a half-open range). */
export function monthRange(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const next = mon === 12 ? `${year + 1}-01-01` : `${year}-${String(mon + 1).padStart(2, '0')}-01`;
  return { from, to: next };
}

/** The last day of a month (YYYY-MM-DD): the statement's "as at" day. */
export function monthEnd(month: string): string {
  return addDays(monthRange(month).to, -1);
}

/** The month a calendar day falls in ('2026-11-29' → '2026-11'); `previousMonth('2026-01')` → '2025-12'. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

export function previousMonth(month: string): string {
  return monthOf(addDays(`${month}-01`, -1));
}

/** `?month=` of a statement: a real month, not after Sydney's current one. */
export function statementMonthSchema(today: string) {
  return z
    .string({ error: statementMessages.badMonth })
    .regex(STATEMENT_MONTH_PATTERN, statementMessages.badMonth)
    .refine((m) => m <= monthOf(today), statementMessages.futureMonth)
    .refine((m) => Number(m.slice(0, 4)) >= Number(today.slice(0, 4)) - 10, statementMessages.tooOld);
}

export interface LedgerEntry extends StatementLineInput {
  /** The document's calendar day (YYYY-MM-DD). */
  date: string;
}

/**
 * A month's statement from a company's whole ledger, the rule the server's query follows: the
 * opening balance is every signed line dated before the month, the lines are the month's in date
 * order, the closing balance the opening plus them.
 */
export function statementFromLedger(entries: LedgerEntry[], month: string) {
  const { from, to } = monthRange(month);
  const openingCents = entries
    .filter((entry) => entry.date < from)
    .reduce((sum, entry) => sum + signedCents(entry.kind, entry.amountCents), 0);
  const lines = entries
    .filter((entry) => entry.date >= from && entry.date < to)
    .sort((a, b) => a.date.localeCompare(b.date));
  return { openingCents, lines, ...runningBalances(openingCents, lines) };
}
