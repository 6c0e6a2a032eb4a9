import { zodResolver } from '@hookform/resolvers/zod';
import { authTexts } from '@party/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { Button, buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { portalFrom, portals } from '@/features/auth/portals';
import { type NewPasswordValues, newPasswordSchema } from '@/features/auth/schemas';
import { authClient, authFailureText } from '@/lib/auth-client';
import { AuthLayout } from './auth-layout';

/** /update-password?token=…: the end of the reset link; sets the new password, then back to sign-in. */
export default function UpdatePasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const portal = portalFrom(params.get('portal'));
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ password }) => {
    if (!token) return;
    setFailure(null);
    const { error } = await authClient.resetPassword({ newPassword: password, token });
    if (error) return setFailure(authFailureText(error));
    toast.success('Password updated. Please sign in with your new password.');
    void navigate(portals[portal].loginPath, { replace: true });
  });

  if (!token || params.get('error')) {
    return (
      <AuthLayout title="Set a New Password">
        <FormAlert message="This password reset link is invalid or has expired." />
        <Link to={`/reset-password?portal=${portal}`} className={buttonVariants()}>
          Request a new link
        </Link>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Set a New Password" description="Choose a new password for your account.">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <FormAlert message={failure} />
        <FormField label="New Password" hint={authTexts.passwordHint} error={errors.password?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <FormField label="Confirm New Password" error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
        </FormField>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Update Password'}
        </Button>
      </form>
    </AuthLayout>
  );
}
