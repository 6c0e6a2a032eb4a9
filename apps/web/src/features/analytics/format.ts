/** docs/product/partner-portal.md: partner analytics state USD with 2 decimals (the stored amounts are unchanged). */
const usdFormat = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const wholeFormat = new Intl.NumberFormat('en-AU');
const monthFormat = new Intl.DateTimeFormat('en-AU', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const dayFormat = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

export const formatUsd = (amount: number) => usdFormat.format(amount);
export const formatCount = (count: number) => wholeFormat.format(count);
/** '2026-03' → 'Mar 2026' */
export const formatMonth = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));
/** '2026-03-01' → '1 Mar 2026' */
export const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

/** '+12%', '-5%', '0%'; null when the previous period had nothing to compare with. */
export function formatChange(change: number | null): string | null {
  if (change === null) return null;
  return `${change > 0 ? '+' : ''}${change}%`;
}
