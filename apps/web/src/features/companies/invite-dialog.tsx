import { companyTexts, inviteMemberInputSchema } from '@party/shared/companies/contract';
import { type InvitableRole, invitableRoles } from '@party/shared/companies/roles';
import { useEffect } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { toast } from 'sonner';
import { FormDialog, useZodForm } from '@/components/form-dialog';
import { FormSelect } from '@/components/form-select';
import { FormTextField } from '@/components/form-text-field';
import { statusLabel } from '@/components/status-badge';
import { useInviteMember } from './api';

/** The roles an owner may give; an admin gives every role but admin (docs/product/company-accounts.md, "Roles"). */
export function roleOptions(mayGiveAdmin: boolean) {
  return invitableRoles
    .filter((role) => mayGiveAdmin || role !== 'admin')
    .map((role) => ({ value: role, label: statusLabel(role) }));
}

const blank = { email: '', role: 'buyer' as InvitableRole, orderLimit: '', monthlyLimit: '' };

/** Invite Member: email, role and optional limits; sends the `company_invitation` email. */
export function InviteDialog({
  open,
  onOpenChange,
  mayGiveAdmin,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mayGiveAdmin: boolean;
}) {
  const invite = useInviteMember();
  const form = useZodForm(inviteMemberInputSchema, { defaultValues: blank });
  const pending = form.formState.isSubmitting;
  useEffect(() => {
    if (open) form.reset(blank);
  }, [open, form.reset]);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={companyTexts.inviteMember}
      description="They get an email with a link that works once, for 7 days, only for this address."
      form={form}
      onSubmit={async (values) => {
        await invite.mutateAsync(values);
        toast.success(companyTexts.invitationSent(values.email));
        onOpenChange(false);
      }}
      submitLabel="Send Invitation"
      pendingLabel="Sending..."
    >
      <FormTextField control={form.control} name="email" label="Email" type="email" disabled={pending} />
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

/** Order and monthly limits in AUD; empty is no limit, 0 sends every order for approval. */
export function LimitFields<Values extends FieldValues, Output>({
  control,
  disabled,
}: {
  control: Control<Values, unknown, Output>;
  disabled: boolean;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormTextField
        control={control}
        name={'orderLimit' as FieldPath<Values>}
        label="Order limit (AUD)"
        hint="Empty for no limit."
        inputMode="decimal"
        disabled={disabled}
      />
      <FormTextField
        control={control}
        name={'monthlyLimit' as FieldPath<Values>}
        label="Monthly limit (AUD)"
        hint="Empty for no limit."
        inputMode="decimal"
        disabled={disabled}
      />
    </div>
  );
}
