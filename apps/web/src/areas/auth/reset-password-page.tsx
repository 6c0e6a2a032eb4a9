import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useZodForm } from '@/components/form-dialog';
import { FormPanel } from '@/components/form-panel';
import { FormTextField } from '@/components/form-text-field';
import { buttonVariants } from '@/components/ui/button';
import { portalFrom, portals } from '@/features/auth/portals';
import { emailOnlySchema } from '@/features/auth/schemas';
import { authClient, authFailureText } from '@/lib/auth-client';
import { AuthLayout } from './auth-layout';

/** /reset-password?portal=…: asks for a reset link; the portal is kept for the way back. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const portal = portalFrom(params.get('portal'));
  const loginPath = portals[portal].loginPath;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useZodForm(emailOnlySchema, { defaultValues: { email: '' } });

  const submit = async ({ email }: { email: string }) => {
    const redirectTo = `${window.location.origin}/update-password?portal=${portal}`;
    const { error } = await authClient.requestPasswordReset({ email, redirectTo });
    // The form's alert shows the reason (docs/product/storefront-and-sign-in.md).
    if (error) throw new Error(authFailureText(error));
    setSentTo(email);
  };

  const back = (
    <Link to={loginPath} className={buttonVariants({ variant: 'outline' })}>
      Back to Sign In
    </Link>
  );

  if (sentTo) {
    return (
      <AuthLayout title="Check Your Email">
        <p aria-live="polite">
          If an account exists for <strong>{sentTo}</strong>, we have sent a link to reset its password. The
          link works once and expires after an hour.
        </p>
        {back}
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Reset Password"
      description="Enter your email and we will send you a link to set a new password."
    >
      <FormPanel form={form} onSubmit={submit} submitLabel="Send Reset Link" pendingLabel="Sending...">
        <FormTextField control={form.control} name="email" label="Email" type="email" autoComplete="email" />
      </FormPanel>
      {back}
    </AuthLayout>
  );
}
