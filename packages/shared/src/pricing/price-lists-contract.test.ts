import { describe, expect, it } from 'vitest';
import {
  priceListEntryFormSchema,
  priceListInputSchema,
  priceListItemsInputSchema,
  priceListMessages,
  priceListStatus,
} from './price-lists-contract';

const product = (n: number) => `0b8a6f0e-6a43-4f5e-9d1c-${String(n).padStart(12, '0')}`;

describe('price lists', () => {
  it('stand Scheduled before their first day, Expired after their last, else Active', () => {
    const list = { validFrom: '2027-01-01', validTo: '2027-12-31' };
    expect(priceListStatus(list, '2026-12-31')).toBe('scheduled');
    expect(priceListStatus(list, '2027-01-01')).toBe('active');
    expect(priceListStatus(list, '2027-12-31')).toBe('active');
    expect(priceListStatus(list, '2028-01-01')).toBe('expired');
    expect(priceListStatus({ validFrom: '2020-01-01', validTo: null }, '2099-01-01')).toBe('active');
  });

  it('name the other list and its dates when dates overlap (docs/product/wholesale-buying.md)', () => {
    expect(
      priceListMessages.overlap('Schools', {
        name: 'Schools 2027',
        validFrom: '2027-01-01',
        validTo: '2027-12-31',
      }),
    ).toBe(
      'Schools already has "Schools 2027" from 1 January 2027 to 31 December 2027. Change the dates so they do not overlap.',
    );
  });

  it('take blank boxes as no end and no percentage, and refuse an end before the start', () => {
    const base = { name: ' Term 4 ', validFrom: '2026-10-01' };
    expect(priceListInputSchema.parse({ ...base, validTo: '', percentOff: '' })).toEqual({
      name: 'Term 4',
      validFrom: '2026-10-01',
      validTo: null,
      percentOff: null,
    });
    expect(priceListInputSchema.safeParse({ ...base, validTo: null }).success).toBe(false);
    const early = priceListInputSchema.safeParse({ ...base, validTo: '2026-09-30', percentOff: null });
    expect(early.error?.issues[0]).toMatchObject({
      path: ['validTo'],
      message: 'Valid to cannot be before Valid from',
    });
    for (const percentOff of [-1, 90.5, 10.125])
      expect(priceListInputSchema.safeParse({ ...base, validTo: null, percentOff }).success).toBe(false);
  });

  it('name the line of a negative price, a percentage over 90, a missing or double rule and a product twice', () => {
    const issues = priceListItemsInputSchema.safeParse({
      items: [
        { productId: product(1), fixedPrice: 4.5 },
        { productId: product(2), fixedPrice: -0.01 },
        { productId: product(3), percentOff: 91 },
        { productId: product(4), fixedPrice: 1, percentOff: 10 },
        { productId: product(5) },
        { productId: product(1), percentOff: 10 },
      ],
    }).error?.issues;
    expect(issues?.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['items.1.fixedPrice', 'Line 2: the fixed price cannot be negative.'],
      ['items.2.percentOff', 'Line 3: the percentage off must be between 0 and 90.'],
      ['items.3.fixedPrice', 'Line 4: give a fixed price or a percentage off, one of the two.'],
      ['items.4.fixedPrice', 'Line 5: give a fixed price or a percentage off, one of the two.'],
      ['items.5.productId', 'Line 6: this product is already on line 1. A product can be in a list once.'],
    ]);
  });

  it("check one product's entry on the screen with the same limits", () => {
    expect(priceListEntryFormSchema.parse({ rule: 'percentOff', amount: '12.5' })).toEqual({
      rule: 'percentOff',
      amount: 12.5,
    });
    expect(
      priceListEntryFormSchema.safeParse({ rule: 'percentOff', amount: '91' }).error?.issues[0]?.message,
    ).toBe(priceListMessages.percentRange);
    expect(priceListEntryFormSchema.safeParse({ rule: 'fixedPrice', amount: '120' }).success).toBe(true);
    expect(priceListEntryFormSchema.safeParse({ rule: 'fixedPrice', amount: '' }).success).toBe(false);
  });
});
