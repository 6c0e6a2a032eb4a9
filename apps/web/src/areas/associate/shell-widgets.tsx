import { pendingTasksLabel } from '@party/shared/overview/contract';
import { useQuery } from '@tanstack/react-query';
import { ListTodoIcon } from 'lucide-react';
import { Link } from 'react-router';
import { associateOverviewQueryOptions, useLiveAssociateOverview } from '@/features/associate-overview/api';

/**
 * PRODUCT.md: spec 3's fixed '5 pending tasks' with the associate's real count (assigned open
 * tickets, quotes awaiting their approval, workflow steps due), kept fresh by live events; it leads
 * to the dashboard's breakdown.
 */
export function AssociatePendingTasks() {
  useLiveAssociateOverview();
  const overview = useQuery(associateOverviewQueryOptions);
  if (!overview.data) return null;
  return (
    <Link
      to="/associate"
      data-testid="pending-tasks"
      className="flex items-center gap-2 rounded-md p-2 text-sm hover:bg-sidebar-accent focus-visible:outline-sidebar-ring group-data-[collapsible=icon]:justify-center"
    >
      <ListTodoIcon className="size-4 shrink-0" aria-hidden="true" />
      <span className="group-data-[collapsible=icon]:sr-only">
        {pendingTasksLabel(overview.data.pendingTasks)}
      </span>
    </Link>
  );
}
