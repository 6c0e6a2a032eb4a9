import type { PartnerOverview, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { countOpenSupportItems } from '../support/count-open-support-items.ts';
import { findPartnerOverview } from './overview.repository.ts';

/**
 * The sidebar's pending tasks (pending orders + open tickets + unread messages) and the loyalty
 * teaser's points, for the signed-in partner only (PRODUCT.md 'Fixed texts that were placeholders').
 * Open tickets and unread messages are support's own count, so the two never disagree.
 */
export async function getPartnerOverview(db: Db, principal: Principal): Promise<PartnerOverview> {
  const row = await findPartnerOverview(db, principal.userId);
  if (!row) throw notFound('Account');
  const support = await countOpenSupportItems(db, principal.userId);
  return {
    ...row,
    ...support,
    pendingTasks: row.pendingOrders + support.openTickets + support.unreadMessages,
  };
}
