import { type Campaign, isCampaignEditable } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { publishEvent } from '../../lib/events.ts';
import { type CampaignRow, findCampaignRecords, lockCampaign } from './campaigns.repository.ts';
import { toCampaign } from './to-campaign.ts';

/** The campaign as the API shows it, or a 404. */
export async function readCampaign(tx: Tx, id: string): Promise<Campaign> {
  const [record] = await findCampaignRecords(tx, [id]);
  if (!record) throw notFound('Campaign');
  return toCampaign(record);
}

/** A campaign on the audit screen: its name and promo code. */
export const campaignLabel = (campaign: { name: string; promoCode: string | null }): string =>
  `${campaign.name} (${campaign.promoCode})`;

/** The campaign locked for a change; a soft-deleted one is gone (404). */
export async function lockLiveCampaign(tx: Tx, id: string): Promise<CampaignRow> {
  const campaign = await lockCampaign(tx, id);
  if (!campaign || campaign.status === 'cancelled') throw notFound('Campaign');
  return campaign;
}

/** Refuses a change to a campaign that is not editable (`isCampaignEditable`), saying why. */
export function assertEditableDraft(campaign: CampaignRow, doing: string): void {
  if (isCampaignEditable(campaign)) return;
  if (campaign.status !== 'draft')
    throw new AppError('CONFLICT', `This campaign is ${campaign.status}; only a draft can be ${doing}.`);
  if (campaign.approvalStatus === 'pending')
    throw new AppError(
      'CONFLICT',
      `This campaign is awaiting approval; it cannot be ${doing} until it is approved or rejected.`,
    );
}

/** Tells every associate's (and admin's) open Campaigns screen that a campaign changed. */
export async function publishCampaignChange(tx: Tx, campaign: { id: string; status: string }): Promise<void> {
  await publishEvent(tx, {
    roles: ['associate'],
    admins: true,
    type: 'campaign.changed',
    data: { campaignId: campaign.id, status: campaign.status },
  });
}
