import { describe, expect, it } from 'vitest';
import { pendingTasksLabel } from '../overview/dashboard.ts';
import { reviewInputSchema, reviewMessages, roundRating } from './contract.ts';

describe('review rules', () => {
  it('rounds the average to one decimal, and no reviews is 0', () => {
    expect(roundRating('4.3333333333')).toBe(4.3);
    expect(roundRating(4.25)).toBe(4.3);
    expect(roundRating(4.24)).toBe(4.2);
    expect(roundRating(null)).toBe(0);
  });

  it("defaults the rating to 5 and refuses blank fields with 'Please fill in all review fields'", () => {
    expect(reviewInputSchema.parse({ title: ' Great ', comment: 'Lovely' })).toEqual({
      rating: 5,
      title: 'Great',
      comment: 'Lovely',
    });
    const blank = reviewInputSchema.safeParse({ rating: 3, title: '  ', comment: '' });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues.map((i) => i.message)).toEqual([
      reviewMessages.fieldsRequired,
      reviewMessages.fieldsRequired,
    ]);
    for (const rating of [0, 6, 2.5]) {
      expect(reviewInputSchema.safeParse({ rating, title: 'a', comment: 'b' }).success, String(rating)).toBe(
        false,
      );
    }
  });
});

describe('pending tasks line', () => {
  it("reads as 'N pending tasks' with the real number", () => {
    expect(pendingTasksLabel(5)).toBe('5 pending tasks');
    expect(pendingTasksLabel(0)).toBe('0 pending tasks');
    expect(pendingTasksLabel(1)).toBe('1 pending task');
    expect(pendingTasksLabel(1200)).toBe('1,200 pending tasks');
  });
});
