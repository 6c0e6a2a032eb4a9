import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { Button, buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
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
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.infer<typeof emailOnlySchema>>({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email: '' },
  });

  const submit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    const redirectTo = `${window.location.origin}/update-password?portal=${portal}`;
    const { error } = await authClient.requestPasswordReset({ email, redirectTo });
    if (error) return setFailure(authFailureText(error));
    setSentTo(email);
  });

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
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <FormAlert message={failure} />
        <FormField label="Email" error={form.formState.errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Sending...' : 'Send Reset Link'}
        </Button>
        {back}
      </form>
    </AuthLayout>
  );
}
