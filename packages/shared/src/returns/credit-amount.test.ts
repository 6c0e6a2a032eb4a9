import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gstIncludedIn } from '../orders/tax-invoice.ts';
import { returnableQuantity, returnCredit, returnWindowLastDay } from './credit-amount.ts';

describe('returnCredit', () => {
  it('credits each line at the price paid, with GST 1/11 of the total rounded once', () => {
    expect(
      returnCredit({
        lines: [{ quantity: 2, unitCents: 1_999 }],
        orderGoodsCents: 9_995,
        orderDiscountCents: 0,
        creditedBeforeCents: 0,
      }),
    ).toEqual({ totalCents: 3_998, gstCents: 363 });
  });

  it("takes the order's discount off in proportion, rounded once", () => {
    // 10% off a $100 order: returning $33.33 of goods credits $30.00 (29.997 rounded).
    expect(
      returnCredit({
        lines: [{ quantity: 1, unitCents: 3_333 }],
        orderGoodsCents: 10_000,
        orderDiscountCents: 1_000,
        creditedBeforeCents: 0,
      }).totalCents,
    ).toBe(3_000);
  });

  it('never credits more than is left of the goods after earlier notes', () => {
    expect(
      returnCredit({
        lines: [{ quantity: 1, unitCents: 5_000 }],
        orderGoodsCents: 10_000,
        orderDiscountCents: 0,
        creditedBeforeCents: 7_000,
      }).totalCents,
    ).toBe(3_000);
    expect(
      returnCredit({
        lines: [{ quantity: 1, unitCents: 5_000 }],
        orderGoodsCents: 10_000,
        orderDiscountCents: 0,
        creditedBeforeCents: 10_000,
      }),
    ).toEqual({ totalCents: 0, gstCents: 0 });
  });

  it('credits nothing for goods given away whole', () => {
    expect(
      returnCredit({
        lines: [{ quantity: 3, unitCents: 500 }],
        orderGoodsCents: 1_500,
        orderDiscountCents: 1_500,
        creditedBeforeCents: 0,
      }).totalCents,
    ).toBe(0);
  });

  const order = fc
    .array(
      fc.record({
        quantity: fc.integer({ min: 1, max: 500 }),
        unitCents: fc.integer({ min: 0, max: 500_000 }),
      }),
      {
        minLength: 1,
        maxLength: 8,
      },
    )
    .chain((lines) => {
      const goods = lines.reduce((sum, l) => sum + l.quantity * l.unitCents, 0);
      return fc.record({
        lines: fc.constant(lines),
        discount: fc.integer({ min: 0, max: goods }),
        // How each line's units are split over several returns: a return index per unit batch.
        splits: fc.array(fc.integer({ min: 1, max: 4 }), {
          minLength: lines.length,
          maxLength: lines.length,
        }),
      });
    });

  it('returning everything over several returns never credits more than goods less discount', () => {
    fc.assert(
      fc.property(order, ({ lines, discount, splits }) => {
        const goods = lines.reduce((sum, l) => sum + l.quantity * l.unitCents, 0);
        // Return k takes ceil(quantity / splits) units of each line until none are left.
        const left = lines.map((l) => l.quantity);
        let credited = 0;
        while (left.some((n) => n > 0)) {
          const batch = lines.map((l, i) => {
            const take = Math.min(left[i]!, Math.ceil(l.quantity / splits[i]!));
            left[i]! -= take;
            return { quantity: take, unitCents: l.unitCents };
          });
          const note = returnCredit({
            lines: batch.filter((b) => b.quantity > 0),
            orderGoodsCents: goods,
            orderDiscountCents: discount,
            creditedBeforeCents: credited,
          });
          expect(Number.isInteger(note.totalCents)).toBe(true);
          expect(note.totalCents).toBeGreaterThanOrEqual(0);
          credited += note.totalCents;
        }
        expect(credited).toBeLessThanOrEqual(goods - discount);
      }),
    );
  });

  it('returning everything at once credits exactly goods less discount', () => {
    fc.assert(
      fc.property(order, ({ lines, discount }) => {
        const goods = lines.reduce((sum, l) => sum + l.quantity * l.unitCents, 0);
        const note = returnCredit({
          lines,
          orderGoodsCents: goods,
          orderDiscountCents: discount,
          creditedBeforeCents: 0,
        });
        expect(note.totalCents).toBe(goods - discount);
      }),
    );
  });

  it('GST is round(total / 11), taken once from the whole note', () => {
    fc.assert(
      fc.property(order, ({ lines, discount }) => {
        const goods = lines.reduce((sum, l) => sum + l.quantity * l.unitCents, 0);
        const note = returnCredit({
          lines: lines.slice(0, 1),
          orderGoodsCents: goods,
          orderDiscountCents: discount,
          creditedBeforeCents: 0,
        });
        expect(note.gstCents).toBe(Math.round(note.totalCents / 11));
        expect(note.gstCents).toBe(gstIncludedIn(note.totalCents));
      }),
    );
  });

  it('is exact in cents where floats would drift', () => {
    // 3 × $0.10 of a $0.30 order with $0.10 off: 20 cents, not 19.999….
    expect(
      returnCredit({
        lines: [{ quantity: 3, unitCents: 10 }],
        orderGoodsCents: 30,
        orderDiscountCents: 10,
        creditedBeforeCents: 0,
      }).totalCents,
    ).toBe(20);
    const big = returnCredit({
      lines: [{ quantity: 99_999, unitCents: 99_999_999 }],
      orderGoodsCents: 99_999 * 99_999_999,
      orderDiscountCents: 1,
      creditedBeforeCents: 0,
    });
    expect(big.totalCents).toBe(99_999 * 99_999_999 - 1);
  });
});

describe('returnableQuantity and the window', () => {
  it('is what was delivered less what earlier returns asked, never below nothing', () => {
    expect(returnableQuantity({ quantity: 10, askedBefore: 3 })).toBe(7);
    expect(returnableQuantity({ quantity: 10, askedBefore: 12 })).toBe(0);
  });

  it('closes the window the given number of calendar days after delivery; 0 days turns returns off', () => {
    expect(returnWindowLastDay('2026-01-20', 30)).toBe('2026-02-19');
    expect(returnWindowLastDay('2026-01-20', 0)).toBeNull();
  });
});
