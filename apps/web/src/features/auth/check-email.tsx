import { MailCheckIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** docs/product/storefront-and-sign-in.md: the screen after sign-up, with the next steps and a way back. */
export function CheckEmail({ email, onBack }: { email: string; onBack: () => void }) {
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <MailCheckIcon className="size-12 text-primary" aria-hidden="true" />
      <h1 className="text-2xl">Check Your Email</h1>
      <p className="text-muted-foreground">
        We sent a verification link to <strong className="text-foreground">{email}</strong>.
      </p>
      <ol className="flex list-decimal flex-col gap-1 pl-5 text-left text-sm">
        <li>Check your inbox (and your spam folder).</li>
        <li>Click the verification link in the email.</li>
        <li>Return here to complete your partner onboarding.</li>
      </ol>
      <Button variant="outline" onClick={onBack}>
        Back to Login
      </Button>
    </div>
  );
}
