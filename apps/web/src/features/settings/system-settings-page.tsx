import { settingsTexts } from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import { DownloadIcon, UploadIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { saveBlob } from '@/components/file-download';
import { ListError, ListSkeleton } from '@/components/list/list-states';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
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
] as const;

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
 * System Settings (/admin/settings) and each portal's System Configuration (spec 3): the six
 * settings, Save Settings, Export Data (a JSON file) and Import Data (fills the form only).
 */
export default function SystemSettingsPage({ title = 'System Settings' }: { title?: string }) {
  const settings = useQuery(systemSettingsQueryOptions);
  const save = useSaveSystemSettings();
  const [values, setValues] = useState<SettingsFormValues | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => {
    if (settings.data && values === null) setValues(toFormValues(settings.data));
  }, [settings.data, values]);

  if (settings.isError && !values)
    return <ListError title="Failed to load settings" error={settings.error} onRetry={settings.refetch} />;
  if (!values) return <ListSkeleton label="Loading settings" />;

  const set = <K extends keyof SettingsFormValues>(key: K, value: SettingsFormValues[K]) =>
    setValues({ ...values, [key]: value });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      const saved = await save.mutateAsync(toSettings(values));
      setValues(toFormValues(saved));
      toast.success(settingsTexts.saved);
    } catch (error) {
      toast.error(`${settingsTexts.saveFailed}${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const exportData = () => {
    saveBlob(
      new Blob([exportSettings(values)], { type: 'application/json' }),
      `system-settings-${new Date().toISOString().slice(0, 10)}.json`,
    );
    toast.success(settingsTexts.exported);
  };

  const importData = async (file: File | undefined) => {
    if (!file) return;
    const result = importSettings(file.name, await readText(file), values);
    if (fileInput.current) fileInput.current.value = '';
    if (!result.ok) {
      toast.error(result.message);
      return;
    }
    setValues(result.values);
    toast.success(settingsTexts.imported);
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={title}
        description="Settings for the whole store. Changes apply once saved."
        actions={
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
        }
      />
      <Card>
        <CardContent className="pt-6">
          <form onSubmit={submit} className="flex max-w-2xl flex-col gap-5" noValidate>
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="flex flex-col gap-2">
                <label htmlFor={`${id}-retention`} className="font-medium">
                  Data Retention (days)
                </label>
                <Input
                  id={`${id}-retention`}
                  inputMode="numeric"
                  value={values.dataRetentionDays}
                  onChange={(e) => set('dataRetentionDays', e.target.value)}
                />
              </div>
              <div className="flex flex-col gap-2">
                <label htmlFor={`${id}-size`} className="font-medium">
                  Max File Size (MB)
                </label>
                <Input
                  id={`${id}-size`}
                  inputMode="numeric"
                  value={values.maxFileSizeMb}
                  onChange={(e) => set('maxFileSizeMb', e.target.value)}
                />
              </div>
              <div className="flex flex-col gap-2 sm:col-span-2">
                <label htmlFor={`${id}-discount-share`} className="font-medium">
                  Quote Discount Needing Approval (%)
                </label>
                <Input
                  id={`${id}-discount-share`}
                  inputMode="numeric"
                  value={values.quoteDiscountApprovalPercent}
                  onChange={(e) => set('quoteDiscountApprovalPercent', e.target.value)}
                  aria-describedby={`${id}-discount-share-description`}
                />
                <p id={`${id}-discount-share-description`} className="text-muted-foreground text-sm">
                  A quote whose discount is more than this share of its subtotal waits for finance or an
                  administrator to approve it.
                </p>
              </div>
            </div>
            {switches.map((s) => (
              <div key={s.key} className="flex items-start justify-between gap-6">
                <div className="flex flex-col gap-1">
                  <label htmlFor={`${id}-${s.key}`} className="font-medium">
                    {s.label}
                  </label>
                  <p id={`${id}-${s.key}-description`} className="text-muted-foreground text-sm">
                    {s.description}
                  </p>
                </div>
                <Switch
                  id={`${id}-${s.key}`}
                  checked={values[s.key]}
                  onCheckedChange={(checked) => set(s.key, checked)}
                  aria-describedby={`${id}-${s.key}-description`}
                />
              </div>
            ))}
            <div className="flex flex-col gap-2">
              <label htmlFor={`${id}-message`} className="font-medium">
                System Message
              </label>
              <Textarea
                id={`${id}-message`}
                rows={3}
                value={values.systemMessage}
                onChange={(e) => set('systemMessage', e.target.value)}
                aria-describedby={`${id}-message-hint`}
              />
              <p id={`${id}-message-hint`} className="text-muted-foreground text-sm">
                Shown as a banner on every page while it is not empty.
              </p>
            </div>
            <div>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? 'Saving...' : 'Save Settings'}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
