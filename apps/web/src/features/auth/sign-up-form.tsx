import { zodResolver } from '@hookform/resolvers/zod';
import { authTexts } from '@party/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { authClient, authFailureText } from '@/lib/auth-client';
import { type SignUpValues, signUpSchema } from './schemas';

/** Partner sign-up: full name, email, password. Sign-up only ever makes a partner (server-side). */
export function SignUpForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ name, email, password }) => {
    setFailure(null);
    // Sign-up email links return to the site root (docs/product/storefront-and-sign-in.md).
    const { error } = await authClient.signUp.email({ name, email, password, callbackURL: '/' });
    if (error) return setFailure(authFailureText(error));
    toast.success(authTexts.signUpSuccess);
    onSignedUp(email);
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormAlert message={failure} />
      <FormField label="Full Name" error={errors.name?.message}>
        <Input autoComplete="name" {...form.register('name')} />
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField label="Password" hint={authTexts.passwordHint} error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
