import { BUSINESS_TIME_ZONE, openCreditRequestStatuses, unansweredQuoteStatuses } from '@party/shared';
import { and, asc, count, desc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { countsAsSale } from '../../db/sales.ts';
import {
  campaigns,
  companies,
  companyMembers,
  creditLimitRequests,
  emailOutbox,
  jobRuns,
  onboardingApplications,
  orderStatusCounts,
  orders,
  productStats,
  products,
  profiles,
  purchaseOrders,
  quotes,
  recentActivity,
  users,
  vendorDocuments,
  vendorProducts,
  vendors,
} from '../../db/schema/index.ts';
import { primaryRoleOf } from '../accounts/primary-role.ts';

const RECENT = 5;
const RECENT_ACTIVITY = 10;

const firstRoleIs = (role: 'partner' | 'associate') => sql`${primaryRoleOf()} = ${role}`;

/**
 * Partner Administration: order tiles and active partners (enabled, their email confirmed: a sign-up
 * that never confirmed is not yet a partner) in one aggregate each, and the two lists.
 */
export async function findAdminPartnerOverview(tx: Tx) {
  const [tiles] = await tx
    .select({
      totalOrders: count(),
      totalRevenue: sql<string>`coalesce(sum(${orders.totalAmount}) filter (where ${countsAsSale(orders.status)}), 0)`,
      pendingOrders: sql<number>`count(*) filter (where ${orders.status} = 'pending')`.mapWith(Number),
    })
    .from(orders);
  const [partners] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.disabled, false), eq(users.emailVerified, true), firstRoleIs('partner')));
  const recentOrders = await tx
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      totalAmount: orders.totalAmount,
      status: orders.status,
    })
    .from(orders)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(RECENT);
  const recentPartners = await tx
    .select({
      id: users.id,
      name: sql<string>`coalesce(${profiles.name}, ${users.name})`,
      email: users.email,
      // The partner's company's name and points (docs/product/company-accounts.md).
      companyName: companies.name,
      loyaltyPoints: sql<number>`coalesce(${companies.loyaltyPoints}, 0)`.mapWith(Number),
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
    .leftJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(firstRoleIs('partner'))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(RECENT);
  return { tiles: tiles!, activePartners: partners!.n, recentOrders, recentPartners };
}

/** Vendor Administration: vendor, PO and offer counts, and the latest vendors and POs. */
export async function findAdminVendorOverview(tx: Tx) {
  const [tiles] = await tx
    .select({
      totalVendors: count(),
      activeVendors: sql<number>`count(*) filter (where ${vendors.isActive})`.mapWith(Number),
      purchaseOrders: sql<number>`(select count(*) from ${purchaseOrders})`.mapWith(Number),
      vendorProducts: sql<number>`(select count(*) from ${vendorProducts})`.mapWith(Number),
    })
    .from(vendors);
  const recentVendors = await tx
    .select({
      id: vendors.id,
      companyName: vendors.companyName,
      contactEmail: vendors.contactEmail,
      qualityRating: vendors.qualityRating,
      isActive: vendors.isActive,
    })
    .from(vendors)
    .orderBy(desc(vendors.createdAt), desc(vendors.id))
    .limit(RECENT);
  const recentPurchaseOrders = await tx
    .select({
      id: purchaseOrders.id,
      poNumber: purchaseOrders.poNumber,
      createdAt: purchaseOrders.createdAt,
      totalAmount: purchaseOrders.totalAmount,
      status: purchaseOrders.status,
    })
    .from(purchaseOrders)
    .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.id))
    .limit(RECENT);
  return { tiles: tiles!, recentVendors, recentPurchaseOrders };
}

/** Associate Administration: associate applications by status, enabled associates, and the two lists. */
export async function findAdminAssociateOverview(tx: Tx) {
  const [tiles] = await tx
    .select({
      totalApplications: count(),
      pendingApplications:
        sql<number>`count(*) filter (where ${onboardingApplications.status} = 'pending')`.mapWith(Number),
      approved: sql<number>`count(*) filter (where ${onboardingApplications.status} = 'approved')`.mapWith(
        Number,
      ),
    })
    .from(onboardingApplications)
    .where(eq(onboardingApplications.role, 'associate'));
  const [associates] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.disabled, false), firstRoleIs('associate')));
  const recentApplications = await tx
    .select({
      id: onboardingApplications.id,
      applicantName: users.name,
      email: users.email,
      companyName: onboardingApplications.companyName,
      status: onboardingApplications.status,
      submittedAt: onboardingApplications.submittedAt,
    })
    .from(onboardingApplications)
    .innerJoin(users, eq(users.id, onboardingApplications.userId))
    .where(eq(onboardingApplications.role, 'associate'))
    .orderBy(desc(onboardingApplications.submittedAt), desc(onboardingApplications.id))
    .limit(RECENT);
  const activity = await tx
    .select({
      id: recentActivity.id,
      customer: recentActivity.customerNameAnonymized,
      location: recentActivity.location,
      createdAt: recentActivity.createdAt,
    })
    .from(recentActivity)
    .orderBy(desc(recentActivity.createdAt), desc(recentActivity.id))
    .limit(RECENT_ACTIVITY);
  return { tiles: tiles!, activeUsers: associates!.n, recentApplications, recentActivity: activity };
}

export interface AdminDashboardCounts {
  ordersToday: number;
  salesToday: string;
  ordersThisMonth: number;
  salesThisMonth: string;
  onboardingApplications: number;
  creditRequests: number;
  quotes: number;
  campaigns: number;
  vendorDocuments: number;
  lowStock: number;
  outOfStock: number;
  outboxPending: number;
  outboxFailed: number;
  oldestPendingAt: string | null;
}

/**
 * The admin dashboard (the whole store): one query of scalar subqueries for the figures, one for
 * the orders by status (a roll-up), one for the emptiest products and one for the jobs' last runs — four
 * statements whatever the size of the store. `today` is Sydney's calendar day.
 */
export async function findAdminDashboard(
  tx: Tx,
  { today, stockAlerts }: { today: string; stockAlerts: number },
) {
  const zone = BUSINESS_TIME_ZONE;
  const dayStart = sql`(${today}::date::timestamp at time zone ${zone})`;
  const dayEnd = sql`((${today}::date + 1)::timestamp at time zone ${zone})`;
  const monthStart = sql`(date_trunc('month', ${today}::date)::timestamp at time zone ${zone})`;
  const n = (query: SQL) => sql<number>`(${query})`.mapWith(Number);
  const sold = (from: SQL) =>
    sql`from ${orders} where ${countsAsSale(orders.status)} and ${orders.createdAt} >= ${from}
      and ${orders.createdAt} < ${dayEnd}`;
  const [counts] = await tx
    .select({
      ordersToday: n(sql`select count(*) ${sold(dayStart)}`),
      salesToday: sql<string>`(select coalesce(sum(${orders.totalAmount}), 0)::text ${sold(dayStart)})`,
      ordersThisMonth: n(sql`select count(*) ${sold(monthStart)}`),
      salesThisMonth: sql<string>`(select coalesce(sum(${orders.totalAmount}), 0)::text ${sold(monthStart)})`,
      onboardingApplications: n(
        sql`select count(*) from ${onboardingApplications} where ${onboardingApplications.status} = 'pending'`,
      ),
      creditRequests: n(
        sql`select count(*) from ${creditLimitRequests}
          where ${inArray(creditLimitRequests.status, [...openCreditRequestStatuses])}`,
      ),
      // The quotes an approver (finance or an admin) still has to decide, as on the associate dashboard.
      quotes: n(
        sql`select count(*) from ${quotes} where ${and(
          eq(quotes.requiresApproval, true),
          eq(quotes.approvalStatus, 'pending'),
          inArray(quotes.status, [...unansweredQuoteStatuses]),
        )}`,
      ),
      campaigns: n(
        sql`select count(*) from ${campaigns}
          where ${campaigns.status} = 'draft' and ${campaigns.approvalStatus} = 'pending'`,
      ),
      // 'Pending Review': neither verified nor rejected, and not expired.
      vendorDocuments: n(
        sql`select count(*) from ${vendorDocuments} where ${vendorDocuments.isVerified} = false
          and ${vendorDocuments.rejectedAt} is null
          and (${vendorDocuments.expiryDate} is null or ${vendorDocuments.expiryDate} >= ${today}::date)`,
      ),
      // The product statistics' roll-up (kept by the products' triggers, migration 0028): its low
      // stock is stock above 0 up to the threshold, its out of stock stock at 0 (never below: a check).
      lowStock: n(sql`select coalesce(sum(${productStats.lowStockProducts}), 0) from ${productStats}`),
      outOfStock: n(sql`select coalesce(sum(${productStats.outOfStockProducts}), 0) from ${productStats}`),
      outboxPending: n(sql`select count(*) from ${emailOutbox} where ${emailOutbox.status} = 'pending'`),
      outboxFailed: n(sql`select count(*) from ${emailOutbox} where ${emailOutbox.status} = 'failed'`),
      oldestPendingAt: sql<string | null>`(select to_char(min(${emailOutbox.createdAt}) at time zone 'UTC',
        'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') from ${emailOutbox} where ${emailOutbox.status} = 'pending')`,
    })
    .from(sql`(select 1) as one`);
  // The sums of the orders-by-status roll-up (kept by the orders' triggers;
  // docs/decisions/0024-admin-report-roll-ups.md), a few rows rather than a million orders.
  const byStatus = await tx
    .select({
      status: orderStatusCounts.status,
      count: sql<number>`sum(${orderStatusCounts.orders})`.mapWith(Number),
      rows: count(),
    })
    .from(orderStatusCounts)
    .groupBy(orderStatusCounts.status);
  const alerts = await tx
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      stockQuantity: products.stockQuantity,
      lowStockThreshold: products.lowStockThreshold,
    })
    .from(products)
    .where(lte(products.stockQuantity, products.lowStockThreshold))
    .orderBy(asc(products.stockQuantity), asc(products.name), asc(products.id))
    .limit(stockAlerts);
  const runs = await tx.select().from(jobRuns);
  return { counts: counts as AdminDashboardCounts, byStatus, alerts, runs };
}

/**
 * Folds the order_status_counts rows into one a status, so reading the counts stays a sum of a few
 * rows. One statement: the rows it deletes are exactly those it sums, so a change added meanwhile
 * is kept for the next fold, and two folds at once each fold only what they deleted (as
 * compactProductStats does for product_stats).
 */
export async function compactOrderStatusCounts(tx: Tx) {
  await tx.execute(sql`with folded as (delete from ${orderStatusCounts} returning *)
    insert into ${orderStatusCounts} select status, sum(orders) from folded group by status`);
}
