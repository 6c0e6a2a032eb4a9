import { useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { CheckEmail } from '@/features/auth/check-email';
import { SignInPanel } from '@/features/auth/sign-in-panel';
import { SignUpForm } from '@/features/auth/sign-up-form';
import { AuthLayout, OtherDoors } from './auth-layout';

type Mode = 'sign-in' | 'sign-up';

/**
 * /login: partner sign-in, or sign-up, then the check-email screen
 * (docs/product/storefront-and-sign-in.md).
 */
export default function LoginPage() {
  const location = useLocation();
  const startMode = (location.state as { mode?: Mode } | null)?.mode === 'sign-up' ? 'sign-up' : 'sign-in';
  const [mode, setMode] = useState<Mode>(startMode);
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo) {
    return (
      <AuthLayout>
        <CheckEmail
          email={sentTo}
          onBack={() => {
            setSentTo(null);
            setMode('sign-in');
          }}
        />
      </AuthLayout>
    );
  }

  const signingUp = mode === 'sign-up';
  return (
    <AuthLayout
      title={signingUp ? 'Create Partner Account' : 'Partner Sign In'}
      description={
        signingUp
          ? 'Open a business account for wholesale party supplies.'
          : 'Sign in to order, track deliveries and manage your account.'
      }
      footer={<OtherDoors />}
    >
      {signingUp ? <SignUpForm onSignedUp={setSentTo} /> : <SignInPanel portal="partner" />}
      <p className="text-center text-muted-foreground text-sm">
        {signingUp ? 'Already have an account?' : 'New to Party Central?'}{' '}
        <Button
          variant="link"
          className="h-auto p-0"
          onClick={() => setMode(signingUp ? 'sign-in' : 'sign-up')}
        >
          {signingUp ? 'Partner Sign In' : 'Create Partner Account'}
        </Button>
      </p>
    </AuthLayout>
  );
}
