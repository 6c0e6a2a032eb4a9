import { analyticsMessages, type PartnerAnalytics } from '@party/shared';
import { companyMay } from '@party/shared/companies/roles';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ShoppingBagIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LoadingScreen } from '@/components/loading-screen';
import { PageHeader } from '@/components/page-header';
import { RecordStates } from '@/components/record/record-states';
import { buttonVariants } from '@/components/ui/button';
import { type AnalyticsRange, partnerAnalyticsQueryOptions } from '@/features/analytics/api';
import { rangeFromParams } from '@/features/analytics/date-range';
import { DateRangePicker } from '@/features/analytics/date-range-picker';
import { ExportMenu } from '@/features/analytics/export-menu';
import { KpiCards } from '@/features/analytics/kpi-cards';
import { ReportBuilder } from '@/features/analytics/report-builder';
import { TopProducts } from '@/features/analytics/top-products';
import { usePrincipal } from '@/features/auth/api';
import { MemberFilter } from '@/features/companies/member-filter';

const AnalyticsCharts = lazy(() => import('@/features/analytics/analytics-charts'));

/** The period's figures, charts and top products; says so when the period has no orders. */
function AnalyticsReport({ data }: { data: PartnerAnalytics }) {
  return (
    <div className="flex flex-col gap-6">
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
  );
}

/** /partner/analytics: the Analytics Dashboard (docs/product/partner-portal.md), aggregated by the server. */
export default function PartnerAnalyticsPage() {
  const [params, setParams] = useSearchParams();
  const range = rangeFromParams(params);
  // Members who see the company's orders choose whose figures (docs/product/company-accounts.md).
  const principal = usePrincipal();
  const seesCompany = companyMay(principal.companyRole, 'see-company-orders');
  const member = seesCompany ? (params.get('member') ?? 'all') : 'all';
  const analytics = useQuery({
    ...partnerAnalyticsQueryOptions(range, member),
    placeholderData: keepPreviousData,
  });

  function changeRange(next: AnalyticsRange) {
    const kept: Record<string, string> = member === 'all' ? {} : { member };
    setParams(next ? { from: next.from, to: next.to, ...kept } : kept, { preventScrollReset: true });
  }

  function changeMember(next: string) {
    setParams(
      { ...(range ? { from: range.from, to: range.to } : {}), ...(next === 'all' ? {} : { member: next }) },
      { preventScrollReset: true },
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Analytics Dashboard"
        description="Your purchasing over time. Amounts in USD."
        actions={
          <>
            {seesCompany && (
              <MemberFilter
                meId={principal.userId}
                value={member}
                onValueChange={changeMember}
                allLabel="All members"
                mineLabel="Me"
              />
            )}
            <DateRangePicker value={range} onChange={changeRange} />
            <ExportMenu range={range} />
          </>
        }
      />
      <RecordStates
        query={analytics}
        loadingLabel={analyticsMessages.loading}
        loading={<LoadingScreen message={analyticsMessages.loading} />}
        errorTitle={analyticsMessages.loadFailed}
        notFoundTitle={analyticsMessages.loadFailed}
      >
        {(data) => <AnalyticsReport data={data} />}
      </RecordStates>
      <ReportBuilder range={range} />
    </div>
  );
}
