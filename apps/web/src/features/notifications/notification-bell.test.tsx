import type { Notification } from '@party/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '@/test/fake-event-source';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const userEvent = userEventLib.setup({ delay: null });

function notification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: crypto.randomUUID(),
    title: 'Order shipped',
    message: 'Your order is on its way.',
    type: 'info',
    actionUrl: null,
    read: false,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

function partnerWithNotifications(items: Notification[], unreadCount: number) {
  return mockApi({
    ...sessionHandlers(makePrincipal()),
    'GET /api/notifications': () => ({ body: { items, unreadCount } }),
    'POST /api/notifications/read-all': { status: 204 },
  });
}

async function bell(name: RegExp) {
  return screen.findByRole('button', { name });
}

/** The number drawn on the bell. */
function badgeOf(button: HTMLElement) {
  return button.querySelector('span[aria-hidden="true"]')?.textContent;
}

describe('notification bell', () => {
  it('shows 99+ when more than 99 are unread, and the count itself up to 99', async () => {
    partnerWithNotifications([], 120);
    const view = renderApp('/partner');
    expect(badgeOf(await bell(/^Notifications, 99\+ unread$/))).toBe('99+');
    view.unmount();
    partnerWithNotifications([], 99);
    renderApp('/partner');
    expect(badgeOf(await bell(/^Notifications, 99 unread$/))).toBe('99');
  });

  it('says No notifications yet when there are none', async () => {
    partnerWithNotifications([], 0);
    renderApp('/partner');
    await userEvent.click(await bell(/^Notifications$/));
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
  });

  it('marks a clicked notification read and follows its action url', async () => {
    const shipped = notification({ actionUrl: '/partner/orders' });
    const api = partnerWithNotifications([shipped, notification({ title: 'Welcome', read: true })], 1);
    api.requests.length = 0;
    const { router } = renderApp('/partner');
    await userEvent.click(await bell(/^Notifications, 1 unread$/));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Order shipped/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/partner/orders'));
    await waitFor(() => expect(api.calls('POST', `/api/notifications/${shipped.id}/read`)).toHaveLength(1));
    expect(api.calls('POST', `/api/notifications/${shipped.id}/read`)[0]?.headers.get('x-csrf-token')).toBe(
      'csrf-token-1',
    );
  });

  it('marks all read', async () => {
    const api = partnerWithNotifications([notification(), notification({ title: 'Quote ready' })], 2);
    renderApp('/partner');
    await userEvent.click(await bell(/^Notifications, 2 unread$/));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(api.calls('POST', '/api/notifications/read-all')).toHaveLength(1));
  });
});

describe('live notifications', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeEventSource.instances = [];
  });

  it('toasts a new notification in the error style and refreshes the list', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const api = partnerWithNotifications([], 0);
    renderApp('/partner');
    await bell(/^Notifications$/);
    // The shell loads the event stream's code once it shows, then subscribes.
    await waitFor(() => expect(FakeEventSource.instances.at(-1)?.url).toBe('/api/events'));
    const source = FakeEventSource.instances.at(-1);
    const before = api.calls('GET', '/api/notifications').length;
    act(() => source?.emit('notification.created', notification({ type: 'error', title: 'Payment failed' })));
    const toast = (await screen.findByText('Payment failed')).closest('[data-sonner-toast]');
    expect(toast?.getAttribute('data-type')).toBe('error');
    await waitFor(() => expect(api.calls('GET', '/api/notifications').length).toBeGreaterThan(before));
  });
});
