import type { SalesGranularity } from '@party/shared';
import { formatDay, formatMonth } from './format';

/** '2 Mar 2026', 'Week of 2 Mar 2026' or 'Mar 2026' for a period's first day. */
export function periodLabel(start: string, granularity: SalesGranularity): string {
  if (granularity === 'month') return formatMonth(start.slice(0, 7));
  return granularity === 'week' ? `Week of ${formatDay(start)}` : formatDay(start);
}

/** '57.5%', or '—' when there was nothing to divide by. */
export const formatPercent = (value: number | null) =>
  value === null ? '—' : `${value.toLocaleString('en-AU', { maximumFractionDigits: 1 })}%`;

/** Stock turns with two decimals, or '—' without stock. */
export const formatTurns = (value: number | null) =>
  value === null
    ? '—'
    : value.toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
