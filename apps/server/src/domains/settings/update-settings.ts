import type { Principal, SettingKey, SystemSettings, SystemSettingsUpdate } from '@party/shared';
import { type Db, notify } from '../../db/client.ts';
import { publishEvent } from '../../lib/events.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { getRawSettings, parseSettings } from './get-settings.ts';
import { writeSettings } from './settings.repository.ts';

export const SETTINGS_CHANNEL = 'settings_changed';

const keyOf: Record<keyof SystemSettingsUpdate, SettingKey> = {
  maintenanceMode: 'maintenance_mode',
  autoApproval: 'auto_approval',
  emailNotifications: 'email_notifications',
  dataRetentionDays: 'data_retention_days',
  maxFileSizeMb: 'max_file_size_mb',
  systemMessage: 'system_message',
  quoteDiscountApprovalPercent: 'quote_discount_approval_percent',
  returnWindowDays: 'return_window_days',
  invoiceReminderDays: 'invoice_reminder_days',
  overdueBlocksAccountOrders: 'overdue_blocks_account_orders',
};

/**
 * Saves the settings an admin changed, writes an audit entry with old and new values, and tells
 * every instance (settings caches) and every open page (banner, maintenance) after commit.
 */
export async function updateSettings(
  db: Db,
  admin: Principal,
  update: SystemSettingsUpdate,
): Promise<SystemSettings> {
  return db.transaction(async (tx) => {
    const before = await getRawSettings(tx);
    const after = { ...before };
    const oldValues: Record<string, string> = {};
    const newValues: Record<string, string> = {};
    for (const [field, value] of Object.entries(update) as [keyof SystemSettingsUpdate, unknown][]) {
      if (value === undefined) continue;
      const key = keyOf[field];
      // Lists are stored as '-3,7,14', in order.
      const text = Array.isArray(value) ? [...value].sort((a, b) => a - b).join(',') : String(value);
      if (before[key] === text) continue;
      after[key] = text;
      oldValues[key] = before[key];
      newValues[key] = text;
    }
    const settings = parseSettings(after);
    if (Object.keys(newValues).length === 0) return settings;

    await writeSettings(tx, newValues, admin.userId);
    await recordAudit(tx, admin, {
      action: 'settings.updated',
      entity: { id: null, label: Object.keys(newValues).join(', ') },
      oldValues,
      newValues,
    });
    await notify(tx, SETTINGS_CHANNEL, {});
    if ('system_message' in newValues || 'maintenance_mode' in newValues) {
      await publishEvent(tx, {
        everyone: true,
        type: 'site.changed',
        data: { systemMessage: settings.systemMessage, maintenance: settings.maintenanceMode },
      });
    }
    return settings;
  });
}
