import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  onboardingApplications,
  orders,
  profiles,
  purchaseOrders,
  recentActivity,
  userRoles,
  users,
  vendorProducts,
  vendors,
} from '../../db/schema/index.ts';

const RECENT = 5;
const RECENT_ACTIVITY = 10;

/** The user's role is their first user_roles row (spec 1 section 6). */
const firstRoleIs = (role: 'partner' | 'associate') =>
  sql`(select ur.role from ${userRoles} ur where ur.user_id = ${users.id}
    order by ur.created_at, ur.id limit 1) = ${role}`;

/** Partner Administration: order tiles and enabled partners in one aggregate each, and the two lists. */
export async function findAdminPartnerOverview(tx: Tx) {
  const [tiles] = await tx
    .select({
      totalOrders: count(),
      totalRevenue: sql<string>`coalesce(sum(${orders.totalAmount}) filter (where ${orders.status} <> 'cancelled'), 0)`,
      pendingOrders: sql<number>`count(*) filter (where ${orders.status} = 'pending')`.mapWith(Number),
    })
    .from(orders);
  const [partners] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.disabled, false), firstRoleIs('partner')));
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
      companyName: profiles.companyName,
      loyaltyPoints: sql<number>`coalesce(${profiles.loyaltyPoints}, 0)`.mapWith(Number),
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
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
