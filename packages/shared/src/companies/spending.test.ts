import { describe, expect, it } from 'vitest';
import { approvalTimeLeft, spendingCheck } from './spending.ts';

const limits = (orderLimitCents: number | null, monthlyLimitCents: number | null) => ({
  orderLimitCents,
  monthlyLimitCents,
});

describe('spendingCheck', () => {
  it('lets an order through when the member has no limits', () => {
    expect(spendingCheck(limits(null, null), { totalCents: 999_999_99, spentCents: 5_000_00 })).toEqual({
      needsApproval: false,
    });
  });

  it('treats exactly the order limit as within it, and a cent over as needing approval', () => {
    expect(spendingCheck(limits(500_00, null), { totalCents: 500_00, spentCents: 0 }).needsApproval).toBe(
      false,
    );
    expect(spendingCheck(limits(500_00, null), { totalCents: 500_01, spentCents: 0 })).toEqual({
      needsApproval: true,
      reason: 'order_limit',
      limitCents: 500_00,
    });
  });

  it('counts the month: spent plus this order over the monthly limit needs approval', () => {
    expect(
      spendingCheck(limits(null, 2_000_00), { totalCents: 400_00, spentCents: 1_600_00 }).needsApproval,
    ).toBe(false);
    expect(spendingCheck(limits(null, 2_000_00), { totalCents: 400_01, spentCents: 1_600_00 })).toEqual({
      needsApproval: true,
      reason: 'monthly_limit',
      limitCents: 2_000_00,
      monthTotalCents: 2_000_01,
    });
  });

  it('names the order limit first when both are crossed', () => {
    expect(spendingCheck(limits(100_00, 150_00), { totalCents: 200_00, spentCents: 0 })).toMatchObject({
      reason: 'order_limit',
    });
  });

  it('sends every order to approval with a limit of 0', () => {
    expect(spendingCheck(limits(0, null), { totalCents: 1, spentCents: 0 }).needsApproval).toBe(true);
    expect(spendingCheck(limits(0, null), { totalCents: 0, spentCents: 0 }).needsApproval).toBe(false);
  });
});

describe('approvalTimeLeft', () => {
  const now = new Date('2026-11-28T00:00:00Z');
  const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000);
  it('reads in days from two days, in hours below, and under an hour at the end', () => {
    expect(approvalTimeLeft(at(72), now)).toBe('Expires in 3 days');
    expect(approvalTimeLeft(at(49.5), now)).toBe('Expires in 2 days');
    expect(approvalTimeLeft(at(47.9), now)).toBe('Expires in 47 hours');
    expect(approvalTimeLeft(at(1), now)).toBe('Expires in 1 hour');
    expect(approvalTimeLeft(at(0.5), now)).toBe('Expires in under an hour');
  });
});
