import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ABN_WEIGHTS, formatAbn, isValidAbn, normalizeAbn } from './abn.ts';

/** The register's own example and real published ABNs. */
const knownGood = ['51 824 753 556', '53 004 085 616', '33 051 775 556', '12 004 044 937'];

/** Builds a valid ABN from nine free digits by choosing the two leading digits that fix the sum. */
function validAbnFrom(rest: number[]): string {
  for (let first = 10; first <= 99; first++) {
    const digits = [...String(first)].map(Number).concat(rest);
    const sum = digits.reduce((total, d, i) => total + (i === 0 ? d - 1 : d) * ABN_WEIGHTS[i]!, 0);
    if (sum % 89 === 0) return digits.join('');
  }
  throw new Error('no leading pair fits');
}

describe('ABN checksum', () => {
  it('accepts published ABNs, with or without spaces', () => {
    for (const abn of knownGood) {
      expect(isValidAbn(abn)).toBe(true);
      expect(isValidAbn(abn.replaceAll(' ', ''))).toBe(true);
    }
  });

  it('refuses a wrong checksum, the wrong length and letters', () => {
    expect(isValidAbn('51 824 753 557')).toBe(false);
    expect(isValidAbn('12 345 678 901')).toBe(false);
    expect(isValidAbn('5182475355')).toBe(false);
    expect(isValidAbn('518247535560')).toBe(false);
    expect(isValidAbn('51 824 753 55a')).toBe(false);
    expect(isValidAbn('')).toBe(false);
  });

  it('normalises and formats the way the register prints it', () => {
    expect(normalizeAbn(' 51 824  753 556 ')).toBe('51824753556');
    expect(normalizeAbn('51-824-753-556')).toBeNull();
    expect(formatAbn('51824753556')).toBe('51 824 753 556');
    expect(formatAbn('not an abn')).toBe('not an abn');
  });

  it('accepts every ABN built to the rule, however it is spaced', () => {
    const nineDigits = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 });
    fc.assert(
      fc.property(nineDigits, fc.array(fc.nat(10), { maxLength: 4 }), (rest, gaps) => {
        const abn = validAbnFrom(rest);
        let spaced = abn;
        for (const at of gaps) spaced = `${spaced.slice(0, at)} ${spaced.slice(at)}`;
        expect(isValidAbn(spaced)).toBe(true);
        expect(normalizeAbn(spaced)).toBe(abn);
      }),
    );
  });

  it('catches any single changed digit of a valid ABN', () => {
    const nineDigits = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 });
    fc.assert(
      fc.property(nineDigits, fc.nat(10), fc.integer({ min: 1, max: 9 }), (rest, position, shift) => {
        const digits = [...validAbnFrom(rest)].map(Number);
        digits[position] = (digits[position]! + shift) % 10;
        // Every weight is below 89 and 89 is prime, so one changed digit always breaks the sum.
        expect(isValidAbn(digits.join(''))).toBe(false);
      }),
    );
  });
});
