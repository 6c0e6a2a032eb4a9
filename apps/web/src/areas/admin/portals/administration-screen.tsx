import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { RecordStates } from '@/components/record/record-states';
import { type Stat, StatCards } from '@/components/stat-cards';
import { buttonVariants } from '@/components/ui/button';
import { useLiveAdminOverview } from '@/features/admin-overview/api';

/**
 * The Partner, Vendor and Associate Administration pages (docs/product/admin-area.md) share one shape: a header with links
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
      <RecordStates
        query={overview}
        loadingLabel="Loading the figures"
        loading={
          <Overview
            statsLabel={statsLabel}
            loading
            stats={stats(undefined)}
            recent={recent(undefined, true)}
          />
        }
        errorTitle={OVERVIEW_ERROR_TITLE}
        notFoundTitle={OVERVIEW_ERROR_TITLE}
        className="flex flex-col gap-6"
      >
        {(data) => <Overview statsLabel={statsLabel} stats={stats(data)} recent={recent(data, false)} />}
      </RecordStates>
      {children}
    </div>
  );
}

const OVERVIEW_ERROR_TITLE = 'Could not load the figures';

/** The tiles (a placeholder each while loading) and the recent lists. */
function Overview({
  statsLabel,
  loading = false,
  stats,
  recent,
}: {
  statsLabel: string;
  loading?: boolean;
  stats: Stat[];
  recent: ReactNode;
}) {
  return (
    <>
      <StatCards label={statsLabel} loading={loading} stats={stats} />
      <div className="flex flex-col gap-4">{recent}</div>
    </>
  );
}
