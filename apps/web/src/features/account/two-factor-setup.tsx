import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormAlert } from '@/components/form-alert';
import { useZodForm } from '@/components/form-dialog';
import { FormField } from '@/components/form-field';
import { FormKitForm } from '@/components/form-panel';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { formLevelError } from '@/lib/server-field-errors';

// better-auth's client loads when the form is sent, not with the admin dashboard or the settings
// screens that show this form (docs/ARCHITECTURE.md, what a visitor downloads first).
const loadAuthClient = () => import('@/lib/auth-client');

interface Enrolment {
  totpURI: string;
  backupCodes: string[];
}

/** The key an authenticator app asks for when the QR code cannot be scanned. */
export function secretFromOtpauth(uri: string): string | null {
  try {
    return new URL(uri).searchParams.get('secret');
  } catch {
    return null;
  }
}

const passwordSchema = z.object({ password: z.string() });
const codeSchema = z.object({ code: z.string() });

/** Step one: the password confirmed, the server hands back the key and the backup codes. */
function PasswordStep({ onEnrolled }: { onEnrolled: (enrolment: Enrolment) => void }) {
  const form = useZodForm(passwordSchema, { defaultValues: { password: '' } });
  const password = useWatch({ control: form.control, name: 'password' });

  // A refusal is thrown to the form kit, which shows its message in the alert above the field.
  async function start(values: { password: string }) {
    const { authClient, authFailureText } = await loadAuthClient();
    const { data, error } = await authClient.twoFactor.enable({ password: values.password });
    if (error || !data) throw new Error(authFailureText(error));
    if (data.method !== 'totp') throw new Error('Authenticator-app setup is not available for this account.');
    form.reset({ password: '' });
    onEnrolled({ totpURI: data.totpURI, backupCodes: data.backupCodes });
  }

  return (
    <FormKitForm form={form} onSubmit={start} className="flex flex-col gap-3">
      {({ sending, failure }) => (
        <>
          <p className="text-muted-foreground text-sm">
            Protect your account with a code from an authenticator app each time you sign in.
          </p>
          <FormAlert message={formLevelError(failure)} />
          {/* Not 'Current password': the password change beside it asks for that, and two fields of one
              name cannot be told apart by a screen reader. */}
          <FormField label="Your password, to confirm it is you">
            <Input type="password" autoComplete="current-password" {...form.register('password')} />
          </FormField>
          <Button type="submit" disabled={sending || !password}>
            Set up two-factor authentication
          </Button>
        </>
      )}
    </FormKitForm>
  );
}

/** Step two: the key to add to an authenticator app, and one code from it to turn two-factor on. */
function CodeStep({ enrolment }: { enrolment: Enrolment }) {
  const queryClient = useQueryClient();
  const form = useZodForm(codeSchema, { defaultValues: { code: '' } });

  // A code that is not 6 digits is refused here, in the alert above the field, before anything is sent.
  async function verify(values: { code: string }) {
    const code = values.code.trim();
    if (!/^\d{6}$/.test(code)) throw new Error('Enter the 6-digit code from your authenticator app.');
    const { authClient, authFailureText } = await loadAuthClient();
    const { error } = await authClient.twoFactor.verifyTotp({ code });
    if (error) throw new Error(authFailureText(error));
    toast.success('Two-factor authentication is now on.');
    void queryClient.invalidateQueries({ queryKey: ['me'], exact: true });
  }

  return (
    <FormKitForm form={form} onSubmit={verify} className="flex flex-col gap-3">
      {({ sending, failure }) => (
        <>
          <p className="text-sm">
            Add this account to your authenticator app with the setup link or the key below, then enter the
            code it shows.
          </p>
          <dl className="flex flex-col gap-2 text-sm">
            <dt className="font-medium">Setup link</dt>
            <dd className="break-all rounded-md bg-muted p-2 font-mono text-xs">{enrolment.totpURI}</dd>
            <dt className="font-medium">Key</dt>
            <dd className="break-all rounded-md bg-muted p-2 font-mono">
              {secretFromOtpauth(enrolment.totpURI)}
            </dd>
            <dt className="font-medium">Backup codes (keep them somewhere safe)</dt>
            <dd className="grid grid-cols-2 gap-1 font-mono text-xs">
              {enrolment.backupCodes.map((backup) => (
                <span key={backup}>{backup}</span>
              ))}
            </dd>
          </dl>
          <FormAlert message={formLevelError(failure)} />
          <FormField label="Authentication code">
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              {...form.register('code')}
            />
          </FormField>
          <Button type="submit" disabled={sending}>
            Verify and turn on
          </Button>
        </>
      )}
    </FormKitForm>
  );
}

/**
 * Turns on TOTP two-factor: confirm the password, add the key to an authenticator app, prove it
 * with one code. Until that code is verified the server keeps two-factor off.
 */
export function TwoFactorSetup({ enabled }: { enabled: boolean }) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  if (enabled) {
    return (
      <p className="flex items-center gap-2 text-sm">
        <ShieldCheckIcon className="size-5 text-success" aria-hidden="true" />
        Two-factor authentication is on for your account.
      </p>
    );
  }
  return enrolment ? <CodeStep enrolment={enrolment} /> : <PasswordStep onEnrolled={setEnrolment} />;
}
