import {
  type PartnerReturnQuery,
  type Principal,
  partnerReturnQuerySchema,
  type ReturnPage,
} from '@party/shared';
import { paged } from '@party/shared/paging/paging';
import type { Db } from '../../db/client.ts';
import { partnerReach } from './return-guards.ts';
import { findReturns } from './return-reads.repository.ts';
import { toReturnSummary } from './to-return.ts';

/** The company's returns, newest first (a buyer's: of the orders they placed). */
export async function listReturns(
  db: Db,
  principal: Principal,
  query: PartnerReturnQuery,
): Promise<ReturnPage> {
  const filter = partnerReturnQuerySchema.parse(query);
  const { rows, total } = await findReturns(db, partnerReach(principal), filter);
  return paged(rows.map(toReturnSummary), total, filter);
}
