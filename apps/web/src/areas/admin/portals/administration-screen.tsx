import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { type Stat, StatCards } from '@/components/stat-cards';
import { buttonVariants } from '@/components/ui/button';
import { useLiveAdminOverview } from '@/features/admin-overview/api';
import { OverviewError } from './recent-table';

/**
 * Spec 3's Partner, Vendor and Associate Administration pages share one shape: a header with links
 * to the portal's other screens, four tiles, then the recent lists, all from one live read. `recent`
 * draws the lists (RecentTable); `children` go below, outside the read (the vendor page's reviews).
 */
export function AdministrationScreen<T, Key extends QueryKey>({
  title,
  description,
  actions,
  overviewQuery,
  statsLabel,
  stats,
  recent,
  children,
}: {
  title: string;
  description: string;
  /** Links to the portal's other screens, in the header. */
  actions: { to: string; label: string }[];
  overviewQuery: UseQueryOptions<T, Error, T, Key>;
  /** Names the tiles for screen readers ('Partner figures'). */
  statsLabel: string;
  stats: (data: T | undefined) => Stat[];
  recent: (data: T | undefined, loading: boolean) => ReactNode;
  children?: ReactNode;
}) {
  useLiveAdminOverview();
  const overview = useQuery(overviewQuery);
  const data = overview.data;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={title}
        description={description}
        actions={actions.map((action) => (
          <Link key={action.to} to={action.to} className={buttonVariants({ variant: 'outline' })}>
            {action.label}
          </Link>
        ))}
      />
      {overview.isError && !data ? (
        <OverviewError error={overview.error} onRetry={overview.refetch} />
      ) : (
        <>
          <StatCards label={statsLabel} loading={overview.isPending} stats={stats(data)} />
          <div className="flex flex-col gap-4">{recent(data, overview.isPending)}</div>
        </>
      )}
      {children}
    </div>
  );
}
