import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const userEvent = userEventLib.setup({ delay: null });
const admin = makePrincipal({ role: null, isAdmin: true, name: 'Ada Admin' });
const stored = {
  maintenanceMode: false,
  autoApproval: false,
  emailNotifications: true,
  dataRetentionDays: 365,
  maxFileSizeMb: 10,
  systemMessage: '',
  quoteDiscountApprovalPercent: 20,
  returnWindowDays: 30,
  invoiceReminderDays: [-3, 7, 14],
  overdueBlocksAccountOrders: false,
};

describe('System Settings', () => {
  it('saves the settings, falling back to 365 days when retention is not a number', async () => {
    const api = mockApi({
      ...sessionHandlers(admin),
      'GET /api/admin/settings': { body: stored },
      'PUT /api/admin/settings': { body: { ...stored, autoApproval: true, systemMessage: 'Sale on' } },
    });
    renderApp('/admin/partners/settings');
    expect(
      await screen.findByRole('heading', { name: 'Partner System Configuration' }, { timeout: 15_000 }),
    ).toBeTruthy();
    const retention = await screen.findByLabelText('Data Retention (days)');
    await userEvent.clear(retention);
    await userEvent.type(retention, 'forever');
    await userEvent.click(screen.getByRole('switch', { name: 'Auto Approval' }));
    await userEvent.type(screen.getByLabelText('System Message'), 'Sale on');
    const share = screen.getByLabelText('Quote Discount Needing Approval (%)');
    await userEvent.clear(share);
    await userEvent.type(share, '15');
    const reminders = screen.getByLabelText('Invoice Reminders (days from due)');
    await userEvent.clear(reminders);
    await userEvent.type(reminders, '14, -5, 7');
    await userEvent.click(screen.getByRole('switch', { name: 'Overdue Invoices Stop Orders on Account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings saved successfully')).toBeTruthy();
    expect(api.calls('PUT', '/api/admin/settings')[0]!.body).toEqual({
      ...stored,
      autoApproval: true,
      dataRetentionDays: 365,
      systemMessage: 'Sale on',
      quoteDiscountApprovalPercent: 15,
      invoiceReminderDays: [-5, 7, 14],
      overdueBlocksAccountOrders: true,
    });
  });

  it('imports a settings file into the form without saving, and refuses a bad one', async () => {
    const api = mockApi({ ...sessionHandlers(admin), 'GET /api/admin/settings': { body: stored } });
    renderApp('/admin/settings');
    const input = (await screen.findByLabelText(
      'Settings file to import',
      {},
      { timeout: 15_000 },
    )) as HTMLInputElement;
    const file = new File(
      [JSON.stringify({ settings: { maintenance_mode: 'true', max_file_size_mb: '25' } })],
      'settings.json',
      { type: 'application/json' },
    );
    fireEvent.change(input, { target: { files: [file] } });
    expect(await screen.findByText('Settings imported successfully')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByLabelText('Max File Size (MB)') as HTMLInputElement).value).toBe('25'),
    );
    expect(screen.getByRole('switch', { name: 'Maintenance Mode' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(api.calls('PUT', '/api/admin/settings')).toHaveLength(0);

    fireEvent.change(input, { target: { files: [new File(['{oops'], 'settings.json')] } });
    expect(await screen.findByText('Failed to parse settings file')).toBeTruthy();
    fireEvent.change(input, { target: { files: [new File(['{}'], 'settings.txt')] } });
    expect(await screen.findByText('Invalid settings file format')).toBeTruthy();
  });
});
