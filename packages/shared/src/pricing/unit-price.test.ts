import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextBreak, percentOffCents, priceTable, quantityProblem, tierFor, unitPrice } from './unit-price.ts';

const tiers = [
  { minQuantity: 12, unitCents: 450 },
  { minQuantity: 48, unitCents: 400 },
];

describe('unitPrice', () => {
  it('is the list price with no list and below every break', () => {
    expect(unitPrice({ listCents: 500, tiers, listEntry: null, quantity: 11 })).toEqual({
      unitCents: 500,
      listCents: 500,
      source: 'list',
    });
  });

  it('takes the break a quantity reaches, the highest one', () => {
    expect(unitPrice({ listCents: 500, tiers, listEntry: null, quantity: 12 }).unitCents).toBe(450);
    expect(unitPrice({ listCents: 500, tiers, listEntry: null, quantity: 47 }).unitCents).toBe(450);
    expect(unitPrice({ listCents: 500, tiers, listEntry: null, quantity: 48 })).toMatchObject({
      unitCents: 400,
      source: 'tier',
    });
  });

  it("takes the price list's fixed price or percentage when lower, and the break when lower still", () => {
    expect(unitPrice({ listCents: 500, tiers, listEntry: { fixedCents: 420 }, quantity: 12 })).toMatchObject({
      unitCents: 420,
      source: 'price_list',
    });
    expect(unitPrice({ listCents: 500, tiers, listEntry: { fixedCents: 420 }, quantity: 48 }).unitCents).toBe(
      400,
    );
    expect(
      unitPrice({ listCents: 500, tiers: [], listEntry: { percentOff: 10 }, quantity: 1 }).unitCents,
    ).toBe(450);
  });

  it('never charges more than the list price, and never more for buying more', () => {
    // Tiers as staff can save them: minimums rising, prices falling (docs/product/wholesale-buying.md).
    const tierList = fc
      .uniqueArray(fc.integer({ min: 2, max: 200 }), { minLength: 0, maxLength: 4 })
      .chain((mins) =>
        fc
          .tuple(
            fc.integer({ min: 0, max: 10_000 }),
            fc.array(fc.integer({ min: 1, max: 500 }), { minLength: mins.length, maxLength: mins.length }),
          )
          .map(([first, steps]) => {
            const sorted = [...mins].sort((a, b) => a - b);
            let price = first + steps.reduce((sum, step) => sum + step, 0);
            return sorted.map((minQuantity, i) => {
              price -= steps[i]!;
              return { minQuantity, unitCents: price };
            });
          }),
      );
    const entry = fc.oneof(
      fc.constant(null),
      fc.integer({ min: 0, max: 10_000 }).map((fixedCents) => ({ fixedCents })),
      fc.integer({ min: 0, max: 90 }).map((percentOff) => ({ percentOff })),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        tierList,
        entry,
        fc.integer({ min: 1, max: 300 }),
        (listCents, t, listEntry, quantity) => {
          const at = unitPrice({ listCents, tiers: t, listEntry, quantity });
          const more = unitPrice({ listCents, tiers: t, listEntry, quantity: quantity + 1 });
          expect(at.unitCents).toBeLessThanOrEqual(listCents);
          expect(Number.isInteger(at.unitCents)).toBe(true);
          expect(more.unitCents).toBeLessThanOrEqual(at.unitCents);
        },
      ),
    );
  });
});

describe('percentOffCents and tierFor', () => {
  it('rounds a percentage off half-up to the cent, once per unit', () => {
    expect(percentOffCents(333, 10)).toBe(300);
    expect(percentOffCents(335, 10)).toBe(302);
    expect(percentOffCents(999, 0)).toBe(999);
  });

  it('finds no tier below the first break, whatever the order the tiers come in', () => {
    expect(tierFor([...tiers].reverse(), 11)).toBeNull();
    expect(tierFor([...tiers].reverse(), 60)).toEqual({ minQuantity: 48, unitCents: 400 });
  });
});

describe('nextBreak', () => {
  it('says how many more reach the next lower price, and what each saves', () => {
    expect(nextBreak({ listCents: 500, tiers, listEntry: null, quantity: 8 })).toEqual({
      more: 4,
      savingCents: 50,
    });
    expect(nextBreak({ listCents: 500, tiers, listEntry: null, quantity: 12 })).toEqual({
      more: 36,
      savingCents: 50,
    });
    expect(nextBreak({ listCents: 500, tiers, listEntry: null, quantity: 48 })).toBeNull();
  });

  it('skips a break no better than the price list already gives', () => {
    expect(nextBreak({ listCents: 500, tiers, listEntry: { fixedCents: 420 }, quantity: 1 })).toEqual({
      more: 47,
      savingCents: 20,
    });
  });
});

describe('quantityProblem', () => {
  it('accepts a multiple of the pack size at or above the minimum', () => {
    expect(quantityProblem({ quantity: 24, packSize: 12, minQuantity: 12 })).toBeNull();
    expect(quantityProblem({ quantity: 7, packSize: 1, minQuantity: 1 })).toBeNull();
  });

  it('proposes the nearest packs, and the minimum below it', () => {
    expect(quantityProblem({ quantity: 20, packSize: 12, minQuantity: 12 })).toEqual({
      message: 'Sold in packs of 12. Order 12 or 24.',
      nearest: [12, 24],
    });
    expect(quantityProblem({ quantity: 5, packSize: 12, minQuantity: 24 })).toEqual({
      message: 'The minimum order is 24.',
      nearest: [24],
    });
    expect(quantityProblem({ quantity: 30, packSize: 12, minQuantity: 24 })).toEqual({
      message: 'Sold in packs of 12. Order 24 or 36.',
      nearest: [24, 36],
    });
  });
});

describe('priceTable', () => {
  const tiers = [
    { minQuantity: 12, unitCents: 400 },
    { minQuantity: 48, unitCents: 350 },
  ];

  it('lists each range with its unit price, the last open-ended', () => {
    expect(priceTable({ listCents: 450, tiers, listEntry: null, minOrderQty: 1 })).toEqual([
      { minQuantity: 1, maxQuantity: 11, unitCents: 450 },
      { minQuantity: 12, maxQuantity: 47, unitCents: 400 },
      { minQuantity: 48, maxQuantity: null, unitCents: 350 },
    ]);
  });

  it('merges ranges a price list already beats, and starts at the minimum order', () => {
    expect(priceTable({ listCents: 450, tiers, listEntry: { fixedCents: 380 }, minOrderQty: 12 })).toEqual([
      { minQuantity: 12, maxQuantity: 47, unitCents: 380 },
      { minQuantity: 48, maxQuantity: null, unitCents: 350 },
    ]);
  });

  it('agrees with unitPrice at every quantity', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 0, max: 60 }), (quantity, percent) => {
        const input = { listCents: 450, tiers, listEntry: { percentOff: percent }, minOrderQty: 1 };
        const row = priceTable(input).find(
          (r) => quantity >= r.minQuantity && (r.maxQuantity === null || quantity <= r.maxQuantity),
        )!;
        expect(row.unitCents).toBe(unitPrice({ ...input, quantity }).unitCents);
      }),
    );
  });
});
