import { analyticsMessages } from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { partnerAnalyticsQueryOptions } from './api';
import { KpiCards } from './kpi-cards';

/**
 * The profile's Analytics tab: the four KPIs of the last 6 months and a link to the full dashboard
 * (/partner/analytics). Shares its query with the dashboard's default range.
 */
export function PartnerAnalyticsSummary() {
  const analytics = useQuery(partnerAnalyticsQueryOptions(null));
  return (
    <section className="flex flex-col gap-4" aria-labelledby="analytics-summary-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="analytics-summary-title" className="font-semibold text-lg">
            Purchase analytics
          </h2>
          <p className="text-muted-foreground text-sm">Last 6 months, compared with the 6 months before.</p>
        </div>
        <Link to="/partner/analytics" className={buttonVariants({ variant: 'outline' })}>
          View Insights
          <ArrowRightIcon aria-hidden="true" />
        </Link>
      </div>
      {analytics.isPending ? (
        <p role="status" className="text-muted-foreground">
          {analyticsMessages.loading}
        </p>
      ) : analytics.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-destructive">
          {analyticsMessages.loadFailed}
          <Button variant="outline" size="sm" onClick={() => analytics.refetch()}>
            Try Again
          </Button>
        </div>
      ) : (
        <KpiCards kpis={analytics.data.kpis} />
      )}
    </section>
  );
}
