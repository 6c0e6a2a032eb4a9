import { parseReminderDays, type SettingKey, type SystemSettings, settingDefaults } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { readStoredSettings } from './settings.repository.ts';

/** Stored text values, with the defaults of docs/product/admin-area.md (System Settings) for keys never saved. */
export async function getRawSettings(tx: Tx): Promise<Record<SettingKey, string>> {
  const stored = await readStoredSettings(tx);
  const raw = { ...settingDefaults };
  for (const key of Object.keys(raw) as SettingKey[]) raw[key] = stored.get(key) ?? raw[key];
  return raw;
}

function wholeNumber(value: string, fallback: number, min = 1): number {
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) && n >= min ? n : fallback;
}

function percent(value: string, fallback: number): number {
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) && n >= 0 && n <= 100 ? n : fallback;
}

/** docs/product/admin-area.md, System Settings: retention falls back to 365 and max file size to 10 when the stored text is not a number. */
export function parseSettings(raw: Record<SettingKey, string>): SystemSettings {
  return {
    maintenanceMode: raw.maintenance_mode === 'true',
    autoApproval: raw.auto_approval === 'true',
    emailNotifications: raw.email_notifications !== 'false',
    dataRetentionDays: wholeNumber(raw.data_retention_days, 365),
    maxFileSizeMb: wholeNumber(raw.max_file_size_mb, 10),
    systemMessage: raw.system_message,
    quoteDiscountApprovalPercent: percent(raw.quote_discount_approval_percent, 20),
    returnWindowDays: wholeNumber(raw.return_window_days, 30, 0),
    invoiceReminderDays: parseReminderDays(raw.invoice_reminder_days),
    overdueBlocksAccountOrders: raw.overdue_blocks_account_orders === 'true',
  };
}

/** The typed system settings other domains obey (uploads, onboarding, mail, retention, quote approval). */
export async function getSettings(tx: Tx): Promise<SystemSettings> {
  return parseSettings(await getRawSettings(tx));
}
