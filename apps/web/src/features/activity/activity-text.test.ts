import { describe, expect, it } from 'vitest';
import { activityText } from './activity-text';

describe('activity text', () => {
  it('words each kind of activity as spec 1 lists them', () => {
    expect(activityText('quote_request')).toBe('requested a quote');
    expect(activityText('order_placed')).toBe('placed an order');
    expect(activityText('partnership_signup')).toBe('became a partner');
    expect(activityText('bulk_order')).toBe('placed a bulk order');
    expect(activityText('wishlist_shared')).toBe('was active');
  });
});
