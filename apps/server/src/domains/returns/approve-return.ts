import type { Principal, ReturnDetail } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { lockReturnIn, publishReturnChange, readReturn } from './return-guards.ts';
import { returnScope } from './returns.policy.ts';
import { updateReturn } from './returns.repository.ts';
import { tellPartnerOfReturn } from './tell-partner-of-return.ts';
import { toReturnDetail } from './to-return.ts';

/** Staff approve a requested return (docs/product/returns.md): audited, the partner told, lists refreshed. */
export async function approveReturn(db: Db, principal: Principal, id: string): Promise<ReturnDetail> {
  const scope = returnScope(principal, 'staff');
  assertAllowed(scope.rows === 'all');
  return db.transaction(async (tx) => {
    const locked = await lockReturnIn(tx, id, 'requested');
    await updateReturn(tx, id, { status: 'approved', decidedBy: principal.userId, decidedAt: new Date() });
    const row = await readReturn(tx, scope, id);
    await recordAudit(tx, principal, {
      action: 'return.approved',
      entity: { id, label: `${locked.number} (${row.companyName})` },
      oldValues: { status: 'requested' },
      newValues: { status: 'approved' },
    });
    await tellPartnerOfReturn(tx, row, { decision: 'approved' });
    await publishReturnChange(tx, { returnId: id, companyId: locked.companyId, status: 'approved' });
    return toReturnDetail(tx, row);
  });
}
