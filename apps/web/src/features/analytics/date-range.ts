// One module per function, not the 'date-fns' index: the index loads every function (hundreds of
// modules), which the build shakes out but a test run or the dev server loads one by one.
import { format } from 'date-fns/format';
import { isBefore } from 'date-fns/isBefore';
import { startOfDay } from 'date-fns/startOfDay';
import { subDays } from 'date-fns/subDays';
import { subMonths } from 'date-fns/subMonths';

/** A range being picked in the calendar: the first click sets `from`, the second the other end. */
export interface DraftRange {
  from: Date | undefined;
  to: Date | undefined;
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** The range in the address (?from=&to=), so a reload or a shared link keeps it; else the default. */
export function rangeFromParams(params: URLSearchParams): { from: string; to: string } | null {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (!isoDay.test(from) || !isoDay.test(to)) return null;
  return from <= to ? { from, to } : { from: to, to: from };
}

/** Calendar day as the API takes it. */
export const toIsoDay = (date: Date) => format(date, 'yyyy-MM-dd');
export const fromIsoDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
};

/**
 * The next state after a day is clicked: a fresh start, or the end of the range; an end before the
 * start swaps them (docs/product/partner-portal.md). Returns `done` when both ends are set.
 */
export function pickDay(draft: DraftRange, day: Date): { draft: DraftRange; done: boolean } {
  if (!draft.from || draft.to) return { draft: { from: day, to: undefined }, done: false };
  const [from, to] = isBefore(day, draft.from) ? [day, draft.from] : [draft.from, day];
  return { draft: { from, to }, done: true };
}

export type PresetId = 'last-30-days' | 'last-3-months';

/** docs/product/partner-portal.md presets: 'Last 30 days' (today and the 29 before), 'Last 3 months'. */
export function presetRange(preset: PresetId, today: Date = new Date()) {
  const end = startOfDay(today);
  const start = preset === 'last-30-days' ? subDays(end, 29) : subMonths(end, 3);
  return { from: toIsoDay(start), to: toIsoDay(end) };
}
