import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '@/test/fake-event-source';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const partner = makePrincipal({ role: 'partner', name: 'Pat Partner' });
const admin = makePrincipal({ role: null, isAdmin: true, name: 'Ada Admin' });

describe('site settings obeyed in the browser: system message banner and maintenance page', () => {
  it('shows the system message as a banner on every page', async () => {
    mockApi({
      ...sessionHandlers(partner),
      'GET /api/store/site': { body: { systemMessage: 'Orders ship after 2 January', maintenance: false } },
    });
    renderApp('/partner/account');
    expect(await screen.findByText('Orders ship after 2 January', {}, { timeout: 15_000 })).toBeTruthy();
  });

  it('shows the maintenance page to all but admins, and keeps sign-in open', async () => {
    const site = { 'GET /api/store/site': { body: { systemMessage: '', maintenance: true } } };
    mockApi({ ...sessionHandlers(partner), ...site });
    const first = renderApp('/partner/account');
    expect(await screen.findByText('Down for maintenance', {}, { timeout: 15_000 })).toBeTruthy();
    first.unmount();

    mockApi({ ...sessionHandlers(null), ...site });
    const login = renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByText('Down for maintenance')).toBeNull();
    login.unmount();

    mockApi({ ...sessionHandlers(admin), ...site, 'GET /api/admin/settings': { status: 500 } });
    renderApp('/admin/settings');
    expect(await screen.findByText('Failed to load settings', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByText('Down for maintenance')).toBeNull();
  });
});

describe('admin changes reach open pages live', () => {
  // Stubbed for the whole block: unstubbing every global after a test would also drop mockApi's fetch.
  beforeAll(() => vi.stubGlobal('EventSource', FakeEventSource));
  afterEach(() => {
    FakeEventSource.instances = [];
  });

  /** The page's live stream, once it has subscribed to `type`. */
  async function stream() {
    await waitFor(() => expect(FakeEventSource.instances.at(-1)?.url).toBe('/api/events'));
    return FakeEventSource.instances.at(-1)!;
  }

  it('shows a new system message and the maintenance page without a reload', async () => {
    let site = { systemMessage: '', maintenance: false };
    mockApi({ ...sessionHandlers(partner), 'GET /api/store/site': () => ({ body: site }) });
    renderApp('/partner/account');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 })).toBeTruthy();
    const source = await stream();

    site = { systemMessage: 'Orders ship after 2 January', maintenance: false };
    act(() => source.emit('site.changed', site));
    expect(await screen.findByText('Orders ship after 2 January')).toBeTruthy();

    site = { systemMessage: 'Orders ship after 2 January', maintenance: true };
    act(() => source.emit('site.changed', site));
    expect(await screen.findByText('Down for maintenance')).toBeTruthy();

    site = { systemMessage: '', maintenance: false };
    act(() => source.emit('site.changed', site));
    await waitFor(() => expect(screen.queryByText('Down for maintenance')).toBeNull());
    expect(screen.queryByText('Orders ship after 2 January')).toBeNull();
  }, 30_000);

  it('sends a user an admin disables to sign in at once, and ignores changes to other users', async () => {
    let principal: typeof partner | null = partner;
    const api = mockApi({
      ...sessionHandlers(partner),
      'GET /api/me': () => ({ body: { principal } }),
      'GET /api/store/site': { body: { systemMessage: '', maintenance: false } },
    });
    const { router } = renderApp('/partner/account');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 })).toBeTruthy();
    const source = await stream();
    await waitFor(() => expect(source.listenerCount('user.changed')).toBe(1));

    const asked = api.calls('GET', '/api/me').length;
    act(() => source.emit('user.changed', { userId: 'someone-else' }));
    principal = null;
    act(() => source.emit('user.changed', { userId: partner.userId }));
    expect(await screen.findByRole('heading', { name: 'Partner Sign In' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(api.calls('GET', '/api/me').length).toBe(asked + 1);
  }, 30_000);
});
