import { describe, expect, it } from 'vitest';
import { vendorDocumentCounts, vendorDocumentFieldsSchema, vendorDocumentStatus } from './contract.ts';

const today = '2026-11-26';
const doc = (expiryDate: string | null, isVerified: boolean, rejectedAt: string | null = null) => ({
  expiryDate,
  isVerified,
  rejectedAt,
});

describe('vendor document badge (Expired, Rejected, Pending Review, Expiring Soon, Verified, in that order)', () => {
  it.each([
    ['past expiry, verified or not', doc('2026-11-25', true), 'expired'],
    ['past expiry beats pending', doc('2026-11-25', false), 'expired'],
    ['not verified', doc(null, false), 'pending_review'],
    ['not verified, expiring', doc('2026-12-01', false), 'pending_review'],
    ['rejected by an admin', doc(null, false, '2026-11-20T00:00:00.000Z'), 'rejected'],
    ['verified, expires today', doc(today, true), 'expiring_soon'],
    ['verified, expires in 30 days', doc('2026-12-26', true), 'expiring_soon'],
    ['verified, expires in 31 days', doc('2026-12-27', true), 'verified'],
    ['verified, no expiry', doc(null, true), 'verified'],
  ] as const)('%s → %s', (_case, input, status) => {
    expect(vendorDocumentStatus(input, today)).toBe(status);
  });

  it('counts expired first, then verified (expiring soon included), then pending', () => {
    expect(
      vendorDocumentCounts([
        'expired',
        'verified',
        'expiring_soon',
        'pending_review',
        'rejected',
        'pending_review',
      ]),
    ).toEqual({ total: 6, verified: 2, pendingReview: 2, expired: 1 });
  });
});

describe('upload fields', () => {
  it("needs a name and a type, with 'Please fill in all required fields'", () => {
    const result = vendorDocumentFieldsSchema.safeParse({ documentName: ' ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Please fill in all required fields',
      'Please fill in all required fields',
    ]);
  });

  it('takes a blank expiry date as none and refuses one that is not a date', () => {
    const base = { documentName: 'ABN certificate', documentType: 'business_license' };
    expect(vendorDocumentFieldsSchema.parse({ ...base, expiryDate: '' }).expiryDate).toBeUndefined();
    expect(vendorDocumentFieldsSchema.parse({ ...base, expiryDate: '2027-03-31' }).expiryDate).toBe(
      '2027-03-31',
    );
    for (const expiryDate of ['2027-02-30', '2027-13-01', '31/03/2027'])
      expect(vendorDocumentFieldsSchema.safeParse({ ...base, expiryDate }).success).toBe(false);
  });
});
