import type { Principal, ReturnDetail } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { readReturn } from './return-guards.ts';
import { type ReturnAction, returnScope } from './returns.policy.ts';
import { toReturnDetail } from './to-return.ts';

/** One return with its lines, photos and note: the partner's own company's (404 otherwise), or any for staff. */
export async function getReturn(
  db: Db,
  principal: Principal,
  id: string,
  as: ReturnAction,
): Promise<ReturnDetail> {
  const scope = returnScope(principal, as);
  assertAllowed(scope.rows !== 'none');
  return toReturnDetail(db, await readReturn(db, scope, id));
}
