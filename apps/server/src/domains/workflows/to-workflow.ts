import type { Workflow, WorkflowStep } from '@party/shared';
import type { WorkflowRow, WorkflowStepRow } from './workflows.repository.ts';

export function toWorkflowStep(row: WorkflowStepRow): WorkflowStep {
  return {
    id: row.id,
    workflowId: row.workflowId,
    title: row.title,
    description: row.description,
    orderIndex: row.orderIndex,
    dueDate: row.dueDate,
    status: row.status,
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/** A workflow with its steps in order and its progress (completed steps over total steps). */
export function toWorkflow(row: WorkflowRow, steps: WorkflowStepRow[]): Workflow {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    createdBy: row.createdBy ? { id: row.createdBy, name: row.createdByName ?? 'Unknown User' } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    steps: steps.map(toWorkflowStep),
    progress: { completed: steps.filter((s) => s.status === 'completed').length, total: steps.length },
  };
}
