import type { AdminUser, AuditEntry } from '@party/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const userEvent = userEventLib.setup({ delay: null });

function user(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: crypto.randomUUID(),
    name: 'Pat Partner',
    email: 'pat@sparks.com.au',
    role: 'partner',
    associateRole: null,
    isAdmin: false,
    adminRole: null,
    active: true,
    twoFactorEnabled: false,
    sessions: 1,
    createdAt: '2026-11-18T01:00:00.000Z',
    ...overrides,
  };
}

const admin = makePrincipal({ role: null, isAdmin: true, name: 'Ada Admin' });
const list = (items: AdminUser[]) => ({ body: { items, total: items.length, page: 1, pageSize: 20 } });

beforeEach(() => localStorage.clear());

describe('admin Role Management', () => {
  it('lists a portal’s users, grants admin after confirming with "Role Updated", and the Active switch with "Status Updated"', async () => {
    const pat = user();
    let roleBody: unknown = null;
    let activeBody: unknown = null;
    const api = mockApi({
      ...sessionHandlers(admin),
      'GET /api/admin/users': list([pat]),
      [`PUT /api/admin/users/${pat.id}/role`]: (request) => {
        roleBody = request.body;
        return { body: { user: { ...pat, isAdmin: true, adminRole: 'admin' } } };
      },
      [`PUT /api/admin/users/${pat.id}/active`]: (request) => {
        activeBody = request.body;
        return { body: { user: { ...pat, active: false } } };
      },
    });
    renderApp('/admin/partners/users');

    expect(await screen.findByRole('cell', { name: 'pat@sparks.com.au' }, { timeout: 15_000 })).toBeTruthy();
    expect(api.calls('GET', '/api/admin/users')[0]?.search.get('portal')).toBe('partner');

    await waitFor(() => userEvent.click(screen.getByRole('combobox', { name: 'Role: Pat Partner' })));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Admin', 'Partner']);
    await userEvent.click(screen.getByRole('option', { name: 'Admin' }));
    // Granting admin asks first, as disabling does; nothing is sent until it is confirmed.
    const grant = await screen.findByRole('alertdialog', { name: 'Make Pat Partner an administrator?' });
    expect(api.calls('PUT', `/api/admin/users/${pat.id}/role`)).toHaveLength(0);
    await userEvent.click(within(grant).getByRole('button', { name: 'Grant admin' }));
    expect(await screen.findByText('Role Updated')).toBeTruthy();
    expect(roleBody).toEqual({ portal: 'partner', role: 'admin' });

    await userEvent.click(screen.getByRole('switch', { name: 'Active: Pat Partner' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Disable Pat Partner?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Status Updated')).toBeTruthy();
    expect(activeBody).toEqual({ active: false });
  }, 30_000);

  it('offers the admin portal’s ranks and filters by role on the server', async () => {
    const api = mockApi({
      ...sessionHandlers(admin),
      'GET /api/admin/users': list([
        user({ name: 'Ada Admin', isAdmin: true, adminRole: 'admin', role: null }),
      ]),
    });
    const { router } = renderApp('/admin/roles');
    await waitFor(() => userEvent.click(screen.getByRole('combobox', { name: 'Filter by role' })), {
      timeout: 15_000,
    });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All Roles',
      'Super admin',
      'Admin',
      'Moderator',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Moderator' }));
    await waitFor(() => expect(router.state.location.search).toBe('?role=moderator'));
    await waitFor(() =>
      expect(api.calls('GET', '/api/admin/users').some((c) => c.search.get('role') === 'moderator')).toBe(
        true,
      ),
    );
  });

  it('shows the server’s refusal when the last admin would go', async () => {
    const ada = user({ name: 'Ada Admin', isAdmin: true, adminRole: 'admin', role: 'associate' });
    mockApi({
      ...sessionHandlers(admin),
      'GET /api/admin/users': list([ada]),
      [`PUT /api/admin/users/${ada.id}/role`]: {
        status: 409,
        body: {
          error: { code: 'CONFLICT', message: 'You cannot remove or disable the last administrator.' },
        },
      },
    });
    renderApp('/admin/associates/users');
    await waitFor(() => userEvent.click(screen.getByRole('combobox', { name: 'Role: Ada Admin' })), {
      timeout: 15_000,
    });
    await userEvent.click(screen.getByRole('option', { name: 'Associate' }));
    expect(await screen.findByText('You cannot remove or disable the last administrator.')).toBeTruthy();
  });
  it('locks the role selector for an admin below super admin, and another admin’s Active switch', async () => {
    const pat = user();
    const ada = user({ name: 'Ada Admin', isAdmin: true, adminRole: 'admin', role: 'partner' });
    mockApi({
      ...sessionHandlers(makePrincipal({ role: null, isAdmin: true, adminRank: 'admin', name: 'Al Admin' })),
      'GET /api/admin/users': list([pat, ada]),
    });
    renderApp('/admin/partners/users');
    const role = await screen.findByRole('combobox', { name: 'Role: Pat Partner' }, { timeout: 15_000 });
    expect(role.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('switch', { name: 'Active: Pat Partner' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('switch', { name: 'Active: Ada Admin' }).hasAttribute('disabled')).toBe(true);
  }, 30_000);
});

describe('admin User Management', () => {
  it('searches, and forces a password reset after confirming', async () => {
    const pat = user();
    const api = mockApi({
      ...sessionHandlers(admin),
      'GET /api/admin/users': list([pat]),
      [`POST /api/admin/users/${pat.id}/password-reset`]: { body: { user: { ...pat, sessions: 0 } } },
    });
    const { router } = renderApp('/admin/users');
    expect(await screen.findByRole('cell', { name: 'Pat Partner' }, { timeout: 15_000 })).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'sparks{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=sparks'));

    await userEvent.click(screen.getByRole('button', { name: 'Force password reset for Pat Partner' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Force a password reset for Pat Partner?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Force reset' }));
    expect(await screen.findByText('Password reset sent')).toBeTruthy();
    expect(api.calls('POST', `/api/admin/users/${pat.id}/password-reset`)).toHaveLength(1);
  }, 30_000);

  it("says 'No users found' when nothing matches", async () => {
    mockApi({ ...sessionHandlers(admin), 'GET /api/admin/users': list([]) });
    renderApp('/admin/users');
    expect(await screen.findByText('No users found', {}, { timeout: 15_000 })).toBeTruthy();
  });
});

describe('admin audit log and two-factor prompt', () => {
  it('shows who changed what by name, with old and new values, and filters by entity and action', async () => {
    const entry: AuditEntry = {
      id: crypto.randomUUID(),
      actorId: admin.userId,
      actorName: 'Ada Admin',
      actorEmail: 'ada@partycentral.com.au',
      automatic: false,
      action: 'user.role_updated',
      entityType: 'user',
      entityId: '6f1c1e44-1234-4000-8000-000000000000',
      entityLabel: 'Maya Manager (maya@example.com.au)',
      oldValues: { portal: 'partner', role: 'user' },
      newValues: { portal: 'partner', role: 'manager' },
      createdAt: '2026-11-18T01:00:00.000Z',
    };
    // An automatic decision names its actor, never 'Unknown User'.
    const automatic: AuditEntry = {
      ...entry,
      id: crypto.randomUUID(),
      actorId: null,
      actorName: 'Auto-approval',
      actorEmail: null,
      automatic: true,
      action: 'onboarding.approved',
      entityType: 'onboarding_application',
      entityLabel: 'Quinn Quick (quinn@example.com.au)',
      oldValues: { status: 'pending' },
      newValues: { status: 'approved' },
    };
    const api = mockApi({
      ...sessionHandlers(admin),
      'GET /api/admin/audit': {
        body: {
          items: [entry, automatic],
          total: 2,
          page: 1,
          pageSize: 20,
          entities: ['onboarding_application', 'system_settings', 'user'],
        },
      },
    });
    const { router } = renderApp('/admin/audit');
    // The action and the entity as an admin names them, not table names and ids.
    expect(await screen.findByRole('cell', { name: 'Role changed' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('Maya Manager (maya@example.com.au)')).toBeTruthy();
    expect(screen.queryByText('6f1c1e44')).toBeNull();
    const auto = screen.getByRole('row', { name: /Application approved/ });
    expect(within(auto).getByText('Auto-approval')).toBeTruthy();
    expect(within(auto).getByText('Automatic')).toBeTruthy();
    expect(within(auto).getByText('Quinn Quick (quinn@example.com.au)')).toBeTruthy();
    expect(screen.getByText('manager')).toBeTruthy();
    expect(screen.getByText('ada@partycentral.com.au')).toBeTruthy();

    await userEvent.click(screen.getByRole('combobox', { name: 'Filter by entity' }));
    await userEvent.click(screen.getByRole('option', { name: 'System Settings' }));
    await waitFor(() => expect(router.state.location.search).toBe('?entity=system_settings'));
    await waitFor(() =>
      expect(
        api.calls('GET', '/api/admin/audit').some((c) => c.search.get('entity') === 'system_settings'),
      ).toBe(true),
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Filter by action' }));
    await userEvent.click(screen.getByRole('option', { name: 'Settings updated' }));
    await waitFor(() =>
      expect(
        api.calls('GET', '/api/admin/audit').some((c) => c.search.get('action') === 'settings.updated'),
      ).toBe(true),
    );
  }, 30_000);

  it('prompts an admin without two-factor to enrol, and the prompt can be dismissed', async () => {
    mockApi(sessionHandlers(admin));
    renderApp('/admin');
    const banner = await screen.findByRole(
      'region',
      { name: 'Two-factor authentication' },
      { timeout: 15_000 },
    );
    expect(
      within(banner).getByRole('link', { name: 'Set up two-factor authentication' }).getAttribute('href'),
    ).toBe('#security');
    expect(screen.getByRole('link', { name: /Audit Log/ }).getAttribute('href')).toBe('/admin/audit');
    await userEvent.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Two-factor authentication' })).toBeNull(),
    );
  });

  it('sets up two-factor from the dashboard: the password goes to better-auth, the key comes back', async () => {
    const secret = 'JBSWY3DPEHPK3PXP';
    const api = mockApi({
      ...sessionHandlers(admin),
      'POST /api/auth/two-factor/enable': {
        body: {
          method: 'totp',
          totpURI: `otpauth://totp/Party%20Central:ada?secret=${secret}&issuer=Party%20Central`,
          backupCodes: ['a1b2-c3d4', 'e5f6-a7b8'],
        },
      },
    });
    renderApp('/admin');
    const heading = await screen.findByRole('heading', { name: 'Security' }, { timeout: 15_000 });
    const security = heading.closest<HTMLElement>('#security');
    if (!security) throw new Error('The Security card has no #security');
    await userEvent.type(
      within(security).getByLabelText('Your password, to confirm it is you'),
      'Balloons-2026',
    );
    await userEvent.click(within(security).getByRole('button', { name: 'Set up two-factor authentication' }));
    // better-auth's client loads on this press (the dashboard does not carry it), then answers.
    expect(await within(security).findByText(secret)).toBeTruthy();
    expect(api.calls('POST', '/api/auth/two-factor/enable')[0]?.body).toEqual({ password: 'Balloons-2026' });
  });

  it('does not prompt an admin who has two-factor on', async () => {
    mockApi(sessionHandlers({ ...admin, twoFactorEnabled: true }));
    renderApp('/admin');
    expect(await screen.findByText(/protected by two-factor/, {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Two-factor authentication' })).toBeNull();
  });
});
