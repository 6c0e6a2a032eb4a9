import { vendorMessages, vendorPasswordProblem } from '@party/shared';
import { toast } from 'sonner';
import { z } from 'zod';
import { useZodForm } from '@/components/form-dialog';
import { FormPanel } from '@/components/form-panel';
import { FormTextField } from '@/components/form-text-field';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { AuthCallError, useChangePassword } from '@/features/account/api';
import { TwoFactorSetup } from '@/features/account/two-factor-setup';

/**
 * The three fields as typed. The vendor password rules (docs/product/vendor-portal.md) are checked in
 * their order by `vendorPasswordProblem` on submit, so the first broken one is the one message shown
 * above the fields; the server checks the new password again.
 */
const passwordFormSchema = z.object({
  currentPassword: z.string(),
  newPassword: z.string(),
  confirmPassword: z.string(),
});

/** A wrong current password says so in words of this form (the sign-in wording would blame the email too). */
function passwordFailure(error: unknown): string {
  if (!(error instanceof AuthCallError)) return vendorMessages.unexpectedError;
  return error.code === 'INVALID_PASSWORD' ? 'Your current password is not correct' : error.message;
}

/** The current password is verified by the auth service (better-auth). */
function VendorPasswordForm() {
  const change = useChangePassword();
  const form = useZodForm(passwordFormSchema, {
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const submit = async (values: z.output<typeof passwordFormSchema>) => {
    const broken = vendorPasswordProblem(values);
    if (broken) {
      toast.error(broken);
      throw new Error(broken);
    }
    try {
      await change.mutateAsync({ currentPassword: values.currentPassword, newPassword: values.newPassword });
    } catch (error) {
      const message = passwordFailure(error);
      toast.error(message);
      throw new Error(message);
    }
    form.reset();
    toast.success(vendorMessages.passwordUpdated, { description: 'You were signed out everywhere else.' });
  };

  return (
    <FormPanel
      form={form}
      onSubmit={submit}
      serverFields={[]}
      submitLabel="Update Password"
      pendingLabel="Updating..."
      className="max-w-md"
    >
      <FormTextField
        control={form.control}
        name="currentPassword"
        label="Current Password"
        type="password"
        autoComplete="current-password"
      />
      <FormTextField
        control={form.control}
        name="newPassword"
        label="New Password"
        hint="At least 8 characters, with a lowercase letter, an uppercase letter and a number."
        type="password"
        autoComplete="new-password"
      />
      <FormTextField
        control={form.control}
        name="confirmPassword"
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
      />
    </FormPanel>
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
