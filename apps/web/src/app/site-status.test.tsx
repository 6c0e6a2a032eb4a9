import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const partner = makePrincipal({ role: 'partner', name: 'Pat Partner' });
const admin = makePrincipal({ role: null, isAdmin: true, name: 'Ada Admin' });

describe('site settings obeyed in the browser (PRODUCT.md)', () => {
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
