import type { AdminCompanyDetail, AdminCompanyRow } from '@party/shared/companies/admin-contract';
import type { CompanyMember } from '@party/shared/companies/contract';
import { screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const userEvent = userEventLib.setup({ delay: null });
const companyId = '00000000-0000-4000-8000-0000000000c0';

function member(
  name: string,
  role: CompanyMember['role'],
  overrides: Partial<CompanyMember> = {},
): CompanyMember {
  return {
    userId: crypto.randomUUID(),
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}@confetti.com.au`,
    role,
    orderLimit: null,
    monthlyLimit: null,
    spentThisMonth: 0,
    joinedAt: '2026-11-18T01:00:00.000Z',
    ...overrides,
  };
}

const sam = member('Sam Owner', 'owner');
const bella = member('Bella Martin', 'buyer', { orderLimit: 500, monthlyLimit: 2000 });
const detail: AdminCompanyDetail = {
  id: companyId,
  name: 'Confetti & Co. Events',
  createdAt: '2026-11-01T01:00:00.000Z',
  members: [sam, bella],
  invitations: [],
};
const row: AdminCompanyRow = {
  id: companyId,
  name: detail.name,
  owner: { id: sam.userId, name: sam.name, email: sam.email },
  membersCount: 2,
  ordersCount: 7,
  createdAt: detail.createdAt,
};

beforeEach(() => localStorage.clear());

describe('admin companies', () => {
  it('lists companies under Users → Companies, each row opening the company', async () => {
    mockApi({
      ...sessionHandlers(makePrincipal({ role: null, isAdmin: true })),
      'GET /api/admin/companies': { body: { items: [row], total: 1, page: 1, pageSize: 20 } },
      [`GET /api/admin/companies/${companyId}`]: { body: detail },
    });
    renderApp('/admin/partners/users?tab=companies');
    const link = await screen.findByRole('link', { name: 'Confetti & Co. Events' }, { timeout: 15_000 });
    expect(screen.getByRole('cell', { name: `Sam Owner (${sam.email})` })).toBeTruthy();
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Confetti & Co. Events' })).toBeTruthy();
  }, 30_000);

  it('shows roles and limits; Remove asks in the product’s words and toasts the answer', async () => {
    const api = mockApi({
      ...sessionHandlers(makePrincipal({ role: null, isAdmin: true })),
      [`GET /api/admin/companies/${companyId}`]: { body: detail },
      [`DELETE /api/admin/companies/${companyId}/members/${bella.userId}`]: {
        body: { message: 'Bella Martin removed from Confetti & Co. Events' },
      },
    });
    renderApp(`/admin/partners/companies/${companyId}`);
    const members = await screen.findByRole('table', { name: 'Members' }, { timeout: 15_000 });
    const bellaRow = within(members).getByRole('row', { name: /Bella Martin/ });
    expect(bellaRow.textContent).toContain('Buyer');
    expect(bellaRow.textContent).toContain('$500.00');
    // The owner has no Remove: the owner stays until another member is made the owner.
    expect(within(within(members).getByRole('row', { name: /Sam Owner/ })).queryByRole('button')).toBeNull();
    await userEvent.click(within(bellaRow).getByRole('button', { name: 'Remove, Bella Martin' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain(
      'Remove Bella Martin from Confetti & Co. Events? They are signed out at once. Their orders stay with the company.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Bella Martin removed from Confetti & Co. Events')).toBeTruthy();
    expect(api.calls('DELETE', `/api/admin/companies/${companyId}/members/${bella.userId}`)).toHaveLength(1);
  }, 30_000);

  it('Make Owner asks first; Add Member sends the email and toasts what happened', async () => {
    let ownerBody: unknown = null;
    let addBody: unknown = null;
    mockApi({
      ...sessionHandlers(makePrincipal({ role: null, isAdmin: true })),
      [`GET /api/admin/companies/${companyId}`]: { body: detail },
      [`POST /api/admin/companies/${companyId}/owner`]: (request) => {
        ownerBody = request.body;
        return { body: { message: 'Ownership transferred to Bella Martin' } };
      },
      [`POST /api/admin/companies/${companyId}/members`]: (request) => {
        addBody = request.body;
        return { body: { outcome: 'invited', message: 'Invitation sent to new@confetti.com.au' } };
      },
    });
    renderApp(`/admin/partners/companies/${companyId}`);
    const members = await screen.findByRole('table', { name: 'Members' }, { timeout: 15_000 });
    await userEvent.click(within(members).getByRole('button', { name: 'Make Owner, Bella Martin' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain(
      'Make Bella Martin the owner of Confetti & Co. Events? The current owner becomes an admin.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Make Owner' }));
    expect(await screen.findByText('Ownership transferred to Bella Martin')).toBeTruthy();
    expect(ownerBody).toEqual({ userId: bella.userId });

    await userEvent.click(screen.getByRole('button', { name: 'Add Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Member' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'new@confetti.com.au');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Member' }));
    expect(await screen.findByText('Invitation sent to new@confetti.com.au')).toBeTruthy();
    expect(addBody).toEqual({ email: 'new@confetti.com.au', role: 'buyer' });
  }, 30_000);

  it('offers a moderator no changes', async () => {
    mockApi({
      ...sessionHandlers(makePrincipal({ role: null, isAdmin: true, adminRank: 'moderator' })),
      [`GET /api/admin/companies/${companyId}`]: { body: detail },
    });
    renderApp(`/admin/partners/companies/${companyId}`);
    await screen.findByRole('table', { name: 'Members' }, { timeout: 15_000 });
    expect(screen.queryByRole('button', { name: 'Add Member' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  }, 30_000);
});
