import {
  createDeskTicketSchema,
  type DeskTicket,
  deskMessages,
  deskTicketStatuses,
  ticketCategoryLabels,
  ticketCategoryValues,
  ticketPriorityValues,
  updateDeskTicketSchema,
} from '@party/shared';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { FormDialog, useZodForm } from '@/components/form-dialog';
import { FormSelect } from '@/components/form-select';
import { FormTextField } from '@/components/form-text-field';
import { statusMaps } from '@/components/status-badge';
import { useCreateDeskTicket, useUpdateDeskTicket } from '@/features/support/desk-api';

const categoryOptions = ticketCategoryValues.map((c) => ({ value: c, label: ticketCategoryLabels[c] }));
const priorityOptions = ticketPriorityValues.map((p) => ({
  value: p,
  label: statusMaps.ticketPriority[p].label,
}));
const statusOptions = deskTicketStatuses.map((s) => ({ value: s, label: statusMaps.ticket[s].label }));

// No category until one is chosen: the select shows its placeholder.
const blank = { title: '', description: '', priority: 'medium' } as const;

/** Create Support Ticket (docs/product/support.md): title, category and description required; priority medium by default. */
export function CreateTicketDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (ticket: DeskTicket) => void;
}) {
  const form = useZodForm(createDeskTicketSchema, { defaultValues: blank });
  const create = useCreateDeskTicket();
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset(blank);
        onOpenChange(next);
      }}
      title="Create Support Ticket"
      description="The ticket opens a conversation with its first message."
      form={form}
      onSubmit={async (values) => {
        const ticket = await create.mutateAsync(values);
        toast.success(`Ticket #${ticket.ticketNumber} created`);
        form.reset(blank);
        onOpenChange(false);
        onCreated(ticket);
      }}
      onError={() => toast.error(deskMessages.createFailed)}
      submitLabel="Create Ticket"
      pendingLabel="Creating..."
    >
      <FormTextField control={form.control} name="title" label="Title" />
      <FormSelect
        control={form.control}
        name="category"
        label="Category"
        placeholder="Select a category"
        options={categoryOptions}
      />
      <FormSelect control={form.control} name="priority" label="Priority" options={priorityOptions} />
      <FormTextField control={form.control} name="description" label="Description" multiline rows={4} />
    </FormDialog>
  );
}

/** Update Ticket: status and priority; closing asks for the resolution notes. */
export function UpdateTicketDialog({
  ticket,
  onOpenChange,
}: {
  ticket: DeskTicket | null;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useZodForm(updateDeskTicketSchema);
  const update = useUpdateDeskTicket();
  const status = useWatch({ control: form.control, name: 'status' });
  useEffect(() => {
    if (ticket)
      form.reset({
        status: ticket.status === 'resolved' ? 'closed' : ticket.status,
        priority: ticket.priority,
        resolutionNotes: ticket.resolutionNotes ?? '',
      });
  }, [ticket, form]);
  return (
    <FormDialog
      open={ticket !== null}
      onOpenChange={onOpenChange}
      title="Update Ticket"
      description={ticket ? `Ticket #${ticket.ticketNumber}: ${ticket.title}` : undefined}
      form={form}
      onSubmit={async (values) => {
        if (!ticket) return;
        await update.mutateAsync({ ticketId: ticket.id, ...values });
        toast.success('Ticket updated');
        onOpenChange(false);
      }}
      onError={() => toast.error(deskMessages.updateFailed)}
      submitLabel="Update Ticket"
      pendingLabel="Updating..."
    >
      <FormSelect control={form.control} name="status" label="Status" options={statusOptions} />
      <FormSelect control={form.control} name="priority" label="Priority" options={priorityOptions} />
      {status === 'closed' && (
        <FormTextField
          control={form.control}
          name="resolutionNotes"
          label="Resolution notes"
          multiline
          rows={3}
        />
      )}
    </FormDialog>
  );
}
