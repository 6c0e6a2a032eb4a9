import { describe, expect, it } from 'vitest';
import { countOrOver } from './count-or-over.ts';
import { countOf, nounFor } from './plural.ts';

const tickets = { one: 'ticket', other: 'tickets' };

describe('plurals (Intl.PluralRules, en-AU)', () => {
  it('takes the singular for one and the plural for none, several and fractions', () => {
    expect(countOf(1, tickets)).toBe('1 ticket');
    expect(countOf(0, tickets)).toBe('0 tickets');
    expect(countOf(2, tickets)).toBe('2 tickets');
    expect(nounFor(1.5, { one: 'time', other: 'times' })).toBe('times');
  });

  it('writes the count with en-AU digit groups', () => {
    expect(countOf(1204, tickets)).toBe('1,204 tickets');
  });

  it("says 'Over' for a count that stopped at its cap, and the count itself otherwise", () => {
    expect(countOrOver(10_000, tickets, true)).toBe('Over 10,000 tickets');
    expect(countOrOver(10_000, tickets, true, { midSentence: true })).toBe('over 10,000 tickets');
    expect(countOrOver(1, tickets, false)).toBe('1 ticket');
    expect(countOrOver(12, tickets, undefined)).toBe('12 tickets');
  });
});
