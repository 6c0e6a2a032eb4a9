import { describe, expect, it } from 'vitest';
import { type CampaignLifecycle, isCampaignAwaitingApproval, isCampaignDeletable } from './lifecycle.ts';

const states: CampaignLifecycle['status'][] = ['draft', 'scheduled', 'active', 'ended', 'cancelled'];

describe('campaign lifecycle (docs/product/associate-portal.md)', () => {
  it('deletes a draft, submitted or not, and nothing past draft', () => {
    expect(isCampaignDeletable({ status: 'draft', approvalStatus: null })).toBe(true);
    expect(isCampaignDeletable({ status: 'draft', approvalStatus: 'pending' })).toBe(true);
    expect(isCampaignDeletable({ status: 'draft', approvalStatus: 'rejected' })).toBe(true);
    for (const status of states.filter((s) => s !== 'draft'))
      expect(isCampaignDeletable({ status, approvalStatus: 'approved' })).toBe(false);
  });

  it('awaits approval only as a submitted draft not yet decided', () => {
    expect(isCampaignAwaitingApproval({ status: 'draft', approvalStatus: 'pending' })).toBe(true);
    expect(isCampaignAwaitingApproval({ status: 'draft', approvalStatus: null })).toBe(false);
    expect(isCampaignAwaitingApproval({ status: 'draft', approvalStatus: 'rejected' })).toBe(false);
    expect(isCampaignAwaitingApproval({ status: 'cancelled', approvalStatus: 'pending' })).toBe(false);
  });
});
