import { type CompanyMember, updateMemberInputSchema } from '@party/shared/companies/contract';
import type { InvitableRole } from '@party/shared/companies/roles';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { FormDialog, useZodForm } from '@/components/form-dialog';
import { FormSelect } from '@/components/form-select';
import { useUpdateMember } from './api';
import { LimitFields, roleOptions } from './invite-dialog';

const limitText = (value: number | null) => (value === null ? '' : value.toFixed(2));

/** Edit Role & Limits of one member (never the owner's, never one's own: the server says so too). */
export function MemberDialog({
  member,
  onClose,
  mayGiveAdmin,
}: {
  member: CompanyMember | null;
  onClose: () => void;
  mayGiveAdmin: boolean;
}) {
  const update = useUpdateMember();
  const form = useZodForm(updateMemberInputSchema, {
    defaultValues: { role: 'buyer' as InvitableRole, orderLimit: '', monthlyLimit: '' },
  });
  const pending = form.formState.isSubmitting;
  useEffect(() => {
    if (!member || member.role === 'owner') return;
    form.reset({
      role: member.role,
      orderLimit: limitText(member.orderLimit),
      monthlyLimit: limitText(member.monthlyLimit),
    });
  }, [member, form.reset]);
  return (
    <FormDialog
      open={member !== null}
      onOpenChange={(open) => !open && onClose()}
      title={member ? `Edit Role & Limits: ${member.name}` : 'Edit Role & Limits'}
      form={form}
      onSubmit={async (values) => {
        if (!member) return;
        await update.mutateAsync({ userId: member.userId, ...values });
        toast.success(`${member.name}'s role and limits saved`);
        onClose();
      }}
      submitLabel="Save"
      pendingLabel="Saving..."
    >
      <FormSelect
        control={form.control}
        name="role"
        label="Role"
        options={roleOptions(mayGiveAdmin)}
        disabled={pending}
      />
      <LimitFields control={form.control} disabled={pending} />
    </FormDialog>
  );
}
