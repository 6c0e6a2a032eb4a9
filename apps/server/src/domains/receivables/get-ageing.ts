import {
  type AgeingQuery,
  type AgeingReport,
  type AgeingRow,
  ageBalances,
  ageingBucketValues,
  businessDay,
  centsOf,
  type Principal,
} from '@party/shared';
import type { Db } from '../../db/client.ts';
import { findAgeingInvoices } from './receivables.repository.ts';
import { assertFinance } from './receivables-guards.ts';

type AgeingRecord = Awaited<ReturnType<typeof findAgeingInvoices>>[number];

/** One row per company with an account, its open invoices aged as at `asOf` by the shared rule. */
function ageCompanies(records: AgeingRecord[], asOf: string): AgeingRow[] {
  const byCompany = new Map<string, { name: string; invoices: { dueOn: string; openCents: number }[] }>();
  for (const r of records) {
    const company = byCompany.get(r.companyId) ?? { name: r.companyName, invoices: [] };
    if (r.dueOn && r.open) company.invoices.push({ dueOn: r.dueOn, openCents: centsOf(r.open) });
    byCompany.set(r.companyId, company);
  }
  return [...byCompany].map(([companyId, { name, invoices }]) => {
    const ageing = ageBalances(invoices, asOf);
    const oldestDueOn = invoices.map((i) => i.dueOn).sort()[0] ?? null;
    return {
      companyId,
      companyName: name,
      current: ageing.current / 100,
      days1to30: ageing.days1to30 / 100,
      days31to60: ageing.days31to60 / 100,
      days61to90: ageing.days61to90 / 100,
      days90plus: ageing.days90plus / 100,
      total: ageing.totalCents / 100,
      oldestDueOn,
    };
  });
}

/** Owes something at least as far past due as `minBucket`. */
function reaches(row: AgeingRow, minBucket: AgeingQuery['minBucket']): boolean {
  if (!minBucket) return true;
  return ageingBucketValues.slice(ageingBucketValues.indexOf(minBucket)).some((bucket) => row[bucket] > 0);
}

function compare(sort: AgeingQuery['sort']) {
  return (a: AgeingRow, b: AgeingRow): number => {
    if (sort === 'company') return a.companyName.localeCompare(b.companyName, 'en-AU');
    // A company owing nothing has no oldest due day: it sorts after every day.
    if (sort === 'oldestDueOn') return (a.oldestDueOn ?? '9999').localeCompare(b.oldestDueOn ?? '9999');
    return a[sort] - b[sort];
  };
}

/**
 * Every company's ageing (docs/product/receivables.md): current, 1–30, 31–60, 61–90 and 90+ days past
 * due as at Sydney's `asOf`, searched by name, filtered to those owing past a bucket, sorted by any
 * column (ties by name), with a totals row over the rows shown.
 */
export async function getAgeing(
  db: Db,
  caller: Principal,
  query: AgeingQuery,
  asOf = businessDay(),
): Promise<AgeingReport> {
  assertFinance(caller);
  const byColumn = compare(query.sort);
  const byName = compare('company');
  const sign = query.dir === 'desc' ? -1 : 1;
  const rows = ageCompanies(await findAgeingInvoices(db, query.search || undefined), asOf)
    .filter((row) => reaches(row, query.minBucket))
    .sort((a, b) => sign * byColumn(a, b) || byName(a, b));
  const cents = (key: keyof AgeingReport['totals']) =>
    rows.reduce((sum, r) => sum + centsOf(r[key]), 0) / 100;
  return {
    asOf,
    rows,
    totals: {
      current: cents('current'),
      days1to30: cents('days1to30'),
      days31to60: cents('days31to60'),
      days61to90: cents('days61to90'),
      days90plus: cents('days90plus'),
      total: cents('total'),
    },
  };
}
