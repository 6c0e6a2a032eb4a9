import { describe, expect, it } from 'vitest';
import { quoteApprovalCauses, quoteReleaseBlock } from './staff-contract.ts';

const facts = {
  grossCents: 499_900,
  discountCents: 0,
  lines: [{ priceCents: 49_990, costCents: 30_000 }],
  thresholdCents: [500_000],
  discountApprovalPercent: 20,
};

describe('quote approval (docs/product/approvals.md)', () => {
  it('asks approval at the threshold, above the discount share, or below cost', () => {
    expect(quoteApprovalCauses(facts)).toEqual([]);
    expect(quoteApprovalCauses({ ...facts, grossCents: 500_000 })).toEqual(['threshold']);
    // A 100% discount on a $4,999 quote.
    expect(quoteApprovalCauses({ ...facts, discountCents: 499_900 })).toEqual([
      'discount_share',
      'below_cost',
    ]);
    expect(quoteApprovalCauses({ ...facts, discountCents: 99_980 })).toEqual([]);
    expect(quoteApprovalCauses({ ...facts, discountCents: 99_981 })).toEqual(['discount_share']);
    expect(
      quoteApprovalCauses({
        ...facts,
        discountCents: 50_000,
        lines: [{ priceCents: 49_990, costCents: 45_000 }],
      }),
    ).toEqual(['below_cost']);
    // Exact at sizes where a float product would round.
    const big = 99_999_999_999;
    expect(
      quoteApprovalCauses({
        ...facts,
        grossCents: big,
        discountCents: 1,
        thresholdCents: [],
        lines: [{ priceCents: big, costCents: big - 1 }],
      }),
    ).toEqual([]);
  });

  it('lets Email Quote and Convert to Order through only an approved quote or one needing none', () => {
    const quote = {
      status: 'sent' as const,
      requiresApproval: true,
      approvalStatus: 'pending' as const,
      itemCount: 1,
      deliveryMethodId: 'd' as string | null,
    };
    expect(quoteReleaseBlock(quote)).toBe('awaiting_approval');
    expect(quoteReleaseBlock({ ...quote, approvalStatus: 'rejected' })).toBe('rejected');
    expect(quoteReleaseBlock({ ...quote, approvalStatus: 'approved' })).toBeNull();
    expect(quoteReleaseBlock({ ...quote, requiresApproval: false, approvalStatus: null })).toBeNull();
    expect(quoteReleaseBlock({ ...quote, itemCount: 0 })).toBe('no_items');
    // The customer's total includes delivery: none chosen, nothing goes out.
    expect(quoteReleaseBlock({ ...quote, deliveryMethodId: null })).toBe('no_delivery');
    expect(quoteReleaseBlock({ ...quote, status: 'converted' })).toBe('closed');
  });
});
