import { describe, expect, it } from 'vitest';
import { businessDay } from '../calendar/business-day.ts';
import { addDays } from '../calendar/calendar-days.ts';
import { normaliseQuoteQuantity, quoteCustomerSchema, quoteQuantityError } from './contract.ts';

describe('quote form rules', () => {
  it('turns an invalid or empty quantity into 1 and keeps whole numbers', () => {
    expect(normaliseQuoteQuantity('')).toBe(1);
    expect(normaliseQuoteQuantity('abc')).toBe(1);
    expect(normaliseQuoteQuantity('0')).toBe(1);
    expect(normaliseQuoteQuantity('-3')).toBe(1);
    expect(normaliseQuoteQuantity('7.9')).toBe(7);
    expect(normaliseQuoteQuantity('24')).toBe(24);
    // Over the maximum stays as typed, so the box can say what is wrong instead of changing it.
    expect(normaliseQuoteQuantity('1000000')).toBe(1_000_000);
    expect(quoteQuantityError(1_000_000)).toBe('Quantity must be at most 100,000');
    expect(quoteQuantityError(100_000)).toBeUndefined();
  });

  it("refuses an event date before today's date in Sydney", () => {
    const eventDateMessage = (eventDate: string) =>
      quoteCustomerSchema
        .safeParse({ customerName: 'Jo', customerEmail: 'jo@example.com.au', eventDate })
        .error?.issues.map((issue) => issue.message);
    const today = businessDay();
    // 23 November 2026, 14:30 UTC is already 24 November in Sydney (AEDT, UTC+11).
    expect(businessDay(new Date('2026-11-23T14:30:00Z'))).toBe('2026-11-24');
    expect(eventDateMessage('2020-01-01')).toEqual(['Event date cannot be in the past']);
    expect(eventDateMessage(addDays(today, -1))).toEqual(['Event date cannot be in the past']);
    expect(eventDateMessage(today)).toBeUndefined();
    expect(eventDateMessage('')).toBeUndefined();
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
