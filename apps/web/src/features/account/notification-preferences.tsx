import { accountMessages, type EmailPreferences } from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import { AlertCircleIcon } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { emailPreferencesQueryOptions, useUpdateEmailPreferences } from './api';

export interface PreferenceSwitchSpec {
  key: keyof EmailPreferences;
  label: string;
  description: string;
}

/** The partner's switches: the email_preferences columns, each obeyed by the outbox (docs/product/partner-portal.md). */
const partnerSwitches: PreferenceSwitchSpec[] = [
  {
    key: 'orderNotifications',
    label: 'Order updates',
    description: 'Order confirmations and status changes by email.',
  },
  {
    key: 'quoteNotifications',
    label: 'Quote updates',
    description: 'Quote request confirmations and quotes ready for you.',
  },
  {
    key: 'promotionalEmails',
    label: 'Promotions',
    description: 'Offers, campaign codes and new ranges.',
  },
  {
    key: 'stockAlerts',
    label: 'Stock alerts',
    description: 'Emails about low stock and products back in stock.',
  },
  // docs/product/receivables.md, "Reminders": only the reminders before the due day can be turned off.
  {
    key: 'paymentNotifications',
    label: 'Payment reminders',
    description: 'Invoice reminders before the due date. Overdue notices always go.',
  },
];

function PreferenceSwitch({
  label,
  description,
  checked,
  disabled = false,
  onChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-6 py-4">
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <p id={`${id}-description`} className="text-muted-foreground text-sm">
          {description}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onChange}
        aria-describedby={`${id}-description`}
      />
    </div>
  );
}

/**
 * Notifications tab: each switch is saved as it is flipped. `switches` defaults to the partner's;
 * when they include the master switch (emailNotifications) and it is off, the others are shown
 * disabled: they keep their values, and the outbox sends none of them.
 */
export function NotificationPreferences({
  switches = partnerSwitches,
}: {
  switches?: readonly PreferenceSwitchSpec[];
}) {
  const preferences = useQuery(emailPreferencesQueryOptions);
  const update = useUpdateEmailPreferences();

  if (preferences.isPending)
    return (
      <div role="status" aria-label="Loading preferences" className="flex flex-col gap-4">
        {switches.map((s) => (
          <Skeleton key={s.key} className="h-12 w-full" />
        ))}
      </div>
    );
  if (preferences.isError)
    return (
      <EmptyState
        icon={AlertCircleIcon}
        title="Error loading preferences"
        description={preferences.error.message}
        action={
          <Button variant="outline" onClick={() => void preferences.refetch()}>
            Try Again
          </Button>
        }
      />
    );

  const masterOff =
    switches.some((s) => s.key === 'emailNotifications') && !preferences.data.emailNotifications;
  const save = (key: keyof EmailPreferences, value: boolean) =>
    update.mutate(
      { [key]: value },
      {
        onSuccess: () => toast.success(accountMessages.preferencesUpdated),
        onError: (error) =>
          toast.error(accountMessages.preferencesUpdateFailed, { description: error.message }),
      },
    );

  return (
    <section aria-labelledby="email-preferences-heading" className="flex max-w-2xl flex-col">
      {/* Not 'Email notifications': that is the vendor's master switch below it. */}
      <h3 id="email-preferences-heading" className="font-semibold text-base">
        Emails we send
      </h3>
      <p className="text-muted-foreground text-sm">
        Sign-in codes and password resets always arrive, whatever you choose here.
      </p>
      <div className="divide-y">
        {switches.map((s) => (
          <PreferenceSwitch
            key={s.key}
            label={s.label}
            description={s.description}
            checked={preferences.data[s.key]}
            disabled={s.key !== 'emailNotifications' && masterOff}
            onChange={(value) => save(s.key, value)}
          />
        ))}
      </div>
    </section>
  );
}
