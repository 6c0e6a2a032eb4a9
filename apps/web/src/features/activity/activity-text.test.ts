import { describe, expect, it } from 'vitest';
import { activityText } from './activity-text';

describe('activity text', () => {
  it('words each kind of recent activity: quote requests, orders, sign-ups, bulk orders', () => {
    expect(activityText('quote_request')).toBe('requested a quote');
    expect(activityText('order_placed')).toBe('placed an order');
    expect(activityText('partnership_signup')).toBe('became a partner');
    expect(activityText('bulk_order')).toBe('placed a bulk order');
    expect(activityText('wishlist_shared')).toBe('was active');
  });
});
