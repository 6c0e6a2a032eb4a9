import { ShieldAlertIcon, XIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';

const DISMISSED_KEY = 'pc-admin-2fa-prompt-dismissed';

/**
 * Admins without two-factor are prompted to enrol (docs/product/storefront-and-sign-in.md). A
 * banner on the admin dashboard, linking to the Security settings below it. Dismissing it hides it
 * on this browser (local storage); it stays gone once two-factor is on.
 */
export function TwoFactorPrompt({ enabled, securityHref }: { enabled: boolean; securityHref: string }) {
  // Read after mount: the first render matches the server's (no storage there).
  const [dismissed, setDismissed] = useState(true);
  useEffect(() => setDismissed(localStorage.getItem(DISMISSED_KEY) === '1'), []);
  if (enabled || dismissed) return null;
  return (
    <section
      aria-label="Two-factor authentication"
      className="flex items-start gap-3 rounded-lg border border-warning/50 bg-warning/10 p-4"
    >
      <ShieldAlertIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="flex-1 text-sm">
        <p className="font-medium">Protect your administrator account</p>
        <p>
          Two-factor authentication is off.{' '}
          <a className="font-medium underline underline-offset-4" href={securityHref}>
            Set up two-factor authentication
          </a>
        </p>
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Dismiss"
        onClick={() => {
          localStorage.setItem(DISMISSED_KEY, '1');
          setDismissed(true);
        }}
      >
        <XIcon aria-hidden="true" />
      </Button>
    </section>
  );
}
