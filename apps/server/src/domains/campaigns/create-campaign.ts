import { randomInt } from 'node:crypto';
import type { Campaign, CampaignValues, Principal } from '@party/shared';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { campaignLabel, publishCampaignChange, readCampaign } from './campaign-guards.ts';
import { assertCampaignAccess } from './campaigns.policy.ts';
import { insertCampaign, promoCodeTaken, replaceCampaignTargets } from './campaigns.repository.ts';
import { campaignColumns, campaignTargets } from './save-campaign-form.ts';

// No 0/O or 1/I: codes are read aloud and typed by people.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A code people can type: up to 8 letters of the name and 4 random characters, e.g. SPRINGSA-7KQ2. */
export async function newPromoCode(tx: Tx, name: string): Promise<string> {
  const stem =
    name
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 8) || 'PROMO';
  for (let attempt = 0; attempt < 10; attempt++) {
    const suffix = Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    const code = `${stem}${suffix}`;
    if (!(await promoCodeTaken(tx, code))) return code;
  }
  throw new AppError('CONFLICT', 'Could not find a free promo code. Please try again.');
}

/** Create Campaign (docs/product/associate-portal.md, Campaigns): a draft with its own promo code, created by the signed-in associate. */
export async function createCampaign(db: Db, caller: Principal, input: CampaignValues): Promise<Campaign> {
  assertCampaignAccess(caller, 'work');
  return db.transaction(async (tx) => {
    const columns = await campaignColumns(tx, input);
    const promoCode = await newPromoCode(tx, input.name);
    const id = await insertCampaign(tx, {
      ...columns,
      status: 'draft',
      promoCode,
      createdBy: caller.userId,
    });
    const targets = campaignTargets(input);
    await replaceCampaignTargets(tx, id, targets);
    await recordAudit(tx, caller, {
      action: 'campaign.created',
      entity: { id, label: campaignLabel({ name: input.name, promoCode }) },
      newValues: { ...columns, ...targets },
    });
    await publishCampaignChange(tx, { id, status: 'draft' });
    return readCampaign(tx, id);
  });
}
