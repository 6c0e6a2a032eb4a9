import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar/calendar-days.ts';
import {
  type LedgerEntry,
  monthEnd,
  monthOf,
  previousMonth,
  signedCents,
  statementFromLedger,
  statementLineKinds,
  statementMessages,
  statementMonthSchema,
} from './statement.ts';
import { statementMonthLabel } from './statement-contract.ts';

// A ledger over about two years around 2026, so months before, inside and after it all occur.
const entry: fc.Arbitrary<LedgerEntry> = fc.record({
  date: fc.integer({ min: 0, max: 700 }).map((n) => addDays('2025-06-01', n)),
  kind: fc.constantFrom(...statementLineKinds),
  amountCents: fc.integer({ min: 1, max: 5_000_000 }),
});
const month = fc.integer({ min: 0, max: 26 }).map((n) => monthOf(addDays('2025-05-15', n * 31)));

describe('a statement from a ledger (docs/product/receivables.md, "Statements")', () => {
  it('closes at the opening plus its signed lines, and the running balance ends there', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 60 }), month, (ledger, m) => {
        const statement = statementFromLedger(ledger, m);
        const sum = statement.lines.reduce((total, l) => total + signedCents(l.kind, l.amountCents), 0);
        expect(statement.closingCents).toBe(statement.openingCents + sum);
        expect(statement.after.at(-1) ?? statement.openingCents).toBe(statement.closingCents);
        expect(statement.lines.map((l) => l.date)).toEqual(statement.lines.map((l) => l.date).sort());
      }),
    );
  });

  it("opens each month at the previous month's closing balance", () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 60 }), month, (ledger, m) => {
        const before = statementFromLedger(ledger, previousMonth(m));
        expect(statementFromLedger(ledger, m).openingCents).toBe(before.closingCents);
      }),
    );
  });

  it('refuses a month not yet started and a malformed one, and names months the Australian way', () => {
    const schema = statementMonthSchema('2026-11-29');
    expect(schema.safeParse('2026-11').success).toBe(true);
    expect(schema.safeParse('2026-12').error?.issues[0]?.message).toBe(statementMessages.futureMonth);
    expect(schema.safeParse('2026-13').error?.issues[0]?.message).toBe(statementMessages.badMonth);
    expect(monthEnd('2028-02')).toBe('2028-02-29');
    expect(statementMonthLabel('2026-10')).toBe('October 2026');
  });
});
