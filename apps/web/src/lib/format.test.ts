import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatRelativeTime, formatRequestDate } from './format';

describe('en-AU formats', () => {
  it('shows money in AUD with two decimals', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney('19.9')).toBe('$19.90');
    expect(formatMoney(null)).toBe('$0.00');
  });

  it('writes dates day first', () => {
    expect(formatDate('2025-03-04T12:00:00Z')).toBe('4 Mar 2025');
  });

  it("shows every date and time on Sydney's clock, whatever the browser's zone", () => {
    // 9:30 pm UTC on 8 December is 8:30 am on 9 December in Sydney (daylight time).
    expect(formatDate('2026-12-08T21:30:00Z')).toBe('9 Dec 2026');
    expect(formatDateTime('2026-12-08T21:30:00Z')).toBe('9 Dec 2026, 8:30 am');
    // A calendar day is that day for every reader.
    expect(formatDate('2026-12-09')).toBe('9 Dec 2026');
  });

  it("writes request dates as 'MMM dd, yyyy'", () => {
    expect(formatRequestDate('2026-12-08T21:30:00Z')).toBe('Dec 09, 2026');
  });

  it('says just now under a minute, then minutes, hours and days ago', () => {
    const now = new Date('2025-03-04T12:00:00Z');
    expect(formatRelativeTime('2025-03-04T11:59:30Z', now)).toBe('just now');
    expect(formatRelativeTime('2025-03-04T11:59:00Z', now)).toBe('1 minute ago');
    expect(formatRelativeTime('2025-03-04T09:00:00Z', now)).toBe('3 hours ago');
    expect(formatRelativeTime('2025-03-01T12:00:00Z', now)).toBe('3 days ago');
  });
});
