import { authTexts } from '@party/shared';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { FormAlert } from '@/components/form-alert';
import { useZodForm } from '@/components/form-dialog';
import { FormPanel } from '@/components/form-panel';
import { FormTextField } from '@/components/form-text-field';
import { buttonVariants } from '@/components/ui/button';
import { portalFrom, portals } from '@/features/auth/portals';
import { newPasswordSchema } from '@/features/auth/schemas';
import { authClient, authFailureText } from '@/lib/auth-client';
import { AuthLayout } from './auth-layout';

/** /update-password?token=…: the end of the reset link; sets the new password, then back to sign-in. */
export default function UpdatePasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const portal = portalFrom(params.get('portal'));
  const form = useZodForm(newPasswordSchema, { defaultValues: { password: '', confirmPassword: '' } });

  const submit = async ({ password }: { password: string }) => {
    if (!token) return;
    const { error } = await authClient.resetPassword({ newPassword: password, token });
    // The form's alert shows the reason (docs/product/storefront-and-sign-in.md).
    if (error) throw new Error(authFailureText(error));
    toast.success('Password updated. Please sign in with your new password.');
    void navigate(portals[portal].loginPath, { replace: true });
  };

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
      <FormPanel form={form} onSubmit={submit} submitLabel="Update Password" pendingLabel="Saving...">
        <FormTextField
          control={form.control}
          name="password"
          label="New Password"
          hint={authTexts.passwordHint}
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
    </AuthLayout>
  );
}
