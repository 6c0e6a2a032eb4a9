/**
 * A seeded generator: the demo store comes out the same on every fresh start, so screenshots,
 * docs and bug reports about demo data stay comparable.
 */
export interface Random {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  sample<T>(items: readonly T[], count: number): T[];
  chance(probability: number): boolean;
}

export function createRandom(seed = 20260101): Random {
  let state = seed >>> 0;
  const next = () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, Math.min(count, copy.length));
  };
  return { next, int, pick, sample, chance: (p) => next() < p };
}

const DAY_MS = 86_400_000;

/** A moment `days` (fractions allowed) before `now`, on a business-hours time in Australia. */
export function daysAgo(now: Date, days: number, hourUtc = 1): Date {
  const d = new Date(now.getTime() - days * DAY_MS);
  if (days >= 1) d.setUTCHours(hourUtc, (days * 37) % 60, 0, 0);
  return d;
}

export function daysFromNow(now: Date, days: number): Date {
  return new Date(now.getTime() + days * DAY_MS);
}

/** 'YYYY-MM-DD' for date columns. */
export function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** Cents to the numeric(12,2) text drizzle writes. */
export function money(cents: number): string {
  return (Math.round(cents) / 100).toFixed(2);
}

export function cents(amount: number | string): number {
  return Math.round(Number(amount) * 100);
}
