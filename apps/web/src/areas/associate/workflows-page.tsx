import { type Task, taskStatusValues, type WorkflowStatus, workflowMessages } from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import { ListChecksIcon, PlusIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { EmptyState } from '@/components/empty-state';
import { FilterGroup } from '@/components/list/filter-group';
import { OptionSelect } from '@/components/option-select';
import { PageHeader } from '@/components/page-header';
import { statusMaps } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  myTasksQueryOptions,
  useLiveWorkflows,
  useSetTaskStatus,
  workflowsQueryOptions,
} from '@/features/workflows/api';
import { formatDateTime } from '@/lib/format';
import { WorkflowCard } from './workflows/workflow-card';
import { AddStepDialog, NewWorkflowDialog } from './workflows/workflow-dialogs';

const taskOptions = taskStatusValues.map((s) => ({ value: s, label: statusMaps.task[s].label }));

/** My Tasks: the follow-ups an order status change created for me (spec 3 section 4). */
function MyTasks() {
  const tasks = useQuery(myTasksQueryOptions);
  const setStatus = useSetTaskStatus();
  return (
    <Card>
      <CardHeader>
        <CardTitle>My Tasks</CardTitle>
        <CardDescription>Follow-ups created when you change an order's status.</CardDescription>
      </CardHeader>
      <CardContent>
        {tasks.isPending ? (
          <p role="status" className="text-muted-foreground text-sm">
            Loading tasks...
          </p>
        ) : tasks.isError ? (
          <p className="text-destructive text-sm">{tasks.error.message}</p>
        ) : tasks.data.items.length === 0 ? (
          <p className="text-muted-foreground text-sm">No tasks assigned to you.</p>
        ) : (
          <ul className="flex flex-col divide-y">
            {tasks.data.items.map((task: Task) => (
              <li key={task.id} className="flex flex-col gap-2 py-3">
                <div>
                  <p className="font-medium text-sm">{task.title}</p>
                  <p className="text-muted-foreground text-xs">
                    {formatDateTime(task.createdAt)}
                    {task.description ? ` · ${task.description}` : ''}
                  </p>
                </div>
                <OptionSelect
                  aria-label={`Status of ${task.title}`}
                  value={task.status}
                  options={taskOptions}
                  disabled={setStatus.isPending}
                  onValueChange={(status) =>
                    setStatus.mutate(
                      { taskId: task.id, status: status as Task['status'] },
                      { onError: (error) => toast.error(error.message) },
                    )
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** Spec 3 'Workflows': Active and Completed tabs, New Workflow, Add Step, Mark Complete, progress. */
export default function WorkflowsPage() {
  const [params, setParams] = useSearchParams();
  const tab: WorkflowStatus = params.get('tab') === 'completed' ? 'completed' : 'active';
  const [creating, setCreating] = useState(false);
  const [addingTo, setAddingTo] = useState<{ id: string; title: string } | null>(null);
  useLiveWorkflows();
  const workflows = useQuery(workflowsQueryOptions(tab));
  useEffect(() => {
    if (workflows.isError) toast.error(workflowMessages.loadFailed);
  }, [workflows.isError]);
  const counts = workflows.data?.counts;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Workflows"
        description="Internal checklists: add steps, move them on, and each workflow completes with its last step."
        actions={
          <Button onClick={() => setCreating(true)}>
            <PlusIcon aria-hidden="true" /> New Workflow
          </Button>
        }
      />
      <div className="grid gap-6 xl:grid-cols-[1fr_22rem]">
        <div className="flex flex-col gap-4">
          <FilterGroup
            label="Workflow status"
            value={tab}
            onValueChange={(value) =>
              setParams(value === 'completed' ? { tab: 'completed' } : {}, { replace: true })
            }
            options={[
              { value: 'active', label: `Active${counts ? ` (${counts.active})` : ''}` },
              { value: 'completed', label: `Completed${counts ? ` (${counts.completed})` : ''}` },
            ]}
          />
          {workflows.isPending ? (
            <p role="status" className="text-muted-foreground">
              Loading workflows...
            </p>
          ) : workflows.isError ? (
            <EmptyState
              title={workflowMessages.loadFailed}
              description={workflows.error.message}
              action={<Button onClick={() => void workflows.refetch()}>Try Again</Button>}
            />
          ) : workflows.data.items.length === 0 ? (
            <EmptyState
              icon={ListChecksIcon}
              title={tab === 'active' ? 'No active workflows' : 'No completed workflows'}
              description={
                tab === 'active'
                  ? 'Create a workflow to plan work in steps.'
                  : 'A workflow appears here once all its steps are completed.'
              }
            />
          ) : (
            workflows.data.items.map((workflow) => (
              <WorkflowCard
                key={workflow.id}
                workflow={workflow}
                onAddStep={() => setAddingTo({ id: workflow.id, title: workflow.title })}
              />
            ))
          )}
        </div>
        <MyTasks />
      </div>
      <NewWorkflowDialog open={creating} onOpenChange={setCreating} />
      <AddStepDialog workflow={addingTo} onOpenChange={(open) => !open && setAddingTo(null)} />
    </div>
  );
}
