import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { OneTimeCodeForm } from './one-time-code-form';
import type { Portal } from './portals';
import { SignInForm } from './sign-in-form';
import { TwoFactorChallenge } from './two-factor-challenge';
import { useFinishSignIn } from './use-finish-sign-in';

type Step = 'password' | 'code' | 'two-factor';

/** Every way to sign in at one door: password, one-time code, then the two-factor step if needed. */
export function SignInPanel({ portal }: { portal: Portal }) {
  const [step, setStep] = useState<Step>('password');
  const finish = useFinishSignIn(portal);
  const toTwoFactor = () => setStep('two-factor');

  if (step === 'two-factor')
    return <TwoFactorChallenge onSignedIn={finish} onCancel={() => setStep('password')} />;
  if (step === 'code') {
    return (
      <OneTimeCodeForm onSignedIn={finish} onTwoFactor={toTwoFactor} onCancel={() => setStep('password')} />
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <SignInForm
        forgotPasswordHref={`/reset-password?portal=${portal}`}
        onSignedIn={finish}
        onTwoFactor={toTwoFactor}
      />
      <Button variant="outline" onClick={() => setStep('code')}>
        Sign in with a one-time code
      </Button>
    </div>
  );
}
