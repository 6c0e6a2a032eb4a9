import { parseReminderDays, type SystemSettings, settingDefaults, settingsTexts } from '@party/shared';

/** The System Configuration form as typed: numbers stay text until saved. */
export interface SettingsFormValues {
  maintenanceMode: boolean;
  autoApproval: boolean;
  emailNotifications: boolean;
  dataRetentionDays: string;
  maxFileSizeMb: string;
  systemMessage: string;
  quoteDiscountApprovalPercent: string;
  returnWindowDays: string;
  /** '-3, 7, 14': days from the due day, before (negative) and after. */
  invoiceReminderDays: string;
  overdueBlocksAccountOrders: boolean;
}

export function toFormValues(settings: SystemSettings): SettingsFormValues {
  return {
    ...settings,
    dataRetentionDays: String(settings.dataRetentionDays),
    maxFileSizeMb: String(settings.maxFileSizeMb),
    quoteDiscountApprovalPercent: String(settings.quoteDiscountApprovalPercent),
    returnWindowDays: String(settings.returnWindowDays),
    invoiceReminderDays: settings.invoiceReminderDays.join(', '),
  };
}

/** docs/product/admin-area.md, System Settings: retention falls back to 365 and max file size to 10 when not a number. */
export function toSettings(values: SettingsFormValues): SystemSettings {
  const whole = (text: string, fallback: string) => {
    const n = Number.parseInt(text, 10);
    return Number.isNaN(n) ? Number(fallback) : n;
  };
  return {
    ...values,
    dataRetentionDays: whole(values.dataRetentionDays, settingDefaults.data_retention_days),
    maxFileSizeMb: whole(values.maxFileSizeMb, settingDefaults.max_file_size_mb),
    quoteDiscountApprovalPercent: whole(
      values.quoteDiscountApprovalPercent,
      settingDefaults.quote_discount_approval_percent,
    ),
    returnWindowDays: whole(values.returnWindowDays, settingDefaults.return_window_days),
    invoiceReminderDays: parseReminderDays(values.invoiceReminderDays),
  };
}

/** Export Data: a JSON file with a settings object of every key, as stored (text). */
export function exportSettings(values: SettingsFormValues, now = new Date()): string {
  const s = toSettings(values);
  return JSON.stringify(
    {
      settings: {
        maintenance_mode: String(s.maintenanceMode),
        auto_approval: String(s.autoApproval),
        email_notifications: String(s.emailNotifications),
        data_retention_days: String(s.dataRetentionDays),
        max_file_size_mb: String(s.maxFileSizeMb),
        system_message: s.systemMessage,
        quote_discount_approval_percent: String(s.quoteDiscountApprovalPercent),
        return_window_days: String(s.returnWindowDays),
        invoice_reminder_days: s.invoiceReminderDays.join(','),
        overdue_blocks_account_orders: String(s.overdueBlocksAccountOrders),
      },
      exportedAt: now.toISOString(),
    },
    null,
    2,
  );
}

export type ImportResult = { ok: true; values: SettingsFormValues } | { ok: false; message: string };

/**
 * Import Data (docs/product/admin-area.md): the file must be .json and hold a settings object, else 'Invalid settings
 * file format'; text that is not JSON gives 'Failed to parse settings file'. Keys it lacks keep the
 * form's current values; it only fills the form.
 */
export function importSettings(fileName: string, text: string, current: SettingsFormValues): ImportResult {
  if (!fileName.toLowerCase().endsWith('.json')) return { ok: false, message: settingsTexts.invalidFile };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, message: settingsTexts.parseFailed };
  }
  const settings = (parsed as { settings?: unknown } | null)?.settings;
  if (!settings || typeof settings !== 'object' || Array.isArray(settings))
    return { ok: false, message: settingsTexts.invalidFile };
  const read = (key: string) => {
    const value = (settings as Record<string, unknown>)[key];
    return value === undefined || value === null ? undefined : String(value);
  };
  const flag = (key: string, fallback: boolean) => {
    const value = read(key);
    return value === undefined ? fallback : value === 'true';
  };
  return {
    ok: true,
    values: {
      maintenanceMode: flag('maintenance_mode', current.maintenanceMode),
      autoApproval: flag('auto_approval', current.autoApproval),
      emailNotifications: flag('email_notifications', current.emailNotifications),
      dataRetentionDays: read('data_retention_days') ?? current.dataRetentionDays,
      maxFileSizeMb: read('max_file_size_mb') ?? current.maxFileSizeMb,
      systemMessage: read('system_message') ?? current.systemMessage,
      quoteDiscountApprovalPercent:
        read('quote_discount_approval_percent') ?? current.quoteDiscountApprovalPercent,
      returnWindowDays: read('return_window_days') ?? current.returnWindowDays,
      invoiceReminderDays:
        read('invoice_reminder_days')?.replaceAll(',', ', ') ?? current.invoiceReminderDays,
      overdueBlocksAccountOrders: flag('overdue_blocks_account_orders', current.overdueBlocksAccountOrders),
    },
  };
}
