import { businessDay, type Campaign } from '@party/shared';
import type { CampaignRecord } from './campaigns.repository.ts';

/** Who may not approve or reject the campaign: whoever created or submitted it. */
export function campaignAuthorIds(row: Pick<CampaignRecord, 'createdBy' | 'submittedBy'>): (string | null)[] {
  return [row.createdBy, row.submittedBy];
}

const amount = (value: string | null) => (value === null ? null : Number(value));

/** The API's campaign: amounts as numbers, the form's days in Sydney (the end day is the last day it runs). */
export function toCampaign(row: CampaignRecord): Campaign {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    discountType: row.discountType,
    discountValue: Number(row.discountValue),
    startsAt: row.startDate.toISOString(),
    endsAt: row.endDate.toISOString(),
    startDate: businessDay(row.startDate),
    endDate: businessDay(new Date(row.endDate.getTime() - 1)),
    targetSegment: row.targetSegment,
    usageLimit: row.usageLimit,
    usageCount: row.usageCount,
    minPurchaseAmount: amount(row.minPurchaseAmount),
    isAutoApply: row.isAutoApply,
    status: row.status,
    approvalStatus: row.approvalStatus,
    rejectionReason: row.rejectionReason,
    promoCode: row.promoCode,
    createdBy: row.createdBy,
    createdByName: row.createdByName,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    authorIds: campaignAuthorIds(row).filter((id) => id !== null),
    approvedByName: row.approvedByName,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    appliesToAll: row.appliesToAll,
    categories: row.categories as Campaign['categories'],
    products: row.products,
  };
}
