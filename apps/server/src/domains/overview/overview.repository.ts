import { openTicketStatuses, unansweredQuoteStatuses } from '@party/shared';
import { and, count, eq, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  campaigns,
  companies,
  orders,
  products,
  purchaseOrders,
  quotes,
  shipments,
  supportTickets,
  users,
  vendorDocuments,
  vendorPayments,
  vendors,
} from '../../db/schema/index.ts';
import type { CompanyScope } from '../../lib/row-policy.ts';

export interface PartnerOverviewRow {
  pendingOrders: number;
  awaitingApprovals: number;
  loyaltyPoints: number;
}

/**
 * The company's pending orders (a buyer's own: `placedBy`), for an approver the others' orders
 * awaiting approval, and the company's loyalty points in one query: two scalar subqueries on the user's row, each served by an index. Open tickets and unread
 * messages are support's count.
 */
export async function findPartnerOverview(
  tx: Tx,
  userId: string,
  scope: CompanyScope,
  approver: boolean,
): Promise<PartnerOverviewRow | null> {
  const awaitingApprovals = tx
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.companyId, scope.companyId),
        eq(orders.status, 'awaiting_approval'),
        sql`${orders.partnerId} <> ${userId}`,
      ),
    );
  const pendingOrders = tx
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.companyId, scope.companyId),
        scope.placedBy ? eq(orders.partnerId, scope.placedBy) : undefined,
        eq(orders.status, 'pending'),
      ),
    );
  const loyaltyPoints = tx
    .select({ points: companies.loyaltyPoints })
    .from(companies)
    .where(eq(companies.id, scope.companyId));

  const [row] = await tx
    .select({
      pendingOrders: sql<number>`(${pendingOrders})`.mapWith(Number),
      awaitingApprovals: approver
        ? sql<number>`(${awaitingApprovals})`.mapWith(Number)
        : sql<number>`0`.mapWith(Number),
      loyaltyPoints: sql<number>`coalesce((${loyaltyPoints}), 0)`.mapWith(Number),
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export interface AssociateOverviewRow {
  assignedTickets: number;
  quotesAwaitingApproval: number;
  campaignsAwaitingApproval: number;
  workflowStepsDue: number;
  newQuoteRequests: number;
  pendingOrders: number;
  lowStockProducts: number;
  outOfStockProducts: number;
  openTickets: number;
}

/**
 * An associate's counts in one query of scalar subqueries, each served by an index: their open
 * tickets, the quotes and campaigns waiting for an approver (when `approver`; not their own work,
 * which they may not approve: docs/product/approvals.md), their workflow steps due by
 * `today`, and the store's new quote requests, pending orders, low and empty stock and open tickets.
 */
export async function findAssociateOverview(
  tx: Tx,
  userId: string,
  { approver, today }: { approver: boolean; today: string },
): Promise<AssociateOverviewRow> {
  const open = inArray(supportTickets.status, [...openTicketStatuses]);
  const n = (query: SQL) => sql<number>`(${query})`.mapWith(Number);
  const countOf = (table: SQL, where: SQL | undefined) =>
    n(sql`select count(*) from ${table} where ${where}`);
  const [row] = await tx
    .select({
      assignedTickets: countOf(sql`${supportTickets}`, and(eq(supportTickets.assigneeId, userId), open)),
      quotesAwaitingApproval: approver
        ? countOf(
            sql`${quotes}`,
            and(
              eq(quotes.requiresApproval, true),
              eq(quotes.approvalStatus, 'pending'),
              inArray(quotes.status, [...unansweredQuoteStatuses]),
              sql`${quotes.createdBy} is distinct from ${userId}`,
              sql`not (${userId}::uuid = any(${quotes.pricedBy}))`,
            ),
          )
        : sql<number>`0`.mapWith(Number),
      campaignsAwaitingApproval: approver
        ? countOf(
            sql`${campaigns}`,
            and(
              eq(campaigns.status, 'draft'),
              eq(campaigns.approvalStatus, 'pending'),
              sql`${campaigns.createdBy} is distinct from ${userId}`,
              sql`${campaigns.submittedBy} is distinct from ${userId}`,
            ),
          )
        : sql<number>`0`.mapWith(Number),
      // Written out qualified: both tables have an id and a status.
      workflowStepsDue: n(
        sql`select count(*) from workflow_steps ws join workflows w on w.id = ws.workflow_id
          where ws.assignee_id = ${userId} and ws.status <> 'completed' and w.status = 'active'
            and ws.due_date <= ${today}`,
      ),
      newQuoteRequests: countOf(sql`${quotes}`, eq(quotes.status, 'requested')),
      pendingOrders: countOf(sql`${orders}`, eq(orders.status, 'pending')),
      lowStockProducts: countOf(
        sql`${products}`,
        and(gt(products.stockQuantity, 0), lte(products.stockQuantity, products.lowStockThreshold)),
      ),
      outOfStockProducts: countOf(sql`${products}`, eq(products.stockQuantity, 0)),
      openTickets: countOf(sql`${supportTickets}`, open),
    })
    .from(sql`(select 1) as one`);
  return row!;
}

export interface VendorOverviewRow {
  openPurchaseOrders: number;
  awaitingAnswer: number;
  shipmentsInTransit: number;
  outstandingPayments: number;
  outstandingAmount: string;
  documentsExpiring: number;
}

/**
 * The vendor dashboard's figures in one query of scalar subqueries over the vendor's own rows (each
 * served by a vendor_id index); zeros when the account has no company yet.
 */
export async function findVendorOverview(
  tx: Tx,
  userId: string,
  { today, expiryLimit }: { today: string; expiryLimit: string },
): Promise<VendorOverviewRow> {
  const n = (query: SQL) => sql<number>`coalesce((${query}), 0)`.mapWith(Number);
  const vendorId = sql`(select ${vendors.id} from ${vendors} where ${vendors.userId} = ${userId})`;
  const [row] = await tx
    .select({
      openPurchaseOrders: n(
        sql`select count(*) from ${purchaseOrders} where ${purchaseOrders.vendorId} = ${vendorId}
          and ${purchaseOrders.status} in ('pending', 'accepted')`,
      ),
      awaitingAnswer: n(
        sql`select count(*) from ${purchaseOrders} where ${purchaseOrders.vendorId} = ${vendorId}
          and ${purchaseOrders.status} = 'pending'`,
      ),
      shipmentsInTransit: n(
        sql`select count(*) from ${shipments} where ${shipments.vendorId} = ${vendorId}
          and ${shipments.status} in ('shipped', 'in_transit')`,
      ),
      outstandingPayments: n(
        sql`select count(*) from ${vendorPayments} where ${vendorPayments.vendorId} = ${vendorId}
          and ${vendorPayments.status} in ('pending', 'processing')`,
      ),
      outstandingAmount: sql<string>`coalesce((select sum(${vendorPayments.amount}) from ${vendorPayments}
          where ${vendorPayments.vendorId} = ${vendorId}
          and ${vendorPayments.status} in ('pending', 'processing')), 0)::text`,
      documentsExpiring: n(
        sql`select count(*) from ${vendorDocuments} where ${vendorDocuments.vendorId} = ${vendorId}
          and ${vendorDocuments.expiryDate} >= ${today} and ${vendorDocuments.expiryDate} <= ${expiryLimit}`,
      ),
    })
    .from(sql`(select 1) as one`);
  return row!;
}
