import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages, authTexts, PASSWORD_MIN_LENGTH } from '@party/shared';
import { LogOutIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { AuthCallError, useChangePassword, useRevokeOtherSessions } from './api';
import type { AccountScreen } from './texts';
import { TwoFactorSetup } from './two-factor-setup';

/**
 * docs/product/partner-portal.md: new and confirm must match; the current password is checked too, and the sign-up rule
 * (at least 6 characters) holds here too. better-auth checks both again on the server.
 */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password'),
    newPassword: z.string(),
    confirmPassword: z.string(),
  })
  .superRefine(({ newPassword, confirmPassword }, ctx) => {
    if (newPassword.length < PASSWORD_MIN_LENGTH)
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: authTexts.passwordHint });
    else if (newPassword !== confirmPassword)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: accountMessages.passwordsDiffer });
  });
type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

function PasswordForm({ screen }: { screen: AccountScreen }) {
  const change = useChangePassword();
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(
    async ({ currentPassword, newPassword }) => {
      try {
        await change.mutateAsync({ currentPassword, newPassword });
        form.reset();
        toast.success(accountMessages.passwordUpdated, {
          description: 'You were signed out everywhere else.',
        });
      } catch (error) {
        if (error instanceof AuthCallError && error.code === 'INVALID_PASSWORD') {
          form.setError('currentPassword', { message: 'Your current password is not correct' });
          toast.error(accountMessages.passwordUpdateFailed, {
            description: 'Your current password is not correct',
          });
          return;
        }
        toast.error(accountMessages.passwordUpdateFailed, {
          description: error instanceof Error ? error.message : String(error),
        });
      }
    },
    (invalid) => {
      // The profile screen announces a mismatch with its own toast.
      if (screen === 'profile' && invalid.confirmPassword?.message === accountMessages.passwordsDiffer)
        toast.error(accountMessages.passwordMismatch, { description: accountMessages.passwordsDiffer });
    },
  );

  return (
    <form onSubmit={submit} noValidate className="flex max-w-md flex-col gap-4">
      <FormField label="Current Password" error={errors.currentPassword?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
      </FormField>
      <FormField label="New Password" hint={authTexts.passwordHint} error={errors.newPassword?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
      </FormField>
      <FormField label="Confirm New Password" error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Updating...' : 'Update Password'}
        </Button>
      </div>
    </form>
  );
}

function OtherSessions() {
  const revoke = useRevokeOtherSessions();
  const [confirming, setConfirming] = useState(false);
  const run = async () => {
    try {
      await revoke.mutateAsync();
      toast.success('Signed out of all other sessions');
    } catch (error) {
      toast.error('Could not sign out other sessions', {
        description: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setConfirming(false);
    }
  };
  return (
    <>
      <Button variant="outline" onClick={() => setConfirming(true)} disabled={revoke.isPending}>
        <LogOutIcon aria-hidden="true" /> Sign out other sessions
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Sign out other sessions?"
        description="Every other browser and device signed in to this account will be signed out. This one stays signed in."
        confirmLabel="Sign out other sessions"
        destructive
        pending={revoke.isPending}
        onConfirm={() => void run()}
      />
    </>
  );
}

/** Security tab: password change, signing out elsewhere, and two-factor authentication. */
export function SecurityPanel({
  screen,
  twoFactorEnabled,
}: {
  screen: AccountScreen;
  twoFactorEnabled: boolean;
}) {
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Change Password</CardTitle>
          <CardDescription>Changing your password signs you out on every other device.</CardDescription>
        </CardHeader>
        <CardContent>
          <PasswordForm screen={screen} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Sessions</CardTitle>
          <CardDescription>
            Signed in on a shared or lost device? End every session but this one.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <OtherSessions />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Two-Factor Authentication</CardTitle>
          <CardDescription>A code from an authenticator app at each sign-in.</CardDescription>
        </CardHeader>
        <CardContent className="max-w-md">
          <TwoFactorSetup enabled={twoFactorEnabled} />
        </CardContent>
      </Card>
    </div>
  );
}
