import type { getSalesAnalytics } from './get-sales-analytics.ts';
import { centsToDollars, col, type ReportSection } from './report.ts';

type Sales = Awaited<ReturnType<typeof getSalesAnalytics>>;

const periodHeader = { day: 'Day', week: 'Week from', month: 'Month from' } as const;
const percentOf = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 10;

/**
 * Sales and margin a period a row: a section of the staff Analytics file and the admin's Sales by
 * Month. With `total`, a Total row ends it (the period column is then text, not dates).
 */
export function salesByPeriodSection(sales: Sales, title: string, total = false): ReportSection {
  const t = sales.totals;
  const row = (label: string, p: Sales['totals']) => [
    label,
    p.orders,
    centsToDollars(p.salesCents),
    centsToDollars(p.discountCents),
    centsToDollars(p.netSalesCents),
    centsToDollars(p.costCents),
    centsToDollars(p.marginCents),
    p.marginPercent,
  ];
  return {
    title,
    columns: [
      total ? col(periodHeader[sales.granularity]) : col(periodHeader[sales.granularity], 'date'),
      col('Orders', 'int'),
      col('Sales (AUD)', 'money'),
      col('Discounts (AUD)', 'money'),
      col('Net Sales (AUD)', 'money'),
      col('Cost (AUD)', 'money'),
      col('Margin (AUD)', 'money'),
      col('Margin (%)', 'decimal'),
    ],
    rows: [...sales.periods.map((p) => row(p.start, p)), ...(total ? [row('Total', t)] : [])],
  };
}

/** Sales and margin a category a row, as above; the Total row only when there are rows. */
export function salesByCategorySection(sales: Sales, title: string, total = false): ReportSection {
  const sum = (pick: (c: Sales['categories'][number]) => number) =>
    sales.categories.reduce((n, c) => n + pick(c), 0);
  const salesCents = sum((c) => c.salesCents);
  const costCents = sum((c) => c.costCents);
  return {
    title,
    columns: [
      col('Category'),
      col('Units', 'int'),
      col('Sales (AUD)', 'money'),
      col('Cost (AUD)', 'money'),
      col('Margin (AUD)', 'money'),
      col('Margin (%)', 'decimal'),
    ],
    rows: [
      ...sales.categories.map((c) => [
        c.label,
        c.units,
        centsToDollars(c.salesCents),
        centsToDollars(c.costCents),
        centsToDollars(c.marginCents),
        c.marginPercent,
      ]),
      ...(total && sales.categories.length > 0
        ? [
            [
              'Total',
              sum((c) => c.units),
              centsToDollars(salesCents),
              centsToDollars(costCents),
              centsToDollars(salesCents - costCents),
              percentOf(salesCents - costCents, salesCents),
            ],
          ]
        : []),
    ],
  };
}
