import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { authClient, authFailureText } from '@/lib/auth-client';
import { type SignInValues, signInSchema } from './schemas';

/** Email and password. Calls onTwoFactor when the account asks for its authenticator code. */
export function SignInForm({
  forgotPasswordHref,
  submitLabel = 'Sign In',
  onSignedIn,
  onTwoFactor,
}: {
  forgotPasswordHref: string;
  submitLabel?: string;
  onSignedIn: () => Promise<void>;
  onTwoFactor: () => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email, password }) => {
    setFailure(null);
    const { data, error } = await authClient.signIn.email({ email, password });
    if (error) return setFailure(authFailureText(error));
    if (data && 'twoFactorRedirect' in data && data.twoFactorRedirect) return onTwoFactor();
    await onSignedIn();
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormAlert message={failure} />
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <div className="flex justify-end">
        <Link to={forgotPasswordHref} className="text-primary text-sm underline-offset-4 hover:underline">
          Forgot Password?
        </Link>
      </div>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Signing in...' : submitLabel}
      </Button>
    </form>
  );
}
