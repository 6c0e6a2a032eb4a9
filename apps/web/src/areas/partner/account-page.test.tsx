import type { Profile } from '@party/shared';
import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const userEvent = userEventLib.setup({ delay: null });
const partner = makePrincipal();
const profile: Profile = {
  id: partner.userId,
  name: 'Pat Partner',
  email: partner.email,
  companyName: 'Pat Events',
  phone: null,
  abn: null,
  businessType: null,
  avatarUrl: null,
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('partner account and profile screens', () => {
  it('opens the tab named in the address and falls back to Profile for one the screen lacks', async () => {
    mockApi({ ...sessionHandlers(partner), 'GET /api/me/profile': { body: profile } });
    const { router } = renderApp('/partner/account?tab=business');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account Settings' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('tab', { name: 'Business' })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Notifications' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=notifications'));
  });

  it("saves the profile without the email and says so in each screen's words", async () => {
    const api = mockApi({
      ...sessionHandlers(partner),
      'GET /api/me/profile': { body: profile },
      'PATCH /api/me/profile': (request) => ({ body: { ...profile, ...(request.body as object) } }),
    });
    renderApp('/partner/profile');
    const name = await screen.findByLabelText('Full Name');
    expect((screen.getByLabelText('Email') as HTMLInputElement).readOnly).toBe(true);
    await userEvent.clear(name);
    await userEvent.type(name, 'Pat Nguyen');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated')).toBeTruthy();
    const [patch] = api.calls('PATCH', '/api/me/profile');
    expect(patch?.body).toMatchObject({ name: 'Pat Nguyen' });
    // The company's name is the Business form's (docs/product/company-accounts.md).
    expect(patch?.body).not.toHaveProperty('companyName');
    expect(patch?.body).not.toHaveProperty('email');
  });

  it("shows the server's reason when Account Settings cannot save", async () => {
    mockApi({
      ...sessionHandlers(partner),
      'GET /api/me/profile': { body: profile },
      'PATCH /api/me/profile': {
        status: 400,
        body: { error: { code: 'VALIDATION_FAILED', message: 'Name is too long' } },
      },
    });
    renderApp('/partner/account');
    await userEvent.type(await screen.findByLabelText('Full Name'), ' Nguyen');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update profile: Name is too long')).toBeTruthy();
  });

  it("shows a buyer the company's Business details and addresses read-only, and no credit request", async () => {
    const buyer = makePrincipal({ companyRole: 'buyer' });
    mockApi({
      ...sessionHandlers(buyer),
      'GET /api/me/profile': { body: profile },
      'GET /api/partner/addresses': { body: { items: [] } },
    });
    renderApp('/partner/profile?tab=business');
    const company = (await screen.findByLabelText('Company Name')) as HTMLInputElement;
    expect(company.value).toBe('Pat Events');
    expect(company.matches(':disabled')).toBe(true);
    expect(
      screen.getByText("Only your company's owner and admins can change its business details."),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save Business Details' })).toBeNull();
    // A buyer adds addresses (docs/product/company-accounts.md, "Roles").
    expect(screen.getByRole('button', { name: 'Add address' })).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Credit' }));
    expect(await screen.findByText('Credit Overview')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request Credit Limit' })).toBeNull();
  });

  it('shows a viewer the addresses without Add, Edit or Delete', async () => {
    mockApi({
      ...sessionHandlers(makePrincipal({ companyRole: 'viewer' })),
      'GET /api/me/profile': { body: profile },
      'GET /api/partner/addresses': {
        body: {
          items: [
            {
              id: '00000000-0000-4000-8000-0000000000a1',
              label: 'Warehouse',
              name: 'Pat Partner',
              address: '31 Carter Street',
              city: 'Lidcombe',
              state: 'NSW',
              postalCode: '2141',
              country: 'Australia',
              isDefault: true,
            },
          ],
        },
      },
    });
    renderApp('/partner/profile?tab=business');
    expect(await screen.findByText('Warehouse')).toBeTruthy();
    for (const name of ['Add address', 'Edit', 'Delete'])
      expect(screen.queryByRole('button', { name: new RegExp(name) }), name).toBeNull();
  });

  it('shows Error loading profile with a way to try again', async () => {
    mockApi({
      ...sessionHandlers(partner),
      'GET /api/me/profile': {
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'Database offline' } },
      },
    });
    renderApp('/partner/profile');
    expect((await screen.findAllByText('Error loading profile')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('refuses mismatched new passwords before calling the server (Password mismatch on the profile screen)', async () => {
    const api = mockApi({ ...sessionHandlers(partner) });
    renderApp('/partner/profile?tab=security');
    await userEvent.type(await screen.findByLabelText('Current Password'), 'old-password-1');
    await userEvent.type(screen.getByLabelText('New Password'), 'Streamers-99');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'Streamers-98');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password mismatch')).toBeTruthy();
    expect(screen.getAllByText('New passwords do not match').length).toBeGreaterThan(0);
    expect(api.calls('POST', '/api/auth/change-password')).toHaveLength(0);
  });
});
