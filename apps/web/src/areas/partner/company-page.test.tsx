import type { Company, CompanyMember } from '@party/shared/companies/contract';
import type { CompanyRole } from '@party/shared/companies/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const userEvent = userEventLib.setup({ delay: null });

const me = makePrincipal();
const company = (myRole: CompanyRole): Company => ({ id: 'c-1', name: 'Confetti & Co. Events', myRole });

function member(name: string, role: CompanyRole, userId: string = crypto.randomUUID()): CompanyMember {
  return {
    userId,
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}@example.com.au`,
    role,
    orderLimit: role === 'buyer' ? 500 : null,
    monthlyLimit: null,
    spentThisMonth: 0,
    joinedAt: '2026-11-01T01:00:00.000Z',
  };
}

function companyApi(
  myRole: CompanyRole,
  members: CompanyMember[],
  extra: Parameters<typeof mockApi>[0] = {},
) {
  return mockApi({
    ...sessionHandlers({ ...me, companyId: 'c-1', companyRole: myRole }),
    'GET /api/partner/cart': { body: { items: [], itemCount: 0, subtotal: 0 } },
    'GET /api/partner/company': { body: company(myRole) },
    'GET /api/partner/company/members': { body: { items: members } },
    'GET /api/partner/company/invitations': { body: { items: [] } },
    ...extra,
  });
}

describe('Company page', () => {
  it('gives the owner the Invitations tab, row actions and the confirm in the product words', async () => {
    const bella = member('Bella Buyer', 'buyer');
    const api = companyApi('owner', [member('Pat Partner', 'owner', me.userId), bella], {
      [`DELETE /api/partner/company/members/${bella.userId}`]: {
        body: { message: 'Bella Buyer removed from Confetti & Co. Events' },
      },
    });
    renderApp('/partner/company');
    const table = await screen.findByRole('table', { name: 'Members' }, { timeout: 15_000 });
    expect(screen.getByRole('heading', { name: 'Company', level: 1 })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Invitations' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Invite Member/ })).toBeTruthy();
    // The owner leaves only by handing the company over.
    expect(screen.queryByRole('button', { name: 'Leave Company' })).toBeNull();
    const ownRow = within(table).getByText('Pat Partner').closest('tr')!;
    expect(within(ownRow).queryByRole('button', { name: 'Remove' })).toBeNull();
    const row = within(table).getByText('Bella Buyer').closest('tr')!;
    expect(within(row).getByRole('button', { name: 'Transfer Ownership' })).toBeTruthy();

    await userEvent.click(within(row).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(
      'Remove Bella Buyer from Confetti & Co. Events? They are signed out at once. Their orders stay with the company.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Bella Buyer removed from Confetti & Co. Events')).toBeTruthy();
    expect(api.calls('DELETE', `/api/partner/company/members/${bella.userId}`)).toHaveLength(1);
  });

  it('shows a buyer the members only, with Leave Company and no management', async () => {
    const api = companyApi('buyer', [
      member('Olivia Owner', 'owner'),
      member('Pat Partner', 'buyer', me.userId),
    ]);
    renderApp('/partner/company');
    const table = await screen.findByRole('table', { name: 'Members' }, { timeout: 15_000 });
    expect(screen.queryByRole('tab', { name: 'Invitations' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Invite Member/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Leave Company' })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Remove' })).toBeNull();
    await waitFor(() => expect(api.calls('GET', '/api/partner/company/invitations')).toHaveLength(0));
  });

  it('leaves after the confirm and goes to sign-in, the server having ended the session', async () => {
    const api = companyApi(
      'viewer',
      [member('Olivia Owner', 'owner'), member('Pat Partner', 'viewer', me.userId)],
      {
        'POST /api/partner/company/leave': { status: 204 },
      },
    );
    const { router } = renderApp('/partner/company');
    await userEvent.click(await screen.findByRole('button', { name: 'Leave Company' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Leave Confetti & Co. Events? You are signed out at once.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave Company' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.calls('POST', '/api/partner/company/leave')).toHaveLength(1);
  });
});
