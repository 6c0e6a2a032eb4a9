import { describe, expect, it } from 'vitest';
import { isFinanceApprover } from './finance-approver.ts';

describe('isFinanceApprover (docs/product/approvals.md)', () => {
  it('is a finance associate', () => {
    expect(isFinanceApprover({ role: 'associate', associateRole: 'finance', isAdmin: false })).toBe(true);
  });

  it('is any admin, whatever their role', () => {
    expect(isFinanceApprover({ role: null, associateRole: null, isAdmin: true })).toBe(true);
    expect(isFinanceApprover({ role: 'associate', associateRole: 'sales', isAdmin: true })).toBe(true);
  });

  it('is not another department, nor someone who is not an associate', () => {
    expect(isFinanceApprover({ role: 'associate', associateRole: 'sales', isAdmin: false })).toBe(false);
    expect(
      isFinanceApprover({ role: 'associate', associateRole: 'product_management', isAdmin: false }),
    ).toBe(false);
    expect(isFinanceApprover({ role: 'associate', associateRole: null, isAdmin: false })).toBe(false);
    expect(isFinanceApprover({ role: 'partner', associateRole: 'finance', isAdmin: false })).toBe(false);
  });
});
