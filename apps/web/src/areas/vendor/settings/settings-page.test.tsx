import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const userEvent = userEventLib.setup({ delay: null });
const vendor = makePrincipal({ role: 'vendor', name: 'Val Vendor' });
const allOn = {
  emailNotifications: true,
  orderNotifications: true,
  quoteNotifications: true,
  promotionalEmails: true,
  stockAlerts: true,
  systemUpdates: true,
  paymentNotifications: true,
  shipmentNotifications: true,
};

describe('vendor settings', () => {
  it('shows the four vendor switches, saves a flip, and greys the others while email is off', async () => {
    const api = mockApi({
      ...sessionHandlers(vendor),
      'GET /api/vendor/profile': { status: 404, body: { error: { code: 'NOT_FOUND', message: 'x' } } },
      'GET /api/me/email-preferences': { body: allOn },
      'PUT /api/me/email-preferences': { body: { ...allOn, emailNotifications: false } },
    });
    renderApp('/vendor/settings?tab=notifications');
    const master = await screen.findByRole('switch', { name: 'Email notifications' });
    expect(screen.getAllByRole('switch')).toHaveLength(4);
    for (const name of ['Order notifications', 'Payment notifications', 'Shipment notifications'])
      expect(screen.getByRole('switch', { name }).hasAttribute('disabled')).toBe(false);

    await userEvent.click(master);
    await waitFor(() => expect(api.calls('PUT', '/api/me/email-preferences')).toHaveLength(1));
    expect(api.calls('PUT', '/api/me/email-preferences')[0]!.body).toEqual({ emailNotifications: false });
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Payment notifications' }).hasAttribute('disabled')).toBe(
        true,
      ),
    );
  });

  it.each(['notifications', 'security'])(
    'names every heading and field of the %s tab differently, so none is read as another',
    async (tab) => {
      mockApi({
        ...sessionHandlers(vendor),
        'GET /api/vendor/profile': { status: 404, body: { error: { code: 'NOT_FOUND', message: 'x' } } },
        'GET /api/me/email-preferences': { body: allOn },
      });
      renderApp(`/vendor/settings?tab=${tab}`);
      const panel = await screen.findByRole('tabpanel');
      await waitFor(() =>
        expect(panel.querySelectorAll('input, button[role="switch"]').length).toBeGreaterThan(1),
      );
      const names = [
        ...Array.from(panel.querySelectorAll('h2, h3')).map((heading) => heading.textContent ?? ''),
        ...Array.from(panel.querySelectorAll('label')).map((label) => label.textContent ?? ''),
      ].map((name) => name.trim().toLowerCase());
      expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    },
  );

  it('opens an empty company form for a vendor whose company is not set up yet', async () => {
    mockApi({
      ...sessionHandlers(vendor),
      'GET /api/vendor/profile': {
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'Vendor profile not found' } },
      },
    });
    renderApp('/vendor/settings');
    expect(await screen.findByText(/Save your company details to set up your vendor profile/)).toBeTruthy();
    expect(screen.getByText('0.0 / 5')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Installation Services' })).toBeTruthy();
  });
});
