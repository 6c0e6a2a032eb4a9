import { analyticsMessages } from '@party/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AlertCircleIcon, ShoppingBagIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LoadingScreen } from '@/components/loading-screen';
import { PageHeader } from '@/components/page-header';
import { Button, buttonVariants } from '@/components/ui/button';
import { type AnalyticsRange, partnerAnalyticsQueryOptions } from '@/features/analytics/api';
import { rangeFromParams } from '@/features/analytics/date-range';
import { DateRangePicker } from '@/features/analytics/date-range-picker';
import { ExportMenu } from '@/features/analytics/export-menu';
import { KpiCards } from '@/features/analytics/kpi-cards';
import { ReportBuilder } from '@/features/analytics/report-builder';
import { TopProducts } from '@/features/analytics/top-products';

const AnalyticsCharts = lazy(() => import('@/features/analytics/analytics-charts'));

/** /partner/analytics: spec 2 section 2.1 'Analytics Dashboard', aggregated by the server. */
export default function PartnerAnalyticsPage() {
  const [params, setParams] = useSearchParams();
  const range = rangeFromParams(params);
  const analytics = useQuery({ ...partnerAnalyticsQueryOptions(range), placeholderData: keepPreviousData });

  function changeRange(next: AnalyticsRange) {
    setParams(next ? { from: next.from, to: next.to } : {}, { preventScrollReset: true });
  }

  const data = analytics.data;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Analytics Dashboard"
        description="Your purchasing over time. Amounts in USD."
        actions={
          <>
            <DateRangePicker value={range} onChange={changeRange} />
            <ExportMenu range={range} />
          </>
        }
      />
      {analytics.isPending ? (
        <LoadingScreen message={analyticsMessages.loading} />
      ) : analytics.isError && !data ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-lg border border-destructive/40 p-8 text-center"
        >
          <AlertCircleIcon className="size-8 text-destructive" aria-hidden="true" />
          <p className="font-medium">{analyticsMessages.loadFailed}</p>
          <p className="text-muted-foreground text-sm">{analytics.error.message}</p>
          <Button variant="outline" onClick={() => analytics.refetch()}>
            Try Again
          </Button>
        </div>
      ) : data ? (
        <div className="flex flex-col gap-6" aria-busy={analytics.isFetching}>
          {data.kpis.totalOrders.value === 0 && data.statuses.length === 0 && (
            <EmptyState
              icon={ShoppingBagIcon}
              title="No orders in this period"
              description="Choose another date range, or place an order to see your analytics here."
              action={
                <Link to="/partner/shop" className={buttonVariants({ variant: 'outline' })}>
                  Shop Now!
                </Link>
              }
            />
          )}
          <KpiCards kpis={data.kpis} />
          <Suspense fallback={<LoadingScreen message={analyticsMessages.loading} />}>
            <AnalyticsCharts data={data} />
          </Suspense>
          <TopProducts products={data.topProducts} />
        </div>
      ) : null}
      <ReportBuilder range={range} />
    </div>
  );
}
