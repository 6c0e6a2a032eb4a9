import { useQuery } from '@tanstack/react-query';
import { PendingTasksLink } from '@/components/pending-tasks-link';
import { associateOverviewQueryOptions, useLiveAssociateOverview } from '@/features/associate-overview/api';

/**
 * PRODUCT.md: spec 3's fixed '5 pending tasks' with the associate's real count (assigned open
 * tickets, quotes awaiting their approval, workflow steps due), kept fresh by live events.
 */
export function AssociatePendingTasks() {
  useLiveAssociateOverview();
  const overview = useQuery(associateOverviewQueryOptions);
  return <PendingTasksLink count={overview.data?.pendingTasks} to="/associate" />;
}
