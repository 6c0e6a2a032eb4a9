import { describe, expect, it } from 'vitest';
import { hasUsesLeft, isCampaignRunning } from '../../src/domains/campaigns/campaign-running.ts';

const now = new Date('2026-03-10T00:00:00.000Z');
const running = {
  status: 'active' as const,
  startDate: '2026-03-01T00:00:00.000Z',
  endDate: '2026-03-20T00:00:00.000Z',
};

describe('a campaign is running', () => {
  it('when active and now is between its start (inclusive) and its end (exclusive)', () => {
    expect(isCampaignRunning(running, now)).toBe(true);
    expect(isCampaignRunning({ ...running, startDate: now }, now)).toBe(true);
    expect(isCampaignRunning({ ...running, startDate: new Date(running.startDate) }, now)).toBe(true);
  });

  it('not at or after its end, nor before its start', () => {
    expect(isCampaignRunning({ ...running, endDate: now }, now)).toBe(false);
    expect(isCampaignRunning({ ...running, endDate: '2026-03-09T23:59:59.999Z' }, now)).toBe(false);
    expect(isCampaignRunning({ ...running, startDate: '2026-03-10T00:00:00.001Z' }, now)).toBe(false);
  });

  it.each(['draft', 'scheduled', 'ended', 'cancelled'] as const)(
    'not when %s, whatever its dates',
    (status) => {
      expect(isCampaignRunning({ ...running, status }, now)).toBe(false);
    },
  );

  it('its code has uses left with no limit or fewer uses than the limit', () => {
    expect(hasUsesLeft({ usageLimit: null, usageCount: 1000 })).toBe(true);
    expect(hasUsesLeft({ usageLimit: 3, usageCount: 2 })).toBe(true);
    expect(hasUsesLeft({ usageLimit: 3, usageCount: 3 })).toBe(false);
  });
});
