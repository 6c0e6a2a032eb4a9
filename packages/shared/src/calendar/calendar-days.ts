/** Calendar days as YYYY-MM-DD, counted in the calendar (no clock, no time zone). */
const DAY_MS = 86_400_000;

/** A calendar day plus whole days ('2026-01-31' + 1 → '2026-02-01'). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
