import { describe, expect, it } from 'vitest';
import {
  categoriesMatching,
  productInputSchema,
  profitMargin,
  stockUpdatedMessage,
} from './staff-contract.ts';

describe('product rules', () => {
  it('profit margin is (price - cost) / price × 100 to one decimal, N/A (null) without a cost', () => {
    expect(profitMargin(14.5, 5)).toBe(65.5);
    expect(profitMargin(3, 1)).toBe(66.7);
    expect(profitMargin(10, 0)).toBeNull();
    expect(profitMargin(10, -1)).toBeNull();
  });

  it('stock toasts carry the sign', () => {
    expect(stockUpdatedMessage(5)).toBe('Stock updated: +5');
    expect(stockUpdatedMessage(-3)).toBe('Stock updated: -3');
  });

  it('search matches a category by its id or label, case-insensitively', () => {
    expect(categoriesMatching('CAKE supp')).toEqual(['cake-supplies']);
    expect(categoriesMatching('party-ess')).toEqual(['party-essentials']);
    expect(categoriesMatching('zzz')).toEqual([]);
  });

  it('the form reads its numbers from text, drops blank features, and gives the form texts', () => {
    expect(
      productInputSchema.parse({
        name: ' Cups ',
        price: '3.50',
        cost: '',
        stockQuantity: '',
        features: ['', ' A '],
      }),
    ).toMatchObject({
      name: 'Cups',
      price: 3.5,
      cost: 0,
      stockQuantity: 0,
      features: ['A'],
      isFeatured: false,
    });
    const result = productInputSchema.safeParse({
      name: '',
      price: '0',
      cost: '-1',
      stockQuantity: '1.5',
      imageUrl: 'x',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message).sort()).toEqual(
      [
        'Cost cannot be negative',
        'Please enter a valid URL',
        'Price must be greater than 0',
        'Product name is required',
        'Quantity must be a whole number',
      ].sort(),
    );
  });
});
