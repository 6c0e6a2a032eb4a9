import type {
  AddWorkflowStepInput,
  CreateWorkflowInput,
  Task,
  TaskList,
  Workflow,
  WorkflowList,
  WorkflowStatus,
  WorkflowStepStatus,
} from '@party/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLiveInvalidate } from '@/lib/use-live-invalidate';

const workflowsKey = ['associate', 'workflows'] as const;
const tasksKey = ['associate', 'tasks'] as const;
const base = '/api/associate/workflows';
const at = (id: string, rest = '') => `${base}/${encodeURIComponent(id)}${rest}`;

/** One tab of workflows (Active or Completed), newest first, with the tabs' counts. */
export function workflowsQueryOptions(status: WorkflowStatus) {
  return queryOptions({
    queryKey: [...workflowsKey, status],
    queryFn: ({ signal }) => api.get<WorkflowList>(`${base}?status=${status}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** My follow-up tasks (an order status change creates one for whoever made it). */
export const myTasksQueryOptions = queryOptions({
  queryKey: tasksKey,
  queryFn: ({ signal }) => api.get<TaskList>('/api/associate/tasks', { signal }),
});

function useWorkflowMutation<Input>(request: (input: Input) => Promise<Workflow>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: workflowsKey }),
  });
}

export const useCreateWorkflow = () =>
  useWorkflowMutation((body: CreateWorkflowInput) => api.post<Workflow>(base, body));

export const useAddWorkflowStep = () =>
  useWorkflowMutation(({ workflowId, ...body }: AddWorkflowStepInput & { workflowId: string }) =>
    api.post<Workflow>(at(workflowId, '/steps'), body),
  );

export const useSetStepStatus = () =>
  useWorkflowMutation(
    ({ workflowId, stepId, status }: { workflowId: string; stepId: string; status: WorkflowStepStatus }) =>
      api.patch<Workflow>(at(workflowId, `/steps/${encodeURIComponent(stepId)}`), { status }),
  );

export const useCompleteWorkflow = () =>
  useWorkflowMutation((workflowId: string) => api.post<Workflow>(at(workflowId, '/complete'), {}));

export function useSetTaskStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, status }: { taskId: string; status: Task['status'] }) =>
      api.patch<Task>(`/api/associate/tasks/${encodeURIComponent(taskId)}`, { status }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: tasksKey }),
  });
}

/** Another associate's change to a workflow, or a new task of mine, refreshes the screen live. */
export function useLiveWorkflows() {
  useLiveInvalidate({ events: ['workflow.changed', 'order.changed'], queryKeys: [workflowsKey, tasksKey] });
}
