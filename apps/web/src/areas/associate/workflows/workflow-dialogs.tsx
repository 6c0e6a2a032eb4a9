import { addWorkflowStepSchema, createWorkflowSchema, workflowMessages } from '@party/shared';
import { toast } from 'sonner';
import { FormDialog, useZodForm } from '@/components/form-dialog';
import { FormTextField } from '@/components/form-text-field';
import { useAddWorkflowStep, useCreateWorkflow } from '@/features/workflows/api';

const blankWorkflow = { title: '', description: '' };
const blankStep = { title: '', description: '', dueDate: '' };

/** New Workflow: a title (required) and a description; it starts active with no steps. */
export function NewWorkflowDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useZodForm(createWorkflowSchema, { defaultValues: blankWorkflow });
  const create = useCreateWorkflow();
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset(blankWorkflow);
        onOpenChange(next);
      }}
      title="New Workflow"
      description="Add its steps once it is created; it completes when every step is completed."
      form={form}
      onSubmit={async (values) => {
        await create.mutateAsync(values);
        toast.success('Workflow created');
        form.reset(blankWorkflow);
        onOpenChange(false);
      }}
      onError={() => toast.error(workflowMessages.createFailed)}
      submitLabel="Create Workflow"
      pendingLabel="Creating..."
    >
      <FormTextField control={form.control} name="title" label="Title" />
      <FormTextField control={form.control} name="description" label="Description" multiline rows={3} />
    </FormDialog>
  );
}

/** Add Step: a title (required), a description and an optional due date; it goes last. */
export function AddStepDialog({
  workflow,
  onOpenChange,
}: {
  workflow: { id: string; title: string } | null;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useZodForm(addWorkflowStepSchema, { defaultValues: blankStep });
  const add = useAddWorkflowStep();
  return (
    <FormDialog
      open={workflow !== null}
      onOpenChange={(next) => {
        if (!next) form.reset(blankStep);
        onOpenChange(next);
      }}
      title="Add Step"
      description={workflow ? `The step goes after the last step of ${workflow.title}.` : undefined}
      form={form}
      onSubmit={async (values) => {
        if (!workflow) return;
        await add.mutateAsync({ workflowId: workflow.id, ...values });
        toast.success('Step added');
        form.reset(blankStep);
        onOpenChange(false);
      }}
      onError={() => toast.error(workflowMessages.addStepFailed)}
      submitLabel="Add Step"
      pendingLabel="Adding..."
    >
      <FormTextField control={form.control} name="title" label="Step title" />
      <FormTextField control={form.control} name="description" label="Description" multiline rows={2} />
      <FormTextField control={form.control} name="dueDate" label="Due date (optional)" type="date" />
    </FormDialog>
  );
}
