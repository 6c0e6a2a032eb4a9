import {
  type AdminReport,
  adminReportLabels,
  adminReports,
  analyticsEventTypeLabels,
  analyticsEventTypes,
  analyticsMessages,
  formatCents,
  reportHasPeriod,
} from '@party/shared';
import { keepPreviousData, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { FilterGroup } from '@/components/list/filter-group';
import { ListStates } from '@/components/list/list-states';
import { LoadingScreen } from '@/components/loading-screen';
import { PageHeader } from '@/components/page-header';
import { StatCards } from '@/components/stat-cards';
import {
  type AnalyticsRange,
  adminReportQueryOptions,
  staffAnalyticsQueryOptions,
  useAdminReportFile,
} from '@/features/analytics/api';
import { rangeFromParams } from '@/features/analytics/date-range';
import { DateRangePicker } from '@/features/analytics/date-range-picker';
import { ExportFormatMenu } from '@/features/analytics/export-menu';
import { formatCount } from '@/features/analytics/format';
import { formatPercent } from '@/features/analytics/staff-format';

// recharts is its own chunk, loaded beside the figures.
const staffCharts = () => import('@/features/analytics/staff-charts');
const adminCharts = () => import('@/features/analytics/admin-report-charts');
const SalesByPeriodChart = lazy(() => staffCharts().then((m) => ({ default: m.SalesByPeriodChart })));
const SalesByCategoryChart = lazy(() => staffCharts().then((m) => ({ default: m.SalesByCategoryChart })));
const PartnerSalesChart = lazy(() => adminCharts().then((m) => ({ default: m.PartnerSalesChart })));
const InventoryValuationChart = lazy(() =>
  adminCharts().then((m) => ({ default: m.InventoryValuationChart })),
);
const StorefrontEventsChart = lazy(() => adminCharts().then((m) => ({ default: m.StorefrontEventsChart })));

const reportOptions = adminReports.map((value) => ({ value, label: adminReportLabels[value] }));
const isReport = (value: string | null): value is AdminReport =>
  (adminReports as readonly string[]).includes(value ?? '');

const descriptions: Record<AdminReport, string> = {
  'sales-by-month': 'Orders, sales, discounts, cost and margin per month. Cancelled orders are left out.',
  'sales-by-category': 'Units, sales, cost and margin per product category, before order discounts.',
  'sales-by-partner': 'Orders, sales, discounts and net sales of every partner who ordered in the period.',
  'inventory-valuation': 'Units in stock now, valued at cost and at price, per category.',
  'storefront-events': 'Every storefront event recorded, by type and by day.',
};

/** The report's figures with their loading and error states; the charts' chunk may still be loading. */
function Figures<Data>({
  query,
  children,
}: {
  query: UseQueryResult<Data>;
  children: (data: Data) => ReactNode;
}) {
  return (
    <ListStates
      query={query}
      isEmpty={() => false}
      empty={null}
      loadingLabel="Loading report..."
      loading={<LoadingScreen message="Loading report..." />}
      errorTitle="Failed to load the report"
      className="flex flex-col gap-4"
    >
      {(data) => (
        <Suspense fallback={<LoadingScreen message={analyticsMessages.loading} />}>{children(data)}</Suspense>
      )}
    </ListStates>
  );
}

function SalesReport({ range, by }: { range: AnalyticsRange; by: 'month' | 'category' }) {
  const query = useQuery({
    ...staffAnalyticsQueryOptions('sales', range, 'month'),
    placeholderData: keepPreviousData,
  });
  return (
    <Figures query={query}>
      {(sales) => (
        <>
          <StatCards
            label="Sales figures"
            stats={[
              { label: 'Net Sales', value: formatCents(sales.totals.netSalesCents) },
              {
                label: 'Margin',
                value: formatCents(sales.totals.marginCents),
                hint: (
                  <p className="text-muted-foreground text-sm">
                    {formatPercent(sales.totals.marginPercent)} of net sales
                  </p>
                ),
              },
              { label: 'Orders', value: formatCount(sales.totals.orders) },
              { label: 'Discounts', value: formatCents(sales.totals.discountCents) },
            ]}
          />
          {by === 'month' ? <SalesByPeriodChart sales={sales} /> : <SalesByCategoryChart sales={sales} />}
        </>
      )}
    </Figures>
  );
}

function PartnerReport({ range }: { range: AnalyticsRange }) {
  const query = useQuery({
    ...adminReportQueryOptions('sales-by-partner', range),
    placeholderData: keepPreviousData,
  });
  return (
    <Figures query={query}>
      {(report) => (
        <>
          <StatCards
            label="Partner sales figures"
            stats={[
              { label: 'Partners Ordering', value: formatCount(report.totals.partners) },
              { label: 'Orders', value: formatCount(report.totals.orders) },
              { label: 'Sales', value: formatCents(report.totals.salesCents) },
              { label: 'Net Sales', value: formatCents(report.totals.netSalesCents) },
            ]}
          />
          <PartnerSalesChart report={report} />
        </>
      )}
    </Figures>
  );
}

function InventoryReport() {
  const query = useQuery(adminReportQueryOptions('inventory-valuation', null));
  return (
    <Figures query={query}>
      {(report) => (
        <>
          <StatCards
            label="Inventory figures"
            stats={[
              { label: 'Products', value: formatCount(report.totals.products) },
              { label: 'Units in Stock', value: formatCount(report.totals.units) },
              { label: 'Value at Cost', value: formatCents(report.totals.costValueCents) },
              { label: 'Value at Price', value: formatCents(report.totals.retailValueCents) },
            ]}
          />
          <InventoryValuationChart report={report} />
        </>
      )}
    </Figures>
  );
}

function EventsReport({ range }: { range: AnalyticsRange }) {
  const query = useQuery({
    ...adminReportQueryOptions('storefront-events', range),
    placeholderData: keepPreviousData,
  });
  return (
    <Figures query={query}>
      {(report) => (
        <>
          <StatCards
            label="Storefront event counts"
            className="xl:grid-cols-6"
            stats={analyticsEventTypes.map((type) => ({
              label: analyticsEventTypeLabels[type],
              value: formatCount(report.totals[type]),
            }))}
          />
          <StorefrontEventsChart report={report} />
        </>
      )}
    </Figures>
  );
}

/**
 * /admin/reports (docs/product/admin-area.md): sales by month, category and partner, inventory
 * valuation and storefront events, each with a period (but the stock, which is today's), a chart with
 * 'Show as table', and CSV, Excel and PDF files made by the server. Amounts in AUD.
 */
export default function AdminReportsPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('report');
  const report: AdminReport = isReport(asked) ? asked : 'sales-by-month';
  const range = rangeFromParams(params);
  const exportFile = useAdminReportFile();

  function update(next: { report?: AdminReport; range?: AnalyticsRange }) {
    const r = next.range === undefined ? range : next.range;
    const chosen = next.report ?? report;
    setParams(
      {
        ...(chosen === 'sales-by-month' ? {} : { report: chosen }),
        ...(r ? { from: r.from, to: r.to } : {}),
      },
      { preventScrollReset: true },
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Reports"
        description="Sales, stock value and storefront activity of the whole store. Amounts in AUD."
        actions={
          <>
            {reportHasPeriod(report) && (
              <DateRangePicker value={range} onChange={(next) => update({ range: next })} />
            )}
            <ExportFormatMenu
              disabled={exportFile.isPending}
              onExport={(format) => exportFile.mutate({ report, format, range, granularity: 'month' })}
            />
          </>
        }
      />
      <FilterGroup
        label="Report"
        value={report}
        onValueChange={(value) => update({ report: value as AdminReport })}
        options={reportOptions}
      />
      <section aria-labelledby="report-title" className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h2 id="report-title" className="font-semibold text-xl">
            {adminReportLabels[report]}
          </h2>
          <p className="text-muted-foreground text-sm">{descriptions[report]}</p>
        </div>
        {report === 'sales-by-month' && <SalesReport range={range} by="month" />}
        {report === 'sales-by-category' && <SalesReport range={range} by="category" />}
        {report === 'sales-by-partner' && <PartnerReport range={range} />}
        {report === 'inventory-valuation' && <InventoryReport />}
        {report === 'storefront-events' && <EventsReport range={range} />}
      </section>
    </div>
  );
}
