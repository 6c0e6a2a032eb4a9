import type { PartnerOverview, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { companyOf } from '../../lib/row-policy.ts';
import { countOpenSupportItems } from '../support/count-open-support-items.ts';
import { overviewScope } from './overview.policy.ts';
import { findPartnerOverview } from './overview.repository.ts';

/**
 * The sidebar's pending tasks (pending orders + open tickets + unread messages) and the loyalty
 * teaser's points, for the signed-in partner only (docs/product/partner-portal.md); the points are
 * their company's (docs/product/company-accounts.md).
 * Open tickets and unread messages are support's own count, so the two never disagree.
 */
export async function getPartnerOverview(db: Db, principal: Principal): Promise<PartnerOverview> {
  const { companyId, placedBy } = companyOf(overviewScope(principal, 'read'));
  const owner = placedBy ?? principal.userId;
  const row = await findPartnerOverview(db, owner, companyId);
  if (!row) throw notFound('Account');
  const support = await countOpenSupportItems(db, owner);
  return {
    ...row,
    ...support,
    pendingTasks: row.pendingOrders + support.openTickets + support.unreadMessages,
  };
}
