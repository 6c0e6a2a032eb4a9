import { addDays, daysBetween } from '@party/shared';

/**
 * A range of days as the sales roll-ups read it (docs/decisions/0024-admin-report-roll-ups.md): its
 * whole years and whole months from order_sales_periods, its other days from order_sales_days, each
 * part added (sign 1) or taken away (sign -1). Pure calendar arithmetic on YYYY-MM-DD days.
 */
export type SalesPart =
  | { grain: 'day' | 'month' | 'year'; from: string; to: string; sign: 1 | -1 }
  | { grain: 'all'; sign: 1 | -1 };

/** The first and last day PostgreSQL's date holds that the roll-up could name: the open ends. */
const FIRST_DAY = '0001-01-01';
const LAST_DAY = '9999-12-31';

const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const yearStart = (day: string) => `${day.slice(0, 4)}-01-01`;
const yearEnd = (day: string) => `${day.slice(0, 4)}-12-31`;
/** The first day of the month after the day's month. */
const nextMonth = (day: string) =>
  addDays(`${day.slice(0, 7)}-28`, 4)
    .slice(0, 8)
    .concat('01');
const monthEnd = (day: string) => addDays(nextMonth(day), -1);
/** The earlier and the later of two days (YYYY-MM-DD sorts as text). */
const earlier = (a: string, b: string) => [a, b].sort()[0]!;
const later = (a: string, b: string) => [a, b].sort()[1]!;

/** [from, to] as edge days, then edge months, then whole years: the fewest rows that cover it. */
export function coverDays(from: string, to: string, sign: 1 | -1 = 1): SalesPart[] {
  const parts: SalesPart[] = [];
  let first = from;
  let last = to;
  if (first > last) return parts;
  if (first !== monthStart(first)) {
    const end = earlier(last, monthEnd(first));
    parts.push({ grain: 'day', from: first, to: end, sign });
    first = addDays(end, 1);
  }
  if (first <= last && last !== monthEnd(last)) {
    const start = later(first, monthStart(last));
    parts.push({ grain: 'day', from: start, to: last, sign });
    last = addDays(start, -1);
  }
  // Now whole months, first to last.
  if (first <= last && first !== yearStart(first)) {
    const end = earlier(last, yearEnd(first));
    parts.push({ grain: 'month', from: first, to: monthStart(end), sign });
    first = addDays(end, 1);
  }
  if (first <= last && last !== yearEnd(last)) {
    const start = later(first, yearStart(last));
    parts.push({ grain: 'month', from: start, to: monthStart(last), sign });
    last = addDays(start, -1);
  }
  if (first <= last) parts.push({ grain: 'year', from: first, to: yearStart(last), sign });
  return parts;
}

/**
 * The parts to read for [from, to]: the range itself, or all time less the days before and after
 * it, whichever spans fewer days of the sales (from `firstSalesDay`, the roll-up's first, to
 * `today`). Three years of a three-year store are then the all-time rows, one or two a member.
 */
export function salesParts(range: { from: string; to: string }, firstSalesDay: string | null, today: string) {
  if (firstSalesDay === null) return coverDays(range.from, range.to);
  const inside = daysBetween(range.from, range.to);
  const before = Math.max(0, daysBetween(firstSalesDay, range.from));
  const after = Math.max(0, daysBetween(range.to, today));
  if (before + after >= inside) return coverDays(range.from, range.to);
  return [
    { grain: 'all', sign: 1 } as SalesPart,
    ...coverDays(FIRST_DAY, addDays(range.from, -1), -1),
    ...coverDays(addDays(range.to, 1), LAST_DAY, -1),
  ];
}
