import { describe, expect, it } from 'vitest';
import { exportSettings, importSettings, type SettingsFormValues, toSettings } from './settings-file';

const current: SettingsFormValues = {
  maintenanceMode: false,
  autoApproval: false,
  emailNotifications: true,
  dataRetentionDays: '365',
  maxFileSizeMb: '10',
  systemMessage: '',
  quoteDiscountApprovalPercent: '20',
  returnWindowDays: '30',
  invoiceReminderDays: '-3, 7, 14',
  overdueBlocksAccountOrders: false,
};

describe('settings file', () => {
  it('falls back to 365 days and 10 MB when the numbers are not numbers', () => {
    expect(toSettings({ ...current, dataRetentionDays: 'soon', maxFileSizeMb: '' })).toMatchObject({
      dataRetentionDays: 365,
      maxFileSizeMb: 10,
    });
    expect(toSettings({ ...current, dataRetentionDays: '90', maxFileSizeMb: '25' })).toMatchObject({
      dataRetentionDays: 90,
      maxFileSizeMb: 25,
    });
  });

  it('round-trips an export through import', () => {
    const values = { ...current, maintenanceMode: true, dataRetentionDays: '30', systemMessage: 'Sale on' };
    const file = exportSettings(values, new Date('2026-11-26T00:00:00Z'));
    expect(JSON.parse(file).settings).toEqual({
      maintenance_mode: 'true',
      auto_approval: 'false',
      email_notifications: 'true',
      data_retention_days: '30',
      max_file_size_mb: '10',
      system_message: 'Sale on',
      quote_discount_approval_percent: '20',
      return_window_days: '30',
      invoice_reminder_days: '-3,7,14',
      overdue_blocks_account_orders: 'false',
    });
    expect(importSettings('settings.json', file, current)).toEqual({ ok: true, values });
  });

  it('gives the two error texts', () => {
    expect(importSettings('settings.txt', '{"settings":{}}', current)).toEqual({
      ok: false,
      message: 'Invalid settings file format',
    });
    expect(importSettings('settings.json', '{"other":1}', current)).toEqual({
      ok: false,
      message: 'Invalid settings file format',
    });
    expect(importSettings('settings.json', '{not json', current)).toEqual({
      ok: false,
      message: 'Failed to parse settings file',
    });
  });
});
