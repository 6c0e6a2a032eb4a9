import {
  type AdminDashboard,
  backgroundJobs,
  businessDay,
  DASHBOARD_STOCK_ALERTS,
  orderStatuses,
  type Principal,
} from '@party/shared';
import type { Db } from '../../db/client.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { compactOrderStatusCounts, findAdminDashboard } from './admin-overview.repository.ts';
import { overviewScope } from './overview.policy.ts';

/** How many roll-up rows a read sums before it folds them into one a status. */
const STATUS_ROWS_TO_FOLD = 500;

/** numeric text to integer cents. */
const toCents = (amount: string) => Math.round(Number(amount) * 100);

/**
 * /admin (issue 16 item 1): sales today and this month (Sydney), orders by status, what waits for
 * approval, stock alerts, the email outbox and the background jobs' last runs, in one read.
 */
export async function getAdminDashboard(
  db: Db,
  principal: Principal,
  now: Date = new Date(),
): Promise<AdminDashboard> {
  assertAllowed(overviewScope(principal, 'read-admin').rows === 'all');
  const { counts, byStatus, alerts, runs } = await findAdminDashboard(db, {
    today: businessDay(now),
    stockAlerts: DASHBOARD_STOCK_ALERTS,
  });
  // Every write of orders adds a row; past a few hundred they are folded for the next reader.
  if (byStatus.reduce((n, row) => n + row.rows, 0) > STATUS_ROWS_TO_FOLD) await compactOrderStatusCounts(db);
  const statusCount = new Map(byStatus.map((row) => [row.status, row.count]));
  const runOf = new Map(runs.map((run) => [run.name, run]));
  return {
    salesToday: { orders: counts.ordersToday, amountCents: toCents(counts.salesToday) },
    salesThisMonth: { orders: counts.ordersThisMonth, amountCents: toCents(counts.salesThisMonth) },
    ordersByStatus: orderStatuses.map((status) => ({ status, count: statusCount.get(status) ?? 0 })),
    approvals: {
      onboardingApplications: counts.onboardingApplications,
      creditRequests: counts.creditRequests,
      quotes: counts.quotes,
      campaigns: counts.campaigns,
      vendorDocuments: counts.vendorDocuments,
    },
    stock: { lowStock: counts.lowStock, outOfStock: counts.outOfStock, alerts },
    outbox: {
      pending: counts.outboxPending,
      failed: counts.outboxFailed,
      oldestPendingAt: counts.oldestPendingAt,
    },
    jobs: backgroundJobs.map((name) => {
      const run = runOf.get(name);
      return {
        name,
        lastRun: run
          ? {
              startedAt: run.startedAt.toISOString(),
              finishedAt: run.finishedAt.toISOString(),
              status: run.status,
              error: run.error,
            }
          : null,
      };
    }),
  };
}
