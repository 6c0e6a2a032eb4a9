import { type AssociateOverview, businessDay, isFinanceApprover, type Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { ownerOf } from '../../lib/row-policy.ts';
import { overviewScope } from './overview.policy.ts';
import { findAssociateOverview } from './overview.repository.ts';

/**
 * docs/product/associate-portal.md: the associate's pending tasks are their assigned
 * open tickets, the quotes and campaigns awaiting their approval (finance associates and admins
 * approve, so only theirs count them; their own work is someone else's to approve) and their
 * workflow steps due by today (Sydney's calendar day); with the
 * dashboard's work of the day for the whole store.
 */
export async function getAssociateOverview(db: Db, principal: Principal): Promise<AssociateOverview> {
  const owner = ownerOf(overviewScope(principal, 'read-staff'));
  const approver = isFinanceApprover(principal);
  const row = await findAssociateOverview(db, owner, { approver, today: businessDay() });
  return {
    ...row,
    pendingTasks:
      row.assignedTickets + row.quotesAwaitingApproval + row.campaignsAwaitingApproval + row.workflowStepsDue,
  };
}
