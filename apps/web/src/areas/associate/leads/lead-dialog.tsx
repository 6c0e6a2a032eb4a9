import { type Lead, leadMessages, leadStages, updateLeadSchema } from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormDialog, useZodForm } from '@/components/form-dialog';
import { FormSelect } from '@/components/form-select';
import { FormTextField } from '@/components/form-text-field';
import { statusMaps } from '@/components/status-badge';
import { leadOwnersQueryOptions, useUpdateLead } from '@/features/leads/api';
import { QuoteRequestDetails } from '../quote-request-details';

const UNASSIGNED = 'unassigned';
// The PATCH contract's fields as a form holds them: all three set, and the owner a select's value
// ('unassigned' is none, as a select cannot hold null).
const leadFormSchema = z.object({
  stage: updateLeadSchema.shape.stage.unwrap(),
  owner: z.string(),
  notes: updateLeadSchema.shape.notes.unwrap().unwrap(),
});
type LeadForm = z.infer<typeof leadFormSchema>;

const stageOptions = leadStages.map((s) => ({ value: s, label: statusMaps.lead[s].label }));
const valuesOf = (lead: Lead | null): LeadForm => ({
  stage: lead?.stage ?? 'new',
  owner: lead?.assignedTo ?? UNASSIGNED,
  notes: lead?.notes ?? '',
});

/** Work a lead: its stage, its owner (an associate) and notes. */
export function LeadDialog({ lead, onClose }: { lead: Lead | null; onClose: () => void }) {
  const form = useZodForm(leadFormSchema, { defaultValues: valuesOf(lead) });
  const owners = useQuery({ ...leadOwnersQueryOptions, enabled: lead !== null });
  const update = useUpdateLead();
  const { reset } = form;
  useEffect(() => reset(valuesOf(lead)), [lead, reset]);

  const ownerOptions = [
    { value: UNASSIGNED, label: 'Unassigned' },
    ...(owners.data?.items ?? []).map((o) => ({ value: o.id, label: o.name })),
  ];
  // A converted lead stays won: only its owner and notes change.
  const stages = lead?.convertedAt ? stageOptions.filter((s) => s.value === 'won') : stageOptions;

  return (
    <FormDialog
      open={lead !== null}
      onOpenChange={(open) => !open && onClose()}
      title={lead ? `Lead: ${lead.name}` : 'Lead'}
      description={lead ? [lead.companyName, lead.email].filter(Boolean).join(' · ') : undefined}
      form={form}
      submitLabel="Save Lead"
      pendingLabel="Saving..."
      serverFields={['stage', 'notes']}
      onError={() => toast.error(leadMessages.updateFailed)}
      onSubmit={async (values) => {
        if (!lead) return;
        await update.mutateAsync({
          id: lead.id,
          input: {
            stage: values.stage,
            assignedTo: values.owner === UNASSIGNED ? null : values.owner,
            notes: values.notes,
          },
        });
        toast.success(leadMessages.updated);
        onClose();
      }}
    >
      {lead && <QuoteRequestDetails request={lead} />}
      <FormSelect control={form.control} name="stage" label="Stage" options={stages} />
      <FormSelect
        control={form.control}
        name="owner"
        label="Owner"
        options={ownerOptions}
        disabled={owners.isPending}
      />
      <FormTextField control={form.control} name="notes" label="Notes" multiline rows={5} />
    </FormDialog>
  );
}
