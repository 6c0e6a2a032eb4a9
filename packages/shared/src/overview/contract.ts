import { z } from 'zod';
import { orderStatuses } from '../orders/contract.ts';
import { purchaseOrderStatuses } from '../purchasing/contract.ts';
import { onboardingStatuses } from '../users/contract.ts';
import { backgroundJobs, jobRunStatuses } from './dashboard.ts';

/**
 * GET /api/partner/overview: the sidebar's pending tasks and the loyalty teaser (docs/product/partner-portal.md: pending
 * orders + open tickets + unread messages; 1 loyalty point per whole AUD of delivered orders).
 */
export const partnerOverviewSchema = z.object({
  pendingTasks: z.number().int().min(0),
  pendingOrders: z.number().int().min(0),
  openTickets: z.number().int().min(0),
  unreadMessages: z.number().int().min(0),
  /** For the company's owner, admins and approvers: others' orders awaiting their approval (docs/product/company-accounts.md). */
  awaitingApprovals: z.number().int().min(0),
  loyaltyPoints: z.number().int().min(0),
});
export type PartnerOverview = z.infer<typeof partnerOverviewSchema>;

/** Ticket statuses that still wait on someone: everything but resolved and closed. */
export const openTicketStatuses = ['open', 'in_progress', 'pending'] as const;

/**
 * GET /api/associate/overview: the associate sidebar's pending tasks (docs/product/associate-portal.md: assigned open
 * tickets + quotes awaiting their approval, finance and admins only + workflow steps due) and the
 * dashboard's today's work (new quote requests, pending orders, low and out-of-stock products, open
 * tickets), in one read.
 */
export const associateOverviewSchema = z.object({
  pendingTasks: z.number().int().min(0),
  assignedTickets: z.number().int().min(0),
  quotesAwaitingApproval: z.number().int().min(0),
  campaignsAwaitingApproval: z.number().int().min(0),
  workflowStepsDue: z.number().int().min(0),
  newQuoteRequests: z.number().int().min(0),
  pendingOrders: z.number().int().min(0),
  /** 1 to the product's low-stock level (10) in stock. */
  lowStockProducts: z.number().int().min(0),
  outOfStockProducts: z.number().int().min(0),
  openTickets: z.number().int().min(0),
});
export type AssociateOverview = z.infer<typeof associateOverviewSchema>;

const count = z.number().int().min(0);

/**
 * GET /api/admin/overview/partners (docs/product/admin-area.md, Partners): the four tiles and the five
 * latest orders and partners. Revenue counts every order that was not cancelled.
 */
export const adminPartnerOverviewSchema = z.object({
  totalOrders: count,
  totalRevenue: z.number(),
  activePartners: count,
  pendingOrders: count,
  recentOrders: z.array(
    z.object({
      id: z.string(),
      orderNumber: z.string(),
      createdAt: z.string(),
      totalAmount: z.number(),
      status: z.enum(orderStatuses),
    }),
  ),
  recentPartners: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      companyName: z.string().nullable(),
      loyaltyPoints: count,
      createdAt: z.string(),
    }),
  ),
});
export type AdminPartnerOverview = z.infer<typeof adminPartnerOverviewSchema>;

/** GET /api/admin/overview/vendors (docs/product/admin-area.md, Vendors): tiles, five latest vendors and POs. */
export const adminVendorOverviewSchema = z.object({
  totalVendors: count,
  activeVendors: count,
  purchaseOrders: count,
  vendorProducts: count,
  recentVendors: z.array(
    z.object({
      id: z.string(),
      companyName: z.string(),
      contactEmail: z.string(),
      /** Out of 5, one decimal; 0 until rated. */
      qualityRating: z.number(),
      isActive: z.boolean(),
    }),
  ),
  recentPurchaseOrders: z.array(
    z.object({
      id: z.string(),
      poNumber: z.string(),
      createdAt: z.string(),
      totalAmount: z.number(),
      status: z.enum(purchaseOrderStatuses),
    }),
  ),
});
export type AdminVendorOverview = z.infer<typeof adminVendorOverviewSchema>;

/**
 * GET /api/admin/overview/associates (docs/product/admin-area.md, Associates): associate applications
 * (total, pending, approved), enabled associates, the five latest applications and the ten latest
 * anonymised activity entries.
 */
export const adminAssociateOverviewSchema = z.object({
  totalApplications: count,
  pendingApplications: count,
  approved: count,
  activeUsers: count,
  recentApplications: z.array(
    z.object({
      id: z.string(),
      applicantName: z.string(),
      email: z.string(),
      companyName: z.string(),
      status: z.enum(onboardingStatuses),
      submittedAt: z.string(),
    }),
  ),
  recentActivity: z.array(
    z.object({
      id: z.string(),
      customer: z.string(),
      location: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type AdminAssociateOverview = z.infer<typeof adminAssociateOverviewSchema>;

/** How many products the dashboard's stock alert list shows. */
export const DASHBOARD_STOCK_ALERTS = 5;

const salesFigure = z.object({ orders: count, amountCents: z.number().int() });

/**
 * GET /api/admin/overview (the admin dashboard, issue 16 item 1): the whole store in one read. Sales
 * are what non-cancelled orders created today and this month (Sydney) came to (total_amount);
 * approvals count what waits on an admin or a finance approver.
 */
export const adminDashboardSchema = z.object({
  salesToday: salesFigure,
  salesThisMonth: salesFigure,
  /** Every order status, in the order of orderStatuses. */
  ordersByStatus: z.array(z.object({ status: z.enum(orderStatuses), count })),
  approvals: z.object({
    onboardingApplications: count,
    creditRequests: count,
    quotes: count,
    campaigns: count,
    vendorDocuments: count,
  }),
  stock: z.object({
    /** 1 to the product's low-stock level in stock. */
    lowStock: count,
    outOfStock: count,
    /** The emptiest products at or under their level, up to DASHBOARD_STOCK_ALERTS. */
    alerts: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        slug: z.string(),
        stockQuantity: count,
        lowStockThreshold: count,
      }),
    ),
  }),
  outbox: z.object({
    pending: count,
    failed: count,
    /** When the oldest email still waiting was queued; null when none waits. */
    oldestPendingAt: z.string().nullable(),
  }),
  /** Every background job, with its last recorded run (null before the first). */
  jobs: z.array(
    z.object({
      name: z.enum(backgroundJobs),
      lastRun: z
        .object({
          startedAt: z.string(),
          finishedAt: z.string(),
          status: z.enum(jobRunStatuses),
          error: z.string().nullable(),
        })
        .nullable(),
    }),
  ),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
