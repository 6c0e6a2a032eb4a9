import type { Profile } from '@party/shared';
import { screen } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const userEvent = userEventLib.setup({ delay: null });
const associate = makePrincipal({ role: 'associate', associateRole: 'finance', name: 'Fiona Finance' });
const profile: Profile = {
  id: associate.userId,
  name: 'Fiona Finance',
  email: associate.email,
  companyName: null,
  phone: null,
  abn: null,
  businessType: null,
  avatarUrl: null,
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('associate profile', () => {
  it('shows the role, saves own details, and offers password change and two-factor', async () => {
    const api = mockApi({
      ...sessionHandlers(associate),
      'GET /api/me/profile': { body: profile },
      'PATCH /api/me/profile': (request) => ({ body: { ...profile, ...(request.body as object) } }),
    });
    renderApp('/associate/profile');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Profile' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByText('Associate role: Finance. An administrator changes roles.')).toBeTruthy();
    const phone = await screen.findByLabelText('Phone');
    await userEvent.type(phone, '0412 345 678');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully')).toBeTruthy();
    expect(api.calls('PATCH', '/api/me/profile')[0]?.body).toMatchObject({ phone: '0412 345 678' });
    expect(screen.getByRole('heading', { name: 'Change Password' })).toBeTruthy();
    expect(screen.getByLabelText('Current Password')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Two-Factor Authentication' })).toBeTruthy();
  });
});
