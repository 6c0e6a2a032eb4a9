import {
  type AgeingQuery,
  type AgeingReport,
  type AgeingRow,
  businessDay,
  centsOf,
  type Principal,
} from '@party/shared';
import { pageOffset } from '@party/shared/paging/paging';
import type { Db } from '../../db/client.ts';
import { type AgeingRecord, findAgeing } from './receivables.repository.ts';
import { assertFinance } from './receivables-guards.ts';

/** The database's exact numeric text as the contract's dollars, through cents. */
const dollars = (amount: string) => centsOf(amount) / 100;

function amountsOf(record: AgeingRecord): Omit<AgeingRow, 'companyId' | 'companyName' | 'oldestDueOn'> {
  return {
    current: dollars(record.current),
    days1to30: dollars(record.days1to30),
    days31to60: dollars(record.days31to60),
    days61to90: dollars(record.days61to90),
    days90plus: dollars(record.days90plus),
    total: dollars(record.total),
  };
}

export type AgeingTable = Omit<AgeingReport, 'page' | 'pageSize' | 'total'>;

/**
 * Every company's ageing (docs/product/receivables.md): current, 1–30, 31–60, 61–90 and 90+ days past
 * due as at Sydney's `asOf`, searched by name, filtered to those owing past a bucket, sorted by any
 * column (ties by name), with a totals row over every company that matches. Aged, sorted and paged
 * in the database (findAgeing); `page` null gives every company that matches (the files).
 */
export async function readAgeing(
  db: Db,
  query: AgeingQuery,
  asOf: string,
  page: { limit: number; offset: number } | null,
): Promise<AgeingTable & { count: number }> {
  const { rows, totals, count } = await findAgeing(db, query, asOf, page);
  return {
    asOf,
    rows: rows.map((record) => ({
      companyId: record.companyId,
      companyName: record.companyName,
      ...amountsOf(record),
      oldestDueOn: record.oldestDueOn,
    })),
    totals: amountsOf(totals),
    count,
  };
}

/** The ageing screen's page of companies. */
export async function getAgeing(
  db: Db,
  caller: Principal,
  query: AgeingQuery,
  asOf = businessDay(),
): Promise<AgeingReport> {
  assertFinance(caller);
  const { count, ...table } = await readAgeing(db, query, asOf, {
    limit: query.pageSize,
    offset: pageOffset(query),
  });
  return { ...table, total: count, page: query.page, pageSize: query.pageSize };
}
