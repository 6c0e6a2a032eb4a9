import { zodResolver } from '@hookform/resolvers/zod';
import { onboardingApplicationInputSchema } from '@party/shared';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { FormSelect } from '@/components/form-select';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { formLevelError, setServerFieldErrors } from '@/lib/server-field-errors';
import { useSubmitOnboarding } from './api';

const roleOptions = [
  { value: 'vendor', label: 'Vendor (supplier)' },
  { value: 'associate', label: 'Associate (staff)' },
];

/** Apply to join as a vendor (supplier) or an associate (staff); an admin reviews it. */
export function OnboardingForm() {
  const submitApplication = useSubmitOnboarding();
  const form = useForm({
    resolver: zodResolver(onboardingApplicationInputSchema),
    defaultValues: { companyName: '', phone: '', message: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const failure = submitApplication.error;

  const submit = form.handleSubmit(async ({ role, companyName, phone, message }) => {
    try {
      await submitApplication.mutateAsync({
        role,
        companyName,
        ...(phone ? { phone } : {}),
        ...(message ? { message } : {}),
      });
    } catch (error) {
      setServerFieldErrors(form.setError, error);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormAlert message={formLevelError(failure)} />
      <FormSelect
        control={form.control}
        name="role"
        label="Apply as"
        options={roleOptions}
        placeholder="Select a role"
      />
      <FormField label="Company name" error={errors.companyName?.message}>
        <Input autoComplete="organization" {...form.register('companyName')} />
      </FormField>
      <FormField label="Phone (optional)" error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" {...form.register('phone')} />
      </FormField>
      <FormField
        label="Message (optional)"
        hint="Tell us about your business or your role."
        error={errors.message?.message}
      >
        <Textarea rows={4} {...form.register('message')} />
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Submitting...' : 'Submit Application'}
      </Button>
    </form>
  );
}
