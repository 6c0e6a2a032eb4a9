import { zodResolver } from '@hookform/resolvers/zod';
import { onboardingApplicationInputSchema } from '@party/shared';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useSubmitOnboarding } from './api';

type FormInput = z.input<typeof onboardingApplicationInputSchema>;

/** Apply to join as a vendor (supplier) or an associate (staff); an admin reviews it. */
export function OnboardingForm() {
  const submitApplication = useSubmitOnboarding();
  const form = useForm({
    resolver: zodResolver(onboardingApplicationInputSchema),
    defaultValues: { companyName: '', phone: '', message: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const failure = submitApplication.error;
  const fieldErrors = failure instanceof ApiError ? failure.fields : undefined;

  const submit = form.handleSubmit(async ({ role, companyName, phone, message }) => {
    try {
      await submitApplication.mutateAsync({
        role,
        companyName,
        ...(phone ? { phone } : {}),
        ...(message ? { message } : {}),
      });
    } catch (error) {
      for (const [field, text] of Object.entries(error instanceof ApiError ? (error.fields ?? {}) : {})) {
        form.setError(field as FieldPath<FormInput>, { message: text });
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormAlert message={failure && !fieldErrors ? failure.message : null} />
      <Controller
        control={form.control}
        name="role"
        render={({ field }) => (
          <FormField label="Apply as" error={errors.role?.message}>
            {(control) => (
              <Select value={field.value ?? ''} onValueChange={field.onChange}>
                <SelectTrigger {...control} onBlur={field.onBlur} ref={field.ref}>
                  <SelectValue placeholder="Select a role" />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="vendor">Vendor (supplier)</SelectItem>
                  <SelectItem value="associate">Associate (staff)</SelectItem>
                </SelectContent>
              </Select>
            )}
          </FormField>
        )}
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
