import { centsOf, formatCents } from '@party/shared';

// Its own module: the storefront's first download shows prices (components/money.tsx), and the date
// and size formats beside it in format.ts, which other screens use, would come along
// (docs/ARCHITECTURE.md, what a visitor downloads first).

/** Money arrives from the API as a decimal string ("12.50") or a number of dollars. */
export function formatMoney(amount: number | string | null | undefined): string {
  const value = typeof amount === 'string' ? Number(amount) : (amount ?? 0);
  return formatCents(Number.isFinite(value) ? centsOf(value) : 0);
}
