import { z } from 'zod';
import { isCalendarDate } from '../vendor-documents/contract.ts';

export const workflowStatusValues = ['active', 'completed'] as const;
export const workflowStepStatusValues = ['pending', 'in_progress', 'completed'] as const;
export type WorkflowStatus = (typeof workflowStatusValues)[number];
export type WorkflowStepStatus = (typeof workflowStepStatusValues)[number];

/** The Workflows texts, character for character. */
export const workflowMessages = {
  titleRequired: 'Workflow title is required',
  stepRequired: 'Step title and workflow are required',
  loadFailed: 'Failed to load workflows',
  createFailed: 'Failed to create workflow',
  addStepFailed: 'Failed to add step',
  stepStatusFailed: 'Failed to update step status',
  completeFailed: 'Failed to complete workflow',
} as const;

export const WORKFLOW_TITLE_MAX_LENGTH = 200;
export const WORKFLOW_DESCRIPTION_MAX_LENGTH = 2000;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString('en-AU')} characters`)
    .nullish()
    .transform((text) => (text ? text : null));

/** POST /api/associate/workflows (New Workflow). */
export const createWorkflowSchema = z.strictObject({
  title: z
    .string({ error: workflowMessages.titleRequired })
    .trim()
    .min(1, workflowMessages.titleRequired)
    .max(WORKFLOW_TITLE_MAX_LENGTH, `Title must be at most ${WORKFLOW_TITLE_MAX_LENGTH} characters`),
  description: optionalText(WORKFLOW_DESCRIPTION_MAX_LENGTH, 'Description'),
});
export type CreateWorkflow = z.infer<typeof createWorkflowSchema>;
export type CreateWorkflowInput = z.input<typeof createWorkflowSchema>;

/** POST /api/associate/workflows/:id/steps (Add Step): title required, due date optional. */
export const addWorkflowStepSchema = z.strictObject({
  title: z
    .string({ error: workflowMessages.stepRequired })
    .trim()
    .min(1, workflowMessages.stepRequired)
    .max(WORKFLOW_TITLE_MAX_LENGTH, `Title must be at most ${WORKFLOW_TITLE_MAX_LENGTH} characters`),
  description: optionalText(WORKFLOW_DESCRIPTION_MAX_LENGTH, 'Description'),
  // Empty (from the form's date field) means none; otherwise a real calendar day.
  dueDate: z
    .string()
    .refine((date) => date === '' || isCalendarDate(date), 'Due date must be a date (YYYY-MM-DD)')
    .nullish()
    .transform((date) => (date ? date : null)),
});
export type AddWorkflowStep = z.infer<typeof addWorkflowStepSchema>;
export type AddWorkflowStepInput = z.input<typeof addWorkflowStepSchema>;

/** PATCH /api/associate/workflows/:id/steps/:stepId. */
export const updateWorkflowStepSchema = z.strictObject({
  status: z.enum(workflowStepStatusValues, { error: 'Choose pending, in progress or completed' }),
});
export type UpdateWorkflowStep = z.infer<typeof updateWorkflowStepSchema>;

export const workflowListQuerySchema = z.object({
  status: z.enum(workflowStatusValues, { error: 'Status must be active or completed' }).default('active'),
});

export const workflowStepSchema = z.object({
  id: z.string(),
  workflowId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  orderIndex: z.number().int().min(0),
  dueDate: z.string().nullable(),
  status: z.enum(workflowStepStatusValues),
  completedAt: z.string().nullable(),
});
export type WorkflowStep = z.infer<typeof workflowStepSchema>;

export const workflowSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(workflowStatusValues),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
  steps: z.array(workflowStepSchema),
  /** docs/product/associate-portal.md: progress = completed steps / total steps. */
  progress: z.object({ completed: z.number().int().min(0), total: z.number().int().min(0) }),
});
export type Workflow = z.infer<typeof workflowSchema>;
export const workflowListSchema = z.object({
  items: z.array(workflowSchema),
  counts: z.object({ active: z.number().int().min(0), completed: z.number().int().min(0) }),
});
export type WorkflowList = z.infer<typeof workflowListSchema>;

/** Mark Complete (docs/product/associate-portal.md): enabled only with at least one step, all of them completed. */
export function canMarkComplete(workflow: Pick<Workflow, 'status' | 'progress'>): boolean {
  return (
    workflow.status === 'active' &&
    workflow.progress.total > 0 &&
    workflow.progress.completed === workflow.progress.total
  );
}

export const taskStatusValues = ['pending', 'in_progress', 'completed', 'cancelled'] as const;
export const taskPriorityValues = ['urgent', 'high', 'medium', 'low'] as const;

/** A follow-up task (docs/product/associate-portal.md: an order status change auto-creates one for whoever made it). */
export const taskSchema = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(taskStatusValues),
  priority: z.enum(taskPriorityValues),
  dueDate: z.string().nullable(),
  relatedEntityType: z.string().nullable(),
  relatedEntityId: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type Task = z.infer<typeof taskSchema>;
export const taskListSchema = z.object({ items: z.array(taskSchema) });
export type TaskList = z.infer<typeof taskListSchema>;

/** PATCH /api/associate/tasks/:id: the assignee moves their task on. */
export const updateTaskSchema = z.strictObject({
  status: z.enum(taskStatusValues, { error: 'Choose pending, in progress, completed or cancelled' }),
});
export type UpdateTask = z.infer<typeof updateTaskSchema>;
