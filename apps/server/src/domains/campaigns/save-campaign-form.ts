import type { CampaignValues } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import { type CampaignWrite, findExistingProductIds } from './campaigns.repository.ts';

/** The form's values as the campaign's columns; chosen products must still be in the catalogue. */
export async function campaignColumns(
  tx: Tx,
  input: CampaignValues,
): Promise<Omit<CampaignWrite, 'createdBy' | 'promoCode'>> {
  const productIds = [...new Set(input.productIds)];
  if (!input.appliesToAll && productIds.length > 0) {
    const existing = await findExistingProductIds(tx, productIds);
    if (existing.size !== productIds.length)
      throw badRequest('A chosen product is no longer in the catalogue. Choose the products again.', {
        productIds: 'A chosen product is no longer in the catalogue',
      });
  }
  return {
    name: input.name,
    description: input.description || null,
    discountType: input.discountType,
    discountValue: input.discountValue.toFixed(2),
    startDay: input.startDate,
    endDay: input.endDate,
    targetSegment: input.targetSegment,
    usageLimit: input.usageLimit ?? null,
    minPurchaseAmount: input.minPurchaseAmount == null ? null : input.minPurchaseAmount.toFixed(2),
    isAutoApply: input.isAutoApply,
  };
}

/** What the campaign applies to, without duplicates; everything wins over a list. */
export function campaignTargets(input: CampaignValues) {
  return input.appliesToAll
    ? { appliesToAll: true, categories: [], productIds: [] }
    : {
        appliesToAll: false,
        categories: [...new Set(input.categories)],
        productIds: [...new Set(input.productIds)],
      };
}
