import { describe, expect, it } from 'vitest';
import { pickDay, presetRange } from './date-range';

const day = (d: number) => new Date(2026, 10, d);

describe('pickDay', () => {
  it('starts a range, then ends it', () => {
    const first = pickDay({ from: undefined, to: undefined }, day(10));
    expect(first).toEqual({ draft: { from: day(10), to: undefined }, done: false });
    expect(pickDay(first.draft, day(20))).toEqual({ draft: { from: day(10), to: day(20) }, done: true });
  });

  it('swaps an end picked before the start', () => {
    const first = pickDay({ from: undefined, to: undefined }, day(20));
    expect(pickDay(first.draft, day(3))).toEqual({ draft: { from: day(3), to: day(20) }, done: true });
  });

  it('starts again after a complete range', () => {
    expect(pickDay({ from: day(1), to: day(5) }, day(9)).draft).toEqual({ from: day(9), to: undefined });
  });
});

describe('presetRange', () => {
  it('Last 30 days counts today and the 29 days before', () => {
    expect(presetRange('last-30-days', new Date(2026, 10, 23, 15))).toEqual({
      from: '2026-10-25',
      to: '2026-11-23',
    });
  });

  it('Last 3 months goes back three calendar months', () => {
    expect(presetRange('last-3-months', new Date(2026, 10, 23))).toEqual({
      from: '2026-08-23',
      to: '2026-11-23',
    });
  });
});
