import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatAbn,
  type Profile,
  partnerBusinessTypeLabels,
  partnerBusinessTypes,
  updateProfileSchema,
} from '@party/shared';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '@/components/form-field';
import { FormSelect } from '@/components/form-select';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { setServerFieldErrors } from '@/lib/server-field-errors';
import { useUpdateProfile } from './api';
import { type AccountScreen, toastProfileFailed, toastProfileSaved } from './texts';

const businessFormSchema = updateProfileSchema.pick({
  companyName: true,
  abn: true,
  phone: true,
  businessType: true,
});
const businessTypeOptions = partnerBusinessTypes.map((value) => ({
  value,
  label: partnerBusinessTypeLabels[value],
}));
type BusinessFormInput = z.input<typeof businessFormSchema>;

/**
 * Business tab: the company's name, ABN (checked against the register's checksum), phone, and kind
 * of business (retail, wholesale or school: the campaign segments of those names). The details are
 * the company's: only its owner and admins change them, others see them read-only
 * (docs/product/company-accounts.md, "Roles").
 */
export function BusinessForm({
  profile,
  screen,
  readOnly = false,
}: {
  profile: Profile;
  screen: AccountScreen;
  readOnly?: boolean;
}) {
  const update = useUpdateProfile();
  const form = useForm<BusinessFormInput, unknown, z.output<typeof businessFormSchema>>({
    resolver: zodResolver(businessFormSchema),
    values: {
      companyName: profile.companyName ?? '',
      abn: profile.abn ? formatAbn(profile.abn) : '',
      phone: profile.phone ?? '',
      businessType: profile.businessType,
    },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      toastProfileSaved(screen);
    } catch (error) {
      setServerFieldErrors(form.setError, error);
      toastProfileFailed(screen, error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex max-w-xl flex-col gap-4">
      {readOnly && (
        <p className="text-muted-foreground text-sm">
          Only your company's owner and admins can change its business details.
        </p>
      )}
      <fieldset disabled={readOnly} className="flex flex-col gap-4">
        <FormField label="Company Name" error={errors.companyName?.message}>
          <Input autoComplete="organization" {...form.register('companyName')} />
        </FormField>
        <FormField
          label="ABN"
          hint="Australian Business Number: 11 digits, spaces allowed."
          error={errors.abn?.message}
        >
          <Input inputMode="numeric" placeholder="51 824 753 556" maxLength={20} {...form.register('abn')} />
        </FormField>
        <FormField label="Business Phone" error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" {...form.register('phone')} />
        </FormField>
        <FormSelect
          control={form.control}
          name="businessType"
          label="Business Type"
          options={businessTypeOptions}
          placeholder="Choose your kind of business"
        />
      </fieldset>
      {!readOnly && (
        <div>
          <Button type="submit" disabled={isSubmitting || !isDirty}>
            {isSubmitting ? 'Saving...' : 'Save Business Details'}
          </Button>
        </div>
      )}
    </form>
  );
}
