import { analyticsMessages, formatCents, type SalesGranularity, salesGranularities } from '@party/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { FilterGroup } from '@/components/list/filter-group';
import { ListStates } from '@/components/list/list-states';
import { LoadingScreen } from '@/components/loading-screen';
import { PageHeader } from '@/components/page-header';
import { StatCards } from '@/components/stat-cards';
import {
  type AnalyticsRange,
  type StaffAnalytics,
  staffAnalyticsQueryOptions,
  useStaffExportReport,
} from '@/features/analytics/api';
import { rangeFromParams } from '@/features/analytics/date-range';
import { DateRangePicker } from '@/features/analytics/date-range-picker';
import { ExportFormatMenu } from '@/features/analytics/export-menu';
import { formatCount } from '@/features/analytics/format';
import { formatPercent, formatTurns } from '@/features/analytics/staff-format';
import { TopPages, TopSearches, TopStockProducts } from './analytics/top-tables';

// recharts is its own chunk, loaded beside the figures.
const charts = () => import('@/features/analytics/staff-charts');
const SalesByPeriodChart = lazy(() => charts().then((m) => ({ default: m.SalesByPeriodChart })));
const SalesByCategoryChart = lazy(() => charts().then((m) => ({ default: m.SalesByCategoryChart })));
const StockTurnsChart = lazy(() => charts().then((m) => ({ default: m.StockTurnsChart })));
const CampaignChart = lazy(() => charts().then((m) => ({ default: m.CampaignChart })));
const StorefrontChart = lazy(() => charts().then((m) => ({ default: m.StorefrontChart })));

const granularityLabels: Record<SalesGranularity, string> = { day: 'Day', week: 'Week', month: 'Month' };
const granularityOptions = salesGranularities.map((value) => ({ value, label: granularityLabels[value] }));

/** The charts' chunk may still be loading when the figures are in. */
function Charts({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <Suspense fallback={<LoadingScreen message={analyticsMessages.loading} />}>
      <div className={className}>{children}</div>
    </Suspense>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-4">
      <h2 id={id} className="font-semibold text-xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One part of the screen with its own loading and error states (each part is its own request). */
function Part<Name extends keyof StaffAnalytics>({
  name,
  range,
  granularity,
  children,
}: {
  name: Name;
  range: AnalyticsRange;
  granularity: SalesGranularity;
  children: (data: StaffAnalytics[Name]) => ReactNode;
}) {
  const query = useQuery({
    ...staffAnalyticsQueryOptions(name, range, granularity),
    placeholderData: keepPreviousData,
  });
  return (
    <ListStates
      query={query}
      isEmpty={() => false}
      empty={null}
      loadingLabel={analyticsMessages.loading}
      loading={<LoadingScreen message={analyticsMessages.loading} />}
      errorTitle={analyticsMessages.loadFailed}
      className="flex flex-col gap-4"
    >
      {children}
    </ListStates>
  );
}

type PartProps = { range: AnalyticsRange; granularity: SalesGranularity };

function SalesSection({
  range,
  granularity,
  onGranularity,
}: PartProps & { onGranularity: (g: SalesGranularity) => void }) {
  return (
    <Section id="analytics-sales" title="Sales and Margin">
      <FilterGroup
        label="Group sales by"
        value={granularity}
        onValueChange={(value) => onGranularity(value as SalesGranularity)}
        options={granularityOptions}
      />
      <Part name="sales" range={range} granularity={granularity}>
        {(sales) => (
          <>
            <StatCards
              label="Sales figures"
              stats={[
                { label: 'Net Sales', value: formatCents(sales.totals.netSalesCents) },
                {
                  label: 'Margin',
                  value: formatCents(sales.totals.marginCents),
                  hint: `${formatPercent(sales.totals.marginPercent)} of net sales`,
                },
                { label: 'Orders', value: formatCount(sales.totals.orders) },
                { label: 'Discounts', value: formatCents(sales.totals.discountCents) },
              ]}
            />
            <Charts className="grid grid-cols-1 gap-6 lg:grid-cols-2">
              <SalesByPeriodChart sales={sales} />
              <SalesByCategoryChart sales={sales} />
            </Charts>
          </>
        )}
      </Part>
    </Section>
  );
}

function StockSection({ range, granularity }: PartProps) {
  return (
    <Section id="analytics-stock" title="Stock Turns">
      <Part name="stock-turns" range={range} granularity={granularity}>
        {(stock) => (
          <>
            <p className="text-muted-foreground text-sm">
              Units sold over the average of the stock at the start and the end of the period. Overall:{' '}
              <span className="font-medium text-foreground">{formatTurns(stock.totals.turns)}</span>.
            </p>
            <Charts>
              <StockTurnsChart stock={stock} />
            </Charts>
            <TopStockProducts products={stock.topProducts} />
          </>
        )}
      </Part>
    </Section>
  );
}

function CampaignsSection({ range, granularity }: PartProps) {
  return (
    <Section id="analytics-campaigns" title="Campaign Performance">
      <Part name="campaigns" range={range} granularity={granularity}>
        {(campaigns) => (
          <>
            <StatCards
              label="Campaign figures"
              stats={[
                { label: 'Uses', value: formatCount(campaigns.totals.uses) },
                { label: 'Revenue', value: formatCents(campaigns.totals.revenueCents) },
                { label: 'Discount Given', value: formatCents(campaigns.totals.discountCents) },
              ]}
              className="xl:grid-cols-3"
            />
            <Charts>
              <CampaignChart campaigns={campaigns} />
            </Charts>
          </>
        )}
      </Part>
    </Section>
  );
}

function StorefrontSection({ range, granularity }: PartProps) {
  return (
    <Section id="analytics-storefront" title="Storefront">
      <Part name="storefront" range={range} granularity={granularity}>
        {(storefront) => (
          <>
            <StatCards
              label="Storefront figures"
              stats={[
                { label: 'Page Views', value: formatCount(storefront.totals.pageViews) },
                { label: 'Visitors', value: formatCount(storefront.totals.visitors) },
                { label: 'Searches', value: formatCount(storefront.totals.searches) },
                {
                  label: 'Conversions',
                  value: formatCount(storefront.totals.conversions),
                  hint: `${formatPercent(storefront.totals.conversionRate)} of visitors · ${formatCents(storefront.totals.conversionValueCents)}`,
                },
              ]}
            />
            <Charts>
              <StorefrontChart storefront={storefront} />
            </Charts>
            <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
              <TopSearches queries={storefront.topQueries} />
              <TopPages pages={storefront.topPages} />
            </div>
          </>
        )}
      </Part>
    </Section>
  );
}

/**
 * /associate/analytics (docs/product/associate-portal.md): sales and margin by period and category,
 * stock turns, campaign performance and storefront events for product_management and finance, with
 * charts, 'Show as table' and CSV, Excel and PDF export. Amounts in AUD.
 */
export default function AssociateAnalyticsPage() {
  const [params, setParams] = useSearchParams();
  const range = rangeFromParams(params);
  const by = params.get('by');
  const granularity: SalesGranularity = by === 'day' || by === 'week' ? by : 'month';
  const exportReport = useStaffExportReport();

  function update(next: { range?: AnalyticsRange; granularity?: SalesGranularity }) {
    const r = next.range === undefined ? range : next.range;
    const g = next.granularity ?? granularity;
    setParams(
      { ...(r ? { from: r.from, to: r.to } : {}), ...(g === 'month' ? {} : { by: g }) },
      { preventScrollReset: true },
    );
  }

  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Analytics"
        description="Sales, margin, stock turns, campaigns and storefront visits. Amounts in AUD."
        actions={
          <>
            <DateRangePicker value={range} onChange={(next) => update({ range: next })} />
            <ExportFormatMenu
              disabled={exportReport.isPending}
              onExport={(format) => exportReport.mutate({ format, range, granularity })}
            />
          </>
        }
      />
      <SalesSection
        range={range}
        granularity={granularity}
        onGranularity={(g) => update({ granularity: g })}
      />
      <StockSection range={range} granularity={granularity} />
      <CampaignsSection range={range} granularity={granularity} />
      <StorefrontSection range={range} granularity={granularity} />
    </div>
  );
}
