import { zodResolver } from '@hookform/resolvers/zod';
import { ticketCategoryLabels, ticketCategoryValues } from '@party/shared/support/categories';
import {
  type CreateTicket,
  type CreateTicketInput,
  createTicketSchema,
  supportMessages,
  ticketPriorityLabels,
  ticketSubmittedMessage,
} from '@party/shared/support/contract';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { FormField } from '@/components/form-field';
import { FormSelect } from '@/components/form-select';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { setServerFieldErrors } from '@/lib/server-field-errors';
import { useCreateTicket } from './api';

const emptyTicket: CreateTicketInput = {
  title: '',
  description: '',
  category: 'products',
  priority: 'Medium',
};
const categoryOptions = ticketCategoryValues.map((category) => ({
  value: category,
  label: ticketCategoryLabels[category],
}));
const priorityOptions = ticketPriorityLabels.map((priority) => ({ value: priority, label: priority }));

/**
 * Create New Ticket (docs/product/partner-portal.md): submit stays disabled while title or description is
 * empty; the form resets after the 'Ticket created' toast.
 */
export function CreateTicketForm() {
  const createTicket = useCreateTicket();
  const form = useForm<CreateTicketInput, unknown, CreateTicket>({
    resolver: zodResolver(createTicketSchema),
    defaultValues: emptyTicket,
  });
  const [title, description] = useWatch({ control: form.control, name: ['title', 'description'] });
  const incomplete = !title?.trim() || !description?.trim();
  const submitting = form.formState.isSubmitting;
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (ticket) => {
    try {
      const created = await createTicket.mutateAsync(ticket);
      toast.success(supportMessages.ticketCreated, {
        description: ticketSubmittedMessage(created.ticketNumber),
      });
      form.reset(emptyTicket);
    } catch (error) {
      toast.error(supportMessages.ticketFailed, {
        description: error instanceof Error ? error.message : undefined,
      });
      setServerFieldErrors(form.setError, error, { only: Object.keys(emptyTicket) });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Create New Ticket">
      <FormField label="Title *" error={errors.title?.message}>
        <Input placeholder="Brief summary of your issue" disabled={submitting} {...form.register('title')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelect
          control={form.control}
          name="category"
          label="Category *"
          options={categoryOptions}
          disabled={submitting}
        />
        <FormSelect
          control={form.control}
          name="priority"
          label="Priority *"
          options={priorityOptions}
          disabled={submitting}
        />
      </div>
      <FormField label="Description *" error={errors.description?.message}>
        <Textarea
          rows={5}
          placeholder="Tell us what happened and how we can help"
          disabled={submitting}
          {...form.register('description')}
        />
      </FormField>
      <Button type="submit" disabled={incomplete || submitting} className="self-start">
        {submitting ? 'Creating Ticket...' : 'Create Ticket'}
      </Button>
    </form>
  );
}
