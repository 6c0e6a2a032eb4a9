import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { authClient, authFailureText } from '@/lib/auth-client';
import { codeSchema } from './schemas';

/** The second step for accounts with two-factor on: the 6-digit code from the authenticator app. */
export function TwoFactorChallenge({
  onSignedIn,
  onCancel,
}: {
  onSignedIn: () => Promise<void>;
  onCancel: () => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.infer<typeof codeSchema>>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ code }) => {
    setFailure(null);
    const { error } = await authClient.twoFactor.verifyTotp({ code });
    if (error) return setFailure(authFailureText(error));
    await onSignedIn();
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-muted-foreground text-sm">
        Two-factor authentication is on for this account. Enter the 6-digit code from your authenticator app.
      </p>
      <FormAlert message={failure} />
      <FormField label="Authentication code" error={errors.code?.message}>
        <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...form.register('code')} />
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Verifying...' : 'Verify'}
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        Back to Sign In
      </Button>
    </form>
  );
}
