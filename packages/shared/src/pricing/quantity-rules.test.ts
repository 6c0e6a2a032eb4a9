import { describe, expect, it } from 'vitest';
import { formatTiersCsv, nearestMultiples, parseTiersCsv, tierProblems } from './quantity-rules.ts';
import { quantityRulesSchema } from './quantity-rules-contract.ts';

const tiers = (...pairs: [number, number][]) =>
  pairs.map(([minQuantity, unitCents]) => ({ minQuantity, unitCents }));

describe('tierProblems', () => {
  it('accepts rising minimums, falling prices below the list price, in whole packs', () => {
    expect(tierProblems(50, tiers([12, 45], [48, 40]), 12)).toEqual([]);
    expect(tierProblems(50, [], 12)).toEqual([]);
    expect(tierProblems(500, tiers([2, 450], [3, 449]), 1)).toEqual([]);
  });

  it('refuses a price not lower than the tier before, naming both tiers', () => {
    expect(tierProblems(50, tiers([12, 45], [48, 45]), 1)).toEqual([
      {
        index: 1,
        field: 'unitPrice',
        message: "Tier 2 (from 48): the price must be lower than tier 1's $0.45",
      },
    ]);
  });

  it('refuses a price at or above the list price', () => {
    expect(tierProblems(450, tiers([12, 450]), 1)).toEqual([
      {
        index: 0,
        field: 'unitPrice',
        message: 'Tier 1 (from 12): the price must be lower than the list price $4.50',
      },
    ]);
    // Without the list price (the form), only the other rules apply.
    expect(tierProblems(null, tiers([12, 450]), 1)).toEqual([]);
  });

  it('refuses a minimum not above the tier before', () => {
    expect(tierProblems(500, tiers([48, 450], [12, 400]), 1)).toEqual([
      {
        index: 1,
        field: 'minQuantity',
        message: "Tier 2 (from 12): the quantity must be more than tier 1's 48",
      },
    ]);
    expect(tierProblems(500, tiers([12, 450], [12, 400]), 1)[0]?.message).toBe(
      "Tier 2 (from 12): the quantity must be more than tier 1's 12",
    );
  });

  it('refuses a minimum that is not whole packs, proposing the nearest', () => {
    expect(tierProblems(500, tiers([30, 450]), 12)).toEqual([
      {
        index: 0,
        field: 'minQuantity',
        message: 'Tier 1 (from 30): the quantity must be a multiple of the pack size (12): 24 or 36',
      },
    ]);
    expect(tierProblems(500, tiers([10, 450]), 12)[0]?.message).toBe(
      'Tier 1 (from 10): the quantity must be a multiple of the pack size (12): 12',
    );
  });

  it('reports every bad tier, a tier twice when both its fields are wrong', () => {
    const problems = tierProblems(500, tiers([12, 500], [6, 600]), 1);
    expect(problems.map((p) => [p.index, p.field])).toEqual([
      [0, 'unitPrice'],
      [1, 'minQuantity'],
      [1, 'unitPrice'],
    ]);
  });
});

describe('nearestMultiples', () => {
  it('gives the multiple below (when allowed) and above', () => {
    expect(nearestMultiples(20, 12)).toEqual([12, 24]);
    expect(nearestMultiples(5, 12)).toEqual([12]);
    expect(nearestMultiples(99_999, 7000, 7000, 100_000)).toEqual([98_000]);
  });
});

describe('quantityRulesSchema', () => {
  it('reads the form text, upper-cases the SKU and defaults to no tiers', () => {
    expect(quantityRulesSchema.parse({ sku: ' bal-00042 ', packSize: '12', minOrderQty: '24' })).toEqual({
      sku: 'BAL-00042',
      packSize: 12,
      minOrderQty: 24,
      tiers: [],
    });
  });

  it('refuses a minimum that is not a multiple of the pack size, naming the nearest valid ones', () => {
    const result = quantityRulesSchema.safeParse({ sku: 'A1', packSize: 12, minOrderQty: 20, tiers: [] });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['minOrderQty'],
        message: 'The minimum must be a multiple of the pack size (12): 12 or 24',
      }),
    ]);
  });

  it('gives each field its own message, tiers by row and field', () => {
    const result = quantityRulesSchema.safeParse({
      sku: '-bad sku',
      packSize: '0',
      minOrderQty: '1.5',
      tiers: [
        { minQuantity: '1', unitPrice: '-1' },
        { minQuantity: '12', unitPrice: '4.505' },
      ],
    });
    const byPath = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(byPath).toEqual({
      sku: 'SKU must be up to 32 letters, digits and dashes, starting with a letter or digit',
      packSize: 'Pack size must be a whole number from 1 to 10,000',
      minOrderQty: 'Minimum order must be a whole number from 1 to 100,000',
      'tiers.0.minQuantity': 'From quantity must be a whole number from 2 to 100,000',
      'tiers.0.unitPrice': 'Unit price must be 0 or more',
      'tiers.1.unitPrice': 'Unit price must be in dollars and cents',
    });
  });

  it('checks the tier rules it can without the list price', () => {
    const result = quantityRulesSchema.safeParse({
      sku: 'A1',
      packSize: 1,
      minOrderQty: 1,
      tiers: [
        { minQuantity: 12, unitPrice: 4.5 },
        { minQuantity: 48, unitPrice: 4.5 },
      ],
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['tiers', 1, 'unitPrice'],
        message: "Tier 2 (from 48): the price must be lower than tier 1's $4.50",
      }),
    ]);
    const many = Array.from({ length: 11 }, (_, i) => ({ minQuantity: 2 + i, unitPrice: 10 - i / 10 }));
    expect(
      quantityRulesSchema.safeParse({ sku: 'A1', packSize: 1, minOrderQty: 1, tiers: many }).error?.issues[0]
        ?.message,
    ).toBe('At most 10 quantity breaks');
  });
});

describe('tiers in CSV', () => {
  it('writes and reads 12:4.50|48:4.00', () => {
    expect(
      formatTiersCsv([
        { minQuantity: 12, unitPrice: 4.5 },
        { minQuantity: 48, unitPrice: 4 },
      ]),
    ).toBe('12:4.50|48:4.00');
    expect(parseTiersCsv(' 12:4.50 | 48 : $4 ')).toEqual({
      tiers: [
        { minQuantity: '12', unitPrice: '4.50' },
        { minQuantity: '48', unitPrice: '4' },
      ],
    });
    expect(parseTiersCsv('')).toEqual({ tiers: [] });
  });

  it('names the entry that is not quantity:price', () => {
    expect(parseTiersCsv('12:4.50|48')).toEqual({
      message: 'Tier 2 is not "quantity:price" (for example 12:4.50|48:4.00)',
    });
  });
});
