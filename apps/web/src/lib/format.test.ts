import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatRelativeTime } from './format';

describe('en-AU formats', () => {
  it('shows money in AUD with two decimals', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney('19.9')).toBe('$19.90');
    expect(formatMoney(null)).toBe('$0.00');
  });

  it('writes dates day first', () => {
    expect(formatDate('2025-03-04T12:00:00Z')).toBe('4 Mar 2025');
  });

  it('says just now under a minute, then minutes, hours and days ago', () => {
    const now = new Date('2025-03-04T12:00:00Z');
    expect(formatRelativeTime('2025-03-04T11:59:30Z', now)).toBe('just now');
    expect(formatRelativeTime('2025-03-04T11:59:00Z', now)).toBe('1 minute ago');
    expect(formatRelativeTime('2025-03-04T09:00:00Z', now)).toBe('3 hours ago');
    expect(formatRelativeTime('2025-03-01T12:00:00Z', now)).toBe('3 days ago');
  });
});
