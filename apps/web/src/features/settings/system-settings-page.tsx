import {
  type SystemSettings,
  type SystemSettingsUpdate,
  settingsTexts,
  systemSettingsUpdateSchema,
} from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import { DownloadIcon, UploadIcon } from 'lucide-react';
import { useId, useRef } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { saveBlob } from '@/components/file-download';
import { useZodForm } from '@/components/form-dialog';
import { FormPanel } from '@/components/form-panel';
import { FormTextField } from '@/components/form-text-field';
import { PageHeader } from '@/components/page-header';
import { RecordStates } from '@/components/record/record-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { systemSettingsQueryOptions, useSaveSystemSettings } from './api';
import {
  exportSettings,
  importSettings,
  type SettingsFormValues,
  toFormValues,
  toSettings,
} from './settings-file';

const switches = [
  {
    key: 'maintenanceMode',
    label: 'Maintenance Mode',
    description: 'Everyone but admins sees the maintenance page.',
  },
  {
    key: 'autoApproval',
    label: 'Auto Approval',
    description: 'Vendor applications are approved at once; associate applications always wait for an admin.',
  },
  {
    key: 'emailNotifications',
    label: 'Email Notifications',
    description: 'When off, no email is sent but sign-in mail.',
  },
  {
    key: 'overdueBlocksAccountOrders',
    label: 'Overdue Invoices Stop Orders on Account',
    description:
      'A company with an overdue invoice on account pays for new orders by invoice until it is paid.',
  },
] as const;

/**
 * The form as typed (numbers stay text, a retention or file size that is not a number falls back to
 * its default), checked on save by the contract the server checks.
 */
const settingsFormSchema = z
  .object({
    maintenanceMode: z.boolean(),
    autoApproval: z.boolean(),
    emailNotifications: z.boolean(),
    dataRetentionDays: z.string(),
    maxFileSizeMb: z.string(),
    systemMessage: z.string(),
    quoteDiscountApprovalPercent: z.string(),
    returnWindowDays: z.string(),
    invoiceReminderDays: z.string(),
    overdueBlocksAccountOrders: z.boolean(),
  })
  .transform((values): SystemSettingsUpdate => toSettings(values))
  .pipe(systemSettingsUpdateSchema);

type SettingsForm = UseFormReturn<SettingsFormValues, unknown, z.output<typeof settingsFormSchema>>;

/** The file's text (FileReader: every browser and the test DOM have it). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

/**
 * System Settings (/admin/settings) and each portal's System Configuration (docs/product/admin-area.md):
 * the six settings, Save Settings, Export Data (a JSON file) and Import Data (fills the form only).
 */
export default function SystemSettingsPage({ title = 'System Settings' }: { title?: string }) {
  const settings = useQuery(systemSettingsQueryOptions);
  return (
    <RecordStates
      query={settings}
      loadingLabel="Loading settings"
      errorTitle="Failed to load settings"
      notFoundTitle="Failed to load settings"
    >
      {(stored) => <SystemSettingsEditor title={title} stored={stored} />}
    </RecordStates>
  );
}

/** The page once the settings are read: the form keeps what is typed while the settings refetch. */
function SystemSettingsEditor({ title, stored }: { title: string; stored: SystemSettings }) {
  const save = useSaveSystemSettings();
  const form = useZodForm(settingsFormSchema, { defaultValues: toFormValues(stored) });
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={title}
        description="Settings for the whole store. Changes apply once saved."
        actions={<SettingsFileActions form={form} />}
      />
      <Card>
        <CardContent className="pt-6">
          <FormPanel
            form={form}
            className="max-w-2xl gap-5"
            submitLabel="Save Settings"
            pendingLabel="Saving..."
            onSubmit={async (values) => {
              const saved = await save.mutateAsync(values);
              form.reset(toFormValues(saved));
              toast.success(settingsTexts.saved);
            }}
          >
            <SettingsFields control={form.control} />
          </FormPanel>
        </CardContent>
      </Card>
    </div>
  );
}

/** Export Data writes the form as a JSON file; Import Data fills the form from one, without saving. */
function SettingsFileActions({ form }: { form: SettingsForm }) {
  const fileInput = useRef<HTMLInputElement>(null);

  const exportData = () => {
    saveBlob(
      new Blob([exportSettings(form.getValues())], { type: 'application/json' }),
      `system-settings-${new Date().toISOString().slice(0, 10)}.json`,
    );
    toast.success(settingsTexts.exported);
  };

  const importData = async (file: File | undefined) => {
    if (!file) return;
    const result = importSettings(file.name, await readText(file), form.getValues());
    if (fileInput.current) fileInput.current.value = '';
    if (!result.ok) {
      toast.error(result.message);
      return;
    }
    form.reset(result.values, { keepDefaultValues: true });
    toast.success(settingsTexts.imported);
  };

  return (
    <>
      <Button type="button" variant="outline" onClick={exportData}>
        <DownloadIcon aria-hidden="true" /> Export Data
      </Button>
      <Button type="button" variant="outline" onClick={() => fileInput.current?.click()}>
        <UploadIcon aria-hidden="true" /> Import Data
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept=".json,application/json"
        className="sr-only"
        tabIndex={-1}
        aria-label="Settings file to import"
        onChange={(e) => void importData(e.target.files?.[0])}
      />
    </>
  );
}

function SettingsFields({ control }: { control: SettingsForm['control'] }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField
          control={control}
          name="dataRetentionDays"
          label="Data Retention (days)"
          inputMode="numeric"
        />
        <FormTextField
          control={control}
          name="maxFileSizeMb"
          label="Max File Size (MB)"
          inputMode="numeric"
        />
        <FormTextField
          control={control}
          name="quoteDiscountApprovalPercent"
          label="Quote Discount Needing Approval (%)"
          inputMode="numeric"
          className="sm:col-span-2"
          hint="A quote whose discount is more than this share of its subtotal waits for finance or an administrator to approve it."
        />
        <FormTextField
          control={control}
          name="returnWindowDays"
          label="Return Window (days)"
          inputMode="numeric"
          hint="How long after delivery a partner may ask to return goods; 0 turns returns off."
        />
        <FormTextField
          control={control}
          name="invoiceReminderDays"
          label="Invoice Reminders (days from due)"
          hint="Comma-separated: -3 is three days before the due day, 7 a week after."
        />
      </div>
      {switches.map((s) => (
        <SettingSwitch key={s.key} control={control} setting={s} />
      ))}
      <FormTextField
        control={control}
        name="systemMessage"
        label="System Message"
        multiline
        rows={3}
        hint="Shown as a banner on every page while it is not empty."
      />
    </>
  );
}

/** An on/off setting: its label and what it does beside the switch. */
function SettingSwitch({
  control,
  setting: { key: name, label, description },
}: {
  control: SettingsForm['control'];
  setting: (typeof switches)[number];
}) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="flex items-start justify-between gap-6">
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
            ref={field.ref}
            checked={field.value}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            aria-describedby={`${id}-description`}
          />
        </div>
      )}
    />
  );
}
