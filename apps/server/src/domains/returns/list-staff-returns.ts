import {
  type Principal,
  type ReturnPage,
  type StaffReturnQuery,
  staffReturnQuerySchema,
} from '@party/shared';
import { paged } from '@party/shared/paging/paging';
import type { Db } from '../../db/client.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { findReturns } from './return-reads.repository.ts';
import { returnScope } from './returns.policy.ts';
import { toReturnSummary } from './to-return.ts';

/** Every company's returns for staff, newest first, by status and searched by RMA, order or company. */
export async function listStaffReturns(
  db: Db,
  principal: Principal,
  query: StaffReturnQuery,
): Promise<ReturnPage> {
  const scope = returnScope(principal, 'staff');
  assertAllowed(scope.rows === 'all');
  const filter = staffReturnQuerySchema.parse(query);
  const { rows, total } = await findReturns(db, scope, filter);
  return paged(rows.map(toReturnSummary), total, filter);
}
