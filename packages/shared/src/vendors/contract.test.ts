import { describe, expect, it } from 'vitest';
import {
  addVendorProductSchema,
  averageVendorPrice,
  vendorMessages,
  vendorPasswordProblem,
} from './contract.ts';

describe('Avg. Price (mean of vendor prices, 2 decimals)', () => {
  it.each([
    [[], '0.00'],
    [['4.10'], '4.10'],
    [['4.10', '2.25', '1.00'], '2.45'],
    [['0.01', '0.02'], '0.02'],
    [['10', '20', '20'], '16.67'],
  ])('%j → %s', (prices, mean) => {
    expect(averageVendorPrice(prices)).toBe(mean);
  });
});

describe('vendor password rules, in order', () => {
  const ok = { currentPassword: 'Old-pass-1', newPassword: 'Sparkle2026', confirmPassword: 'Sparkle2026' };
  it.each([
    [{ ...ok, currentPassword: '' }, vendorMessages.passwordFieldsRequired],
    [{ ...ok, confirmPassword: '' }, vendorMessages.passwordFieldsRequired],
    [{ ...ok, confirmPassword: 'Sparkle2027' }, vendorMessages.passwordsDiffer],
    [{ ...ok, newPassword: 'Spar1', confirmPassword: 'Spar1' }, vendorMessages.passwordTooShort],
    [{ ...ok, newPassword: 'sparkle2026', confirmPassword: 'sparkle2026' }, vendorMessages.passwordTooWeak],
    [{ ...ok, newPassword: 'SparkleParty', confirmPassword: 'SparkleParty' }, vendorMessages.passwordTooWeak],
    [ok, null],
  ])('%j → %s', (input, message) => {
    expect(vendorPasswordProblem(input)).toBe(message);
  });
});

describe('Add vendor product contract', () => {
  it('fills the defaults (MOQ 1, lead time 7, available) and takes form text as numbers', () => {
    const parsed = addVendorProductSchema.parse({
      productId: '6f1c2f55-4d0f-4c89-9d4f-1b2a3c4d5e6f',
      vendorPrice: '3.50',
      minimumOrderQuantity: '',
      leadTimeDays: '',
      vendorSku: '  ',
    });
    expect(parsed).toMatchObject({
      vendorPrice: 3.5,
      minimumOrderQuantity: 1,
      leadTimeDays: 7,
      vendorSku: null,
    });
  });
});
