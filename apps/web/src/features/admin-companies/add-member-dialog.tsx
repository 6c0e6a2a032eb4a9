import { adminAddMemberInputSchema } from '@party/shared/companies/admin-contract';
import { type InvitableRole, invitableRoles } from '@party/shared/companies/roles';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { FormDialog, useZodForm } from '@/components/form-dialog';
import { FormSelect } from '@/components/form-select';
import { FormTextField } from '@/components/form-text-field';
import { statusLabel } from '@/components/status-badge';
import { useAddCompanyMember } from './api';

const blank = { email: '', role: 'buyer' as InvitableRole };
const roleOptions = invitableRoles.map((role) => ({ value: role, label: statusLabel(role) }));

/**
 * Add Member (docs/product/company-accounts.md, "What staff see"): by email; a partner from an empty
 * company joins at once, anyone else gets the invitation. The toast says which.
 */
export function AddMemberDialog({
  company,
  open,
  onOpenChange,
}: {
  company: { id: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const add = useAddCompanyMember(company.id);
  const form = useZodForm(adminAddMemberInputSchema, { defaultValues: blank });
  const pending = form.formState.isSubmitting;
  useEffect(() => {
    if (open) form.reset(blank);
  }, [open, form.reset]);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add Member"
      description={`A partner whose own company is empty joins ${company.name} at once; anyone else is emailed an invitation.`}
      form={form}
      onSubmit={async (values) => {
        const result = await add.mutateAsync(values);
        toast.success(result.message);
        onOpenChange(false);
      }}
      submitLabel="Add Member"
      pendingLabel="Adding..."
    >
      <FormTextField control={form.control} name="email" label="Email" type="email" disabled={pending} />
      <FormSelect control={form.control} name="role" label="Role" options={roleOptions} disabled={pending} />
    </FormDialog>
  );
}
