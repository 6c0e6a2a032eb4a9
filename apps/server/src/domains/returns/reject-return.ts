import { type Principal, type RejectReturnInput, type ReturnDetail, rejectReturnSchema } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { lockReturnIn, publishReturnChange, readReturn } from './return-guards.ts';
import { returnScope } from './returns.policy.ts';
import { updateReturn } from './returns.repository.ts';
import { tellPartnerOfReturn } from './tell-partner-of-return.ts';
import { toReturnDetail } from './to-return.ts';

/**
 * Staff reject a requested return with the reason the partner sees (docs/product/returns.md):
 * audited, the partner told; its lines no longer count against what may come back.
 */
export async function rejectReturn(
  db: Db,
  principal: Principal,
  id: string,
  body: RejectReturnInput,
): Promise<ReturnDetail> {
  const scope = returnScope(principal, 'staff');
  assertAllowed(scope.rows === 'all');
  const { reason } = rejectReturnSchema.parse(body);
  return db.transaction(async (tx) => {
    const locked = await lockReturnIn(tx, id, 'requested');
    await updateReturn(tx, id, {
      status: 'rejected',
      decisionReason: reason,
      decidedBy: principal.userId,
      decidedAt: new Date(),
    });
    const row = await readReturn(tx, scope, id);
    await recordAudit(tx, principal, {
      action: 'return.rejected',
      entity: { id, label: `${locked.number} (${row.companyName})` },
      oldValues: { status: 'requested' },
      newValues: { status: 'rejected', reason },
    });
    await tellPartnerOfReturn(tx, row, { decision: 'rejected', reason });
    await publishReturnChange(tx, { returnId: id, companyId: locked.companyId, status: 'rejected' });
    return toReturnDetail(tx, row);
  });
}
