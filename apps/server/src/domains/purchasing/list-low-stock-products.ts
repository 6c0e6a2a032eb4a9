import type { LowStockList, lowStockQuerySchema, Principal } from '@party/shared';
import { paged } from '@party/shared/paging/paging';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { purchasingScope } from './purchasing.policy.ts';
import { findLowStockProducts } from './purchasing.repository.ts';

/** Products at or below their low-stock level (out of stock first), each with how many vendors offer it. */
export async function listLowStockProducts(
  db: Db,
  principal: Principal,
  query: z.infer<typeof lowStockQuerySchema>,
): Promise<LowStockList> {
  assertAllowed(purchasingScope(principal, 'read').rows === 'all');
  const { items, total } = await findLowStockProducts(db, query.page, query.pageSize);
  return paged(items, total, query);
}
