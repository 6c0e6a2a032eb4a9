import { pendingTasksLabel } from '@party/shared/overview/dashboard';
import { ListTodoIcon } from 'lucide-react';
import { Link } from 'react-router';

/**
 * The sidebar's 'N pending tasks' line (docs/product/partner-portal.md, associate-portal.md: the
 * user's real count), leading to the dashboard that breaks it down. Hidden while the count loads.
 */
export function PendingTasksLink({ count, to }: { count: number | undefined; to: string }) {
  if (count === undefined) return null;
  return (
    <Link
      to={to}
      data-testid="pending-tasks"
      className="flex items-center gap-2 rounded-md p-2 text-sm hover:bg-sidebar-accent focus-visible:outline-sidebar-ring group-data-[collapsible=icon]:justify-center"
    >
      <ListTodoIcon className="size-4 shrink-0" aria-hidden="true" />
      <span className="group-data-[collapsible=icon]:sr-only">{pendingTasksLabel(count)}</span>
    </Link>
  );
}
