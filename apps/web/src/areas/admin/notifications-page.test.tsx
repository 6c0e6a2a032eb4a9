import type { SentNotification } from '@party/shared';
import { screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const userEvent = userEventLib.setup({ delay: null });

const sentRow: SentNotification = {
  id: '44444444-4444-4444-8444-444444444444',
  title: 'Stocktake Friday',
  message: 'Please update your stock by Friday.',
  type: 'info',
  actionUrl: null,
  audience: { kind: 'role', role: 'partner' },
  recipients: 12,
  sentBy: { id: '00000000-0000-4000-8000-000000000001', name: 'Ada Admin' },
  createdAt: '2026-11-25T23:00:00.000Z',
};

describe('Notifications', () => {
  it('sends to everyone with a role and lists the send in the history', async () => {
    let history: SentNotification[] = [];
    const api = mockApi({
      ...sessionHandlers(makePrincipal({ role: null, isAdmin: true, name: 'Ada Admin' })),
      'GET /api/admin/notifications': () => ({ body: { items: history } }),
      'POST /api/admin/notifications': () => {
        history = [sentRow];
        return { status: 201, body: { recipients: 12 } };
      },
    });
    renderApp('/admin/notifications');
    expect(await screen.findByText('No notifications sent yet', {}, { timeout: 15_000 })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Title'), 'Stocktake Friday');
    await userEvent.type(screen.getByLabelText('Message'), 'Please update your stock by Friday.');
    await userEvent.click(screen.getByRole('button', { name: 'Send Notification' }));
    expect(await screen.findByText('Notification sent to 12 people')).toBeTruthy();
    expect(api.calls('POST', '/api/admin/notifications')[0]!.body).toEqual({
      role: 'partner',
      title: 'Stocktake Friday',
      message: 'Please update your stock by Friday.',
      type: 'info',
    });
    const table = await screen.findByRole('table', { name: 'Sent notifications' });
    expect(within(table).getByText('Every partner')).toBeTruthy();
    expect(within(table).getByText('Ada Admin')).toBeTruthy();
  });

  it('checks the form before sending: an empty title or message shows beside its field and sends nothing', async () => {
    const api = mockApi({
      ...sessionHandlers(makePrincipal({ role: null, isAdmin: true, name: 'Ada Admin' })),
      'GET /api/admin/notifications': { body: { items: [] } },
      'POST /api/admin/notifications': { status: 201, body: { recipients: 1 } },
    });
    renderApp('/admin/notifications');
    expect(await screen.findByText('No notifications sent yet', {}, { timeout: 15_000 })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send Notification' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Message is required')).toBeTruthy();
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls('POST', '/api/admin/notifications')).toHaveLength(0);
  });
});
