import { businessDay, type PriceListPage, type Principal } from '@party/shared';
import { paged, pageOffset } from '@party/shared/paging/paging';
import type { Db } from '../../db/client.ts';
import { assertPriceListManager } from './price-list-guards.ts';
import { countPriceLists, findAssignments, findPriceListPage } from './price-lists.repository.ts';
import { toPriceListSummary } from './to-price-list.ts';

/** Price Lists (docs/product/wholesale-buying.md): a page in name order, searched by name, each with its status today (Sydney). */
export async function listPriceLists(
  db: Db,
  caller: Principal,
  query: { search?: string; page: number; pageSize: number },
): Promise<PriceListPage> {
  assertPriceListManager(caller, 'read');
  const search = query.search || undefined;
  const rows = await findPriceListPage(db, { search, limit: query.pageSize, offset: pageOffset(query) });
  const total = await countPriceLists(db, search);
  const assignments = await findAssignments(
    db,
    rows.map((r) => r.list.id),
  );
  const today = businessDay();
  return paged(
    rows.map(({ list, itemCount }) =>
      toPriceListSummary(
        list,
        itemCount,
        assignments.filter((a) => a.priceListId === list.id),
        today,
      ),
    ),
    total,
    query,
  );
}
