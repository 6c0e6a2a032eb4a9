import type { AdminOnboardingApplication } from '@party/shared';
import { screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const userEvent = userEventLib.setup({ delay: null });
const admin = makePrincipal({ role: null, isAdmin: true, name: 'Ada Admin' });
const application: AdminOnboardingApplication = {
  id: '11111111-1111-4111-8111-111111111111',
  userId: '22222222-2222-4222-8222-222222222222',
  applicantName: 'Vic Vendor',
  applicantEmail: 'vic@example.com',
  role: 'vendor',
  companyName: 'Balloon Bros',
  phone: null,
  message: null,
  status: 'pending',
  reviewNotes: null,
  submittedAt: '2026-11-24T01:00:00.000Z',
  reviewedAt: null,
};
const url = `/api/admin/onboarding/${application.id}`;

describe('Onboarding Review', () => {
  it('lists pending applications and approves one after asking', async () => {
    const api = mockApi({
      ...sessionHandlers(admin),
      'GET /api/admin/onboarding': { body: { applications: [application] } },
      [`POST ${url}/approve`]: { body: { application: { ...application, status: 'approved' } } },
    });
    renderApp('/admin/onboarding');
    const table = await screen.findByRole('table', {}, { timeout: 15_000 });
    expect(within(table).getByText('Balloon Bros')).toBeTruthy();
    expect(api.calls('GET', '/api/admin/onboarding')[0]!.search.get('status')).toBe('pending');
    await userEvent.click(within(table).getByRole('button', { name: 'Approve Vic Vendor' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Vic Vendor is now a vendor')).toBeTruthy();
    expect(api.calls('POST', `${url}/approve`)).toHaveLength(1);
  });

  it("welcomes an approved associate as 'an associate'", async () => {
    const associate = { ...application, applicantName: 'Ann Associate', role: 'associate' as const };
    mockApi({
      ...sessionHandlers(admin),
      'GET /api/admin/onboarding': { body: { applications: [associate] } },
      [`POST ${url}/approve`]: { body: { application: { ...associate, status: 'approved' } } },
    });
    renderApp('/admin/onboarding');
    const table = await screen.findByRole('table', {}, { timeout: 15_000 });
    await userEvent.click(within(table).getByRole('button', { name: 'Approve Ann Associate' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Approve' }),
    );
    expect(await screen.findByText('Ann Associate is now an associate')).toBeTruthy();
  });

  it('rejects with a reason; the button waits for one', async () => {
    const api = mockApi({
      ...sessionHandlers(admin),
      'GET /api/admin/onboarding': { body: { applications: [application] } },
      [`POST ${url}/reject`]: { body: { application: { ...application, status: 'rejected' } } },
    });
    renderApp('/admin/onboarding');
    const table = await screen.findByRole('table', {}, { timeout: 15_000 });
    await userEvent.click(within(table).getByRole('button', { name: 'Reject Vic Vendor' }));
    const dialog = await screen.findByRole('dialog');
    const button = within(dialog).getByRole('button', { name: 'Reject Application' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await userEvent.type(within(dialog).getByLabelText('Rejection Reason'), 'Not a supplier');
    await userEvent.click(button);
    expect(await screen.findByText('Application rejected')).toBeTruthy();
    expect(api.calls('POST', `${url}/reject`)[0]!.body).toEqual({ notes: 'Not a supplier' });
  });

  it('shows the empty state', async () => {
    mockApi({ ...sessionHandlers(admin), 'GET /api/admin/onboarding': { body: { applications: [] } } });
    renderApp('/admin/onboarding');
    expect(await screen.findByText('No applications yet', {}, { timeout: 15_000 })).toBeTruthy();
  });
});
