import { vendorMessages, vendorPasswordProblem } from '@party/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { AuthCallError, useChangePassword } from '@/features/account/api';
import { TwoFactorSetup } from '@/features/account/two-factor-setup';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * Spec 2 section 5's vendor rules, checked in their order with their words (the server checks the
 * new password again); PRODUCT.md: the current password is verified (better-auth).
 */
function VendorPasswordForm() {
  const change = useChangePassword();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<PasswordValues>({
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const sending = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    const broken = vendorPasswordProblem(values);
    setProblem(broken);
    if (broken) {
      toast.error(broken);
      return;
    }
    try {
      await change.mutateAsync({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      form.reset();
      toast.success(vendorMessages.passwordUpdated, { description: 'You were signed out everywhere else.' });
    } catch (error) {
      // The auth service's own message is shown as it is (spec 2 section 8), but a wrong current
      // password says so in words of this form (the sign-in wording would blame the email too).
      const message =
        error instanceof AuthCallError
          ? error.code === 'INVALID_PASSWORD'
            ? 'Your current password is not correct'
            : error.message
          : vendorMessages.unexpectedError;
      setProblem(message);
      toast.error(message);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex max-w-md flex-col gap-4">
      <FormAlert message={problem} />
      <FormField label="Current Password">
        <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
      </FormField>
      <FormField
        label="New Password"
        hint="At least 8 characters, with a lowercase letter, an uppercase letter and a number."
      >
        <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
      </FormField>
      <FormField label="Confirm New Password">
        <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <div>
        <Button type="submit" disabled={sending}>
          {sending ? 'Updating...' : 'Update Password'}
        </Button>
      </div>
    </form>
  );
}

/** Settings → Security: the password change and two-factor authentication (the partner's set-up). */
export function VendorSecurityTab({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Change Password</CardTitle>
          <CardDescription>Changing your password signs you out on every other device.</CardDescription>
        </CardHeader>
        <CardContent>
          <VendorPasswordForm />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Two-Factor Authentication</CardTitle>
          <CardDescription>A code from an authenticator app at each sign-in.</CardDescription>
        </CardHeader>
        <CardContent className="max-w-md">
          <TwoFactorSetup enabled={twoFactorEnabled} />
        </CardContent>
      </Card>
    </div>
  );
}
