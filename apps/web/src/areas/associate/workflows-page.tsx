import {
  type Task,
  taskStatusValues,
  type Workflow,
  type WorkflowStatus,
  workflowMessages,
} from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import { ListChecksIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { EmptyState } from '@/components/empty-state';
import { FilterGroup } from '@/components/list/filter-group';
import { ListStates } from '@/components/list/list-states';
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

function TaskItem({ task }: { task: Task }) {
  const setStatus = useSetTaskStatus();
  return (
    <li className="flex flex-col gap-2 py-3">
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
  );
}

/** My Tasks: the follow-ups an order status change created for me (docs/product/associate-portal.md). */
function MyTasks() {
  const tasks = useQuery(myTasksQueryOptions);
  return (
    <Card>
      <CardHeader>
        <CardTitle>My Tasks</CardTitle>
        <CardDescription>Follow-ups created when you change an order's status.</CardDescription>
      </CardHeader>
      <CardContent>
        <ListStates
          query={tasks}
          isEmpty={(data) => data.items.length === 0}
          loadingLabel="Loading tasks..."
          loading={
            <p role="status" className="text-muted-foreground text-sm">
              Loading tasks...
            </p>
          }
          errorTitle="Failed to load tasks"
          empty={<p className="text-muted-foreground text-sm">No tasks assigned to you.</p>}
        >
          {(data) => (
            <ul className="flex flex-col divide-y">
              {data.items.map((task) => (
                <TaskItem key={task.id} task={task} />
              ))}
            </ul>
          )}
        </ListStates>
      </CardContent>
    </Card>
  );
}

/** The workflows of one tab, in their loading, error and empty states. */
function WorkflowList({ tab, onAddStep }: { tab: WorkflowStatus; onAddStep: (workflow: Workflow) => void }) {
  const workflows = useQuery(workflowsQueryOptions(tab));
  return (
    <ListStates
      query={workflows}
      isEmpty={(data) => data.items.length === 0}
      loadingLabel="Loading workflows..."
      loading={
        <p role="status" className="text-muted-foreground">
          Loading workflows...
        </p>
      }
      errorTitle={workflowMessages.loadFailed}
      empty={
        <EmptyState
          icon={ListChecksIcon}
          title={tab === 'active' ? 'No active workflows' : 'No completed workflows'}
          description={
            tab === 'active'
              ? 'Create a workflow to plan work in steps.'
              : 'A workflow appears here once all its steps are completed.'
          }
        />
      }
      className="flex flex-col gap-4"
    >
      {(data) =>
        data.items.map((workflow) => (
          <WorkflowCard key={workflow.id} workflow={workflow} onAddStep={() => onAddStep(workflow)} />
        ))
      }
    </ListStates>
  );
}

/**
 * Workflows (docs/product/associate-portal.md): Active and Completed tabs, New Workflow, Add Step,
 * Mark Complete, progress.
 */
export default function WorkflowsPage() {
  const [params, setParams] = useSearchParams();
  const tab: WorkflowStatus = params.get('tab') === 'completed' ? 'completed' : 'active';
  const [creating, setCreating] = useState(false);
  const [addingTo, setAddingTo] = useState<{ id: string; title: string } | null>(null);
  useLiveWorkflows();
  // The same query as the list's (one request): the tabs show its counts.
  const counts = useQuery(workflowsQueryOptions(tab)).data?.counts;

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
          <WorkflowList tab={tab} onAddStep={(w) => setAddingTo({ id: w.id, title: w.title })} />
        </div>
        <MyTasks />
      </div>
      <NewWorkflowDialog open={creating} onOpenChange={setCreating} />
      <AddStepDialog workflow={addingTo} onOpenChange={(open) => !open && setAddingTo(null)} />
    </div>
  );
}
