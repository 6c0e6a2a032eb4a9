import type { CampaignStatus } from '@party/shared';

/** What "running" reads of a campaign (a row, or the same fields in a checkout's read). */
export interface RunningFields {
  status: CampaignStatus;
  startDate: Date | string;
  endDate: Date | string;
}

/**
 * A campaign is running when it is active and `now` lies in [startDate, endDate): the one place
 * checkout decides whether a campaign's code (typed or auto-applied) can apply at all.
 */
export function isCampaignRunning(campaign: RunningFields, now: Date = new Date()): boolean {
  const at = now.getTime();
  return (
    campaign.status === 'active' &&
    new Date(campaign.startDate).getTime() <= at &&
    new Date(campaign.endDate).getTime() > at
  );
}

/** True while a campaign's code may still be used: no usage limit, or fewer uses than it. */
export function hasUsesLeft(campaign: { usageLimit: number | null; usageCount: number }): boolean {
  return campaign.usageLimit === null || campaign.usageCount < campaign.usageLimit;
}
