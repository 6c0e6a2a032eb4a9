import { describe, expect, it } from 'vitest';
import { normaliseQuoteQuantity, quoteCustomerSchema } from './contract.ts';

describe('quote form rules', () => {
  it('turns an invalid or empty quantity into 1 and keeps whole numbers', () => {
    expect(normaliseQuoteQuantity('')).toBe(1);
    expect(normaliseQuoteQuantity('abc')).toBe(1);
    expect(normaliseQuoteQuantity('0')).toBe(1);
    expect(normaliseQuoteQuantity('-3')).toBe(1);
    expect(normaliseQuoteQuantity('7.9')).toBe(7);
    expect(normaliseQuoteQuantity('24')).toBe(24);
    expect(normaliseQuoteQuantity(1e9)).toBe(100_000);
  });

  it('needs a name of 2 characters and a valid email; the rest is optional', () => {
    const ok = quoteCustomerSchema.safeParse({
      customerName: ' Jo ',
      customerEmail: 'jo@example.com.au',
      eventDate: '',
    });
    expect(ok.success && ok.data.customerName).toBe('Jo');
    const bad = quoteCustomerSchema.safeParse({
      customerName: 'J',
      customerEmail: 'jo@',
      eventDate: '2026-02-30',
    });
    expect(bad.success).toBe(false);
    const messages = Object.fromEntries((bad.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      customerName: 'Name must be at least 2 characters',
      customerEmail: 'Please enter a valid email address',
      eventDate: 'Please enter a valid date',
    });
  });
});
