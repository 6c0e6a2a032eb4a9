import { useQuery } from '@tanstack/react-query';
import { PendingTasksLink } from '@/components/pending-tasks-link';
import { associateOverviewQueryOptions, useLiveAssociateOverview } from '@/features/associate-overview/api';

/**
 * The sidebar's 'N pending tasks', the associate's real count (docs/product/associate-portal.md:
 * assigned open tickets, quotes awaiting their approval, workflow steps due), kept fresh by live events.
 */
export function AssociatePendingTasks() {
  useLiveAssociateOverview();
  const overview = useQuery(associateOverviewQueryOptions);
  return <PendingTasksLink count={overview.data?.pendingTasks} to="/associate" />;
}
