import {
  canMarkComplete,
  type Workflow,
  type WorkflowStepStatus,
  workflowMessages,
  workflowStepStatusValues,
} from '@party/shared';
import { CheckCircle2Icon, PlusIcon } from 'lucide-react';
import { toast } from 'sonner';
import { OptionSelect } from '@/components/option-select';
import { StatusBadge, statusMaps } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { useCompleteWorkflow, useSetStepStatus } from '@/features/workflows/api';
import { formatDate } from '@/lib/format';

const stepOptions = workflowStepStatusValues.map((s) => ({
  value: s,
  label: statusMaps.workflowStep[s].label,
}));

/** The steps in order; their status changes only while the workflow is active. */
function WorkflowSteps({ workflow }: { workflow: Workflow }) {
  const setStatus = useSetStepStatus();
  const active = workflow.status === 'active';
  if (workflow.steps.length === 0)
    return <p className="text-muted-foreground text-sm">No steps yet. Add the first step.</p>;
  return (
    <ol className="flex flex-col divide-y rounded-md border">
      {workflow.steps.map((step) => (
        <li key={step.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
          <div className="min-w-0">
            <p className="font-medium">
              {step.orderIndex + 1}. {step.title}
            </p>
            <p className="text-muted-foreground text-sm">
              {step.description ? `${step.description} · ` : ''}
              {step.dueDate ? `Due ${formatDate(step.dueDate)}` : 'No due date'}
            </p>
          </div>
          {active ? (
            <OptionSelect
              aria-label={`Status of ${step.title}`}
              value={step.status}
              options={stepOptions}
              disabled={setStatus.isPending}
              onValueChange={(status) =>
                setStatus.mutate(
                  { workflowId: workflow.id, stepId: step.id, status: status as WorkflowStepStatus },
                  { onError: () => toast.error(workflowMessages.stepStatusFailed) },
                )
              }
            />
          ) : (
            <StatusBadge entity="workflowStep" status={step.status} />
          )}
        </li>
      ))}
    </ol>
  );
}

/** One workflow: its steps in order (status changeable while active), progress, Add Step, Mark Complete. */
export function WorkflowCard({ workflow, onAddStep }: { workflow: Workflow; onAddStep: () => void }) {
  const complete = useCompleteWorkflow();
  const { completed, total } = workflow.progress;
  const percent = total === 0 ? 0 : Math.round((completed / total) * 100);
  const active = workflow.status === 'active';
  const headingId = `workflow-${workflow.id}`;

  return (
    <Card role="group" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId} className="flex flex-wrap items-center gap-2">
          {workflow.title}
          <StatusBadge entity="workflow" status={workflow.status} />
        </CardTitle>
        <CardDescription>
          {workflow.description ? `${workflow.description} · ` : ''}Created {formatDate(workflow.createdAt)}
          {workflow.createdBy ? ` by ${workflow.createdBy.name}` : ''}
          {workflow.completedAt ? ` · Completed ${formatDate(workflow.completedAt)}` : ''}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <p className="text-sm">
            {completed}/{total} steps completed
          </p>
          <div
            role="progressbar"
            aria-label={`${workflow.title} progress`}
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={completed}
            aria-valuetext={`${completed} of ${total} steps completed`}
            className="h-2 w-full overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full bg-primary transition-all" style={{ width: `${percent}%` }} />
          </div>
        </div>
        <WorkflowSteps workflow={workflow} />
      </CardContent>
      {active && (
        <CardFooter className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={onAddStep}>
            <PlusIcon aria-hidden="true" /> Add Step
          </Button>
          <Button
            disabled={!canMarkComplete(workflow) || complete.isPending}
            onClick={() =>
              complete.mutate(workflow.id, {
                onSuccess: () => toast.success('Workflow completed'),
                onError: () => toast.error(workflowMessages.completeFailed),
              })
            }
          >
            <CheckCircle2Icon aria-hidden="true" /> Mark Complete
          </Button>
        </CardFooter>
      )}
    </Card>
  );
}
