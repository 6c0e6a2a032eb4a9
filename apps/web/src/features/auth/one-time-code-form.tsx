import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { authClient, authFailureText } from '@/lib/auth-client';
import { codeSchema, emailOnlySchema } from './schemas';

type EmailValues = z.infer<typeof emailOnlySchema>;
type CodeValues = z.infer<typeof codeSchema>;

/** Sign-in by a code sent to the account's email: ask for the email, then for the code. */
export function OneTimeCodeForm({
  onSignedIn,
  onTwoFactor,
  onCancel,
}: {
  onSignedIn: () => Promise<void>;
  onTwoFactor: () => void;
  onCancel: () => void;
}) {
  const [email, setEmail] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const emailForm = useForm<EmailValues>({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email: '' },
  });
  const codeForm = useForm<CodeValues>({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });

  const sendCode = emailForm.handleSubmit(async (values) => {
    setFailure(null);
    const { error } = await authClient.emailOtp.sendVerificationOtp({ email: values.email, type: 'sign-in' });
    if (error) return setFailure(authFailureText(error));
    setEmail(values.email);
  });

  const verify = codeForm.handleSubmit(async ({ code }) => {
    if (!email) return;
    setFailure(null);
    const { data, error } = await authClient.signIn.emailOtp({ email, otp: code });
    if (error) return setFailure(authFailureText(error));
    if (data && 'twoFactorRedirect' in data && data.twoFactorRedirect) return onTwoFactor();
    await onSignedIn();
  });

  if (!email) {
    return (
      <form onSubmit={sendCode} noValidate className="flex flex-col gap-4">
        <p className="text-muted-foreground text-sm">We will email you a 6-digit code to sign in with.</p>
        <FormAlert message={failure} />
        <FormField label="Email" error={emailForm.formState.errors.email?.message}>
          <Input type="email" autoComplete="email" {...emailForm.register('email')} />
        </FormField>
        <Button type="submit" disabled={emailForm.formState.isSubmitting}>
          {emailForm.formState.isSubmitting ? 'Sending...' : 'Send Code'}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Sign in with a password instead
        </Button>
      </form>
    );
  }

  return (
    <form onSubmit={verify} noValidate className="flex flex-col gap-4">
      <p className="text-muted-foreground text-sm" aria-live="polite">
        We sent a code to {email}. It is valid for a few minutes.
      </p>
      <FormAlert message={failure} />
      <FormField label="Sign-in code" error={codeForm.formState.errors.code?.message}>
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          {...codeForm.register('code')}
        />
      </FormField>
      <Button type="submit" disabled={codeForm.formState.isSubmitting}>
        {codeForm.formState.isSubmitting ? 'Signing in...' : 'Sign In'}
      </Button>
      <Button variant="ghost" onClick={() => setEmail(null)}>
        Use a different email
      </Button>
    </form>
  );
}
