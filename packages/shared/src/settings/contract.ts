import { z } from 'zod';

/**
 * The six system settings of docs/product/admin-area.md, and the share of a quote's gross above which its discount
 * needs approval (docs/product/approvals.md), stored as text under these keys.
 */
export const settingKeys = [
  'maintenance_mode',
  'auto_approval',
  'email_notifications',
  'data_retention_days',
  'max_file_size_mb',
  'system_message',
  'quote_discount_approval_percent',
  'return_window_days',
  'invoice_reminder_days',
  'overdue_blocks_account_orders',
] as const;
export type SettingKey = (typeof settingKeys)[number];

/** Defaults of docs/product/admin-area.md: retention 365 days, 10 MB, maintenance off, auto approval off, email on. */
export const settingDefaults: Record<SettingKey, string> = {
  maintenance_mode: 'false',
  auto_approval: 'false',
  email_notifications: 'true',
  data_retention_days: '365',
  max_file_size_mb: '10',
  system_message: '',
  quote_discount_approval_percent: '20',
  // docs/product/returns.md and docs/product/receivables.md: a 30-day return window; reminders 3 days
  // before the due day and 7 and 14 after; overdue invoices do not stop orders on account unless set.
  return_window_days: '30',
  invoice_reminder_days: '-3,7,14',
  overdue_blocks_account_orders: 'false',
};

export const systemSettingsSchema = z.object({
  maintenanceMode: z.boolean(),
  autoApproval: z.boolean(),
  emailNotifications: z.boolean(),
  dataRetentionDays: z.number().int(),
  maxFileSizeMb: z.number().int(),
  systemMessage: z.string(),
  quoteDiscountApprovalPercent: z.number().int(),
  returnWindowDays: z.number().int(),
  /** Days from the due day an invoice reminder goes: negative before, positive after; ascending. */
  invoiceReminderDays: z.array(z.number().int()),
  overdueBlocksAccountOrders: z.boolean(),
});
export type SystemSettings = z.infer<typeof systemSettingsSchema>;

const REMINDER_DAYS_LIMIT = 90;

/** '-3,7,14' ↔ [-3, 7, 14], ascending; anything that is not a whole number is dropped. */
export function parseReminderDays(text: string): number[] {
  const days = text
    .split(',')
    .map((d) => d.trim())
    .filter((d) => /^-?\d+$/.test(d))
    .map(Number)
    .filter((d) => d !== 0 && Math.abs(d) <= REMINDER_DAYS_LIMIT);
  return [...new Set(days)].sort((a, b) => a - b);
}

/** PUT /api/admin/settings: any subset of the settings; the form sends them all. */
export const systemSettingsUpdateSchema = z.strictObject({
  maintenanceMode: z.boolean().optional(),
  autoApproval: z.boolean().optional(),
  emailNotifications: z.boolean().optional(),
  dataRetentionDays: z
    .number()
    .int('Data retention must be a whole number of days')
    .min(1, 'Data retention must be at least 1 day')
    .max(3650, 'Data retention must be at most 3650 days')
    .optional(),
  maxFileSizeMb: z
    .number()
    .int('Max file size must be a whole number of MB')
    .min(1, 'Max file size must be at least 1 MB')
    .max(100, 'Max file size must be at most 100 MB')
    .optional(),
  systemMessage: z.string().trim().max(500, 'System message must be at most 500 characters').optional(),
  quoteDiscountApprovalPercent: z
    .number({ error: 'Discount approval share must be a whole number' })
    .int('Discount approval share must be a whole number')
    .min(0, 'Discount approval share must be at least 0%')
    .max(100, 'Discount approval share must be at most 100%')
    .optional(),
  returnWindowDays: z
    .number({ error: 'Return window must be a whole number of days' })
    .int('Return window must be a whole number of days')
    .min(0, 'Return window must be at least 0 days')
    .max(365, 'Return window must be at most 365 days')
    .optional(),
  invoiceReminderDays: z
    .array(
      z
        .number({ error: 'Reminder days must be whole numbers' })
        .int('Reminder days must be whole numbers')
        .min(-REMINDER_DAYS_LIMIT, `Reminders go at most ${REMINDER_DAYS_LIMIT} days before the due day`)
        .max(REMINDER_DAYS_LIMIT, `Reminders go at most ${REMINDER_DAYS_LIMIT} days after the due day`)
        .refine((d) => d !== 0, 'A reminder goes before or after the due day, not on it'),
    )
    .max(6, 'At most 6 reminders per invoice')
    .refine((days) => new Set(days).size === days.length, 'Each reminder day once')
    .optional(),
  overdueBlocksAccountOrders: z.boolean().optional(),
});
export type SystemSettingsUpdate = z.infer<typeof systemSettingsUpdateSchema>;

/** GET /api/store/site: what every page needs before it draws (banner, maintenance page). */
export const siteInfoSchema = z.object({ systemMessage: z.string(), maintenance: z.boolean() });
export type SiteInfo = z.infer<typeof siteInfoSchema>;

export const settingsTexts = {
  saved: 'Settings saved successfully',
  saveFailed: 'Failed to save settings: ',
  exported: 'Settings exported successfully',
  imported: 'Settings imported successfully',
  invalidFile: 'Invalid settings file format',
  parseFailed: 'Failed to parse settings file',
} as const;
