import { type Principal, returnMessages, returnStatusLabels } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { publishEvent } from '../../lib/events.ts';
import { type CompanyScope, companyOf, type RowScope } from '../../lib/row-policy.ts';
import { findReturn, type ReturnRow } from './return-reads.repository.ts';
import { returnScope } from './returns.policy.ts';
import { type LockedReturn, lockReturn } from './returns.repository.ts';

/** The partner's reach over returns (members who may shop), or a 403. */
export const partnerReach = (principal: Principal): CompanyScope =>
  companyOf(returnScope(principal, 'partner'));

/** One return the scope reaches, or "Return not found" (another company's is never hinted at). */
export async function readReturn(tx: Tx, scope: RowScope, id: string): Promise<ReturnRow> {
  const row = await findReturn(tx, scope, id);
  if (!row) throw notFound('Return');
  return row;
}

/**
 * The return's row locked (SELECT … FOR UPDATE) and in the status the step needs: two staff acting
 * at once queue on the lock, and the second meets the first's status (docs/product/returns.md).
 */
export async function lockReturnIn(
  tx: Tx,
  id: string,
  needed: 'requested' | 'approved',
): Promise<LockedReturn> {
  const row = await lockReturn(tx, id);
  if (!row) throw notFound('Return');
  if (row.status === needed) return row;
  const status = returnStatusLabels[row.status];
  if (needed === 'approved' && row.status === 'received')
    throw new AppError('CONFLICT', returnMessages.alreadyReceived(row.number));
  throw new AppError(
    'CONFLICT',
    needed === 'requested'
      ? returnMessages.notRequested(row.number, status)
      : returnMessages.notApproved(row.number, status),
  );
}

/** Tells the associates' Returns screens, admins and the company's members that a return changed. */
export async function publishReturnChange(
  tx: Tx,
  change: { returnId: string; companyId: string; status: string },
): Promise<void> {
  await publishEvent(tx, {
    roles: ['associate'],
    admins: true,
    companyIds: [change.companyId],
    type: 'return.changed',
    data: { returnId: change.returnId, status: change.status },
  });
}
