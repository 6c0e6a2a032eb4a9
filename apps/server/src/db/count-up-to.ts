import { type Counted, LIST_COUNT_CAP, pageOffset } from '@party/shared/paging/paging';
import { count, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Tx } from './client.ts';

/**
 * A list's count of matches, stopped LIST_COUNT_CAP rows past the page's first row (packages/shared
 * paging): `select count(*) from (… limit n + 1)` walks at most that many index entries however many
 * rows match, where count(*) over a million orders reads them all (bench/README, "Every list at
 * size"). `matches` is the list's filtered select with no order or limit (its columns do not
 * matter). A page that is neither empty nor full is the last and tells the count by itself.
 */
export async function countUpTo(
  tx: Tx,
  matches: PgSelect,
  paging: { page: number; pageSize: number },
  rowsOnPage: number,
): Promise<Counted> {
  const offset = pageOffset(paging);
  if (rowsOnPage > 0 && rowsOnPage < paging.pageSize) return { total: offset + rowsOnPage, capped: false };
  if (rowsOnPage === 0 && offset === 0) return { total: 0, capped: false };
  const upTo = offset + LIST_COUNT_CAP;
  const limited = matches.limit(upTo + 1).as('matches');
  const [row] = await tx.select({ total: count(sql`1`) }).from(limited);
  const total = row?.total ?? 0;
  return total > upTo ? { total: upTo, capped: true } : { total, capped: false };
}
