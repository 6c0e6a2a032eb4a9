import { companyMay, type PartnerOverview, type Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { companyOf } from '../../lib/row-policy.ts';
import { countOpenSupportItemsOf } from '../support/count-open-support-items.ts';
import { overviewScope } from './overview.policy.ts';
import { findPartnerOverview } from './overview.repository.ts';

/**
 * The sidebar's pending tasks (pending orders + open tickets + unread messages, and for approvers the
 * orders awaiting their approval: docs/product/company-accounts.md) and the loyalty
 * teaser's points (docs/product/partner-portal.md). The orders are the company's, a buyer's their own
 * (docs/product/company-accounts.md, Track Orders, analytics and dashboard); open tickets and unread
 * messages are support's own count (the tickets the caller's list shows), so the two never disagree.
 */
export async function getPartnerOverview(db: Db, principal: Principal): Promise<PartnerOverview> {
  const scope = companyOf(overviewScope(principal, 'read'));
  const approver = companyMay(principal.companyRole, 'approve-orders');
  const row = await findPartnerOverview(db, principal.userId, scope, approver);
  if (!row) throw notFound('Account');
  const support = await countOpenSupportItemsOf(db, principal);
  return {
    ...row,
    ...support,
    pendingTasks: row.pendingOrders + row.awaitingApprovals + support.openTickets + support.unreadMessages,
  };
}
