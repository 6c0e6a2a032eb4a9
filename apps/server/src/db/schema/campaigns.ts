import {
  campaignApprovalStatuses,
  campaignDiscountTypes,
  campaignStatuses,
  campaignTargetSegments,
} from '@party/shared/campaigns/contract';
import { productCategoryIds } from '@party/shared/catalog/categories';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { actorRef, checkIn, createdAt, money, timestamptz, updatedAt } from './columns.ts';

export { campaignApprovalStatuses, campaignDiscountTypes, campaignStatuses, campaignTargetSegments };

export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    description: text(),
    discountType: text({ enum: campaignDiscountTypes }).notNull().default('percentage'),
    discountValue: money().notNull().default('0'),
    startDate: timestamptz().notNull(),
    endDate: timestamptz().notNull(),
    targetSegment: text({ enum: campaignTargetSegments }).notNull().default('all'),
    usageLimit: integer(),
    usageCount: integer().notNull().default(0),
    minPurchaseAmount: money(),
    isAutoApply: boolean().notNull().default(false),
    status: text({ enum: campaignStatuses }).notNull().default('draft'),
    approvalStatus: text({ enum: campaignApprovalStatuses }),
    submittedAt: timestamptz(),
    submittedBy: actorRef(),
    approvedBy: actorRef(),
    approvedAt: timestamptz(),
    rejectionReason: text(),
    promoCode: text(),
    createdBy: actorRef(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Codes are typed by people: 'party20' and 'PARTY20' are the same code.
    uniqueIndex('campaigns_promo_code_unique').on(sql`upper(${t.promoCode})`),
    index().on(t.status, t.startDate),
    index().on(t.createdAt),
    checkIn('campaigns_discount_type_valid', t.discountType, campaignDiscountTypes),
    checkIn('campaigns_target_segment_valid', t.targetSegment, campaignTargetSegments),
    checkIn('campaigns_status_valid', t.status, campaignStatuses),
    checkIn('campaigns_approval_status_valid', t.approvalStatus, campaignApprovalStatuses),
    check('campaigns_discount_value_non_negative', sql`${t.discountValue} >= 0`),
    check('campaigns_dates_ordered', sql`${t.endDate} > ${t.startDate}`),
    check('campaigns_usage_limit_positive', sql`${t.usageLimit} is null or ${t.usageLimit} > 0`),
    check('campaigns_usage_count_non_negative', sql`${t.usageCount} >= 0`),
    check(
      'campaigns_min_purchase_non_negative',
      sql`${t.minPurchaseAmount} is null or ${t.minPurchaseAmount} >= 0`,
    ),
  ],
);

/** What a campaign applies to: everything, a category, or one product. */
export const campaignProducts = pgTable(
  'campaign_products',
  {
    id: uuid().primaryKey().defaultRandom(),
    campaignId: uuid()
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    appliesToAll: boolean().notNull().default(false),
    category: text({ enum: productCategoryIds }),
    productId: uuid().references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.campaignId),
    index().on(t.productId),
    checkIn('campaign_products_category_valid', t.category, productCategoryIds),
    check(
      'campaign_products_target_present',
      sql`${t.appliesToAll} or ${t.category} is not null or ${t.productId} is not null`,
    ),
  ],
);

/** One row per campaign per day. */
export const campaignAnalytics = pgTable(
  'campaign_analytics',
  {
    id: uuid().primaryKey().defaultRandom(),
    campaignId: uuid()
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    date: date().notNull(),
    impressions: integer().notNull().default(0),
    clicks: integer().notNull().default(0),
    redemptions: integer().notNull().default(0),
    revenue: money().notNull().default('0'),
    discountGiven: money().notNull().default('0'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('campaign_analytics_campaign_date_unique').on(t.campaignId, t.date),
    check(
      'campaign_analytics_counts_non_negative',
      sql`${t.impressions} >= 0 and ${t.clicks} >= 0 and ${t.redemptions} >= 0`,
    ),
  ],
);
