import type { AssociateAccount, AssociateAccountList } from '@party/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const userEvent = userEventLib.setup({ delay: null });
const admin = makePrincipal({ role: null, isAdmin: true, name: 'Ada Admin' });

function account(overrides: Partial<AssociateAccount>): AssociateAccount {
  return {
    id: crypto.randomUUID(),
    name: 'Ava Sales',
    email: 'ava@partycentral.com.au',
    associateRole: 'sales',
    status: 'active',
    isAdmin: false,
    companyName: null,
    createdAt: '2026-11-18T01:00:00.000Z',
    ...overrides,
  };
}
const ava = account({});
const pat = account({
  name: 'Pat Pending',
  email: 'pat@events.com.au',
  associateRole: null,
  status: 'pending_approval',
  companyName: 'Pending Events Co',
});
const list = (items: AssociateAccount[]): { body: AssociateAccountList } => ({
  body: {
    items,
    total: items.length,
    page: 1,
    pageSize: 20,
    counts: { active: 1, pending_approval: 1, inactive: 0 },
  },
});

beforeEach(() => localStorage.clear());

describe('admin Associate Accounts', () => {
  it('lists associates with department, status and date; pending ones link to the review, others to role management', async () => {
    const api = mockApi({
      ...sessionHandlers(admin),
      'GET /api/admin/associates/accounts': list([ava, pat]),
    });
    renderApp('/admin/associates/accounts');
    const table = await screen.findByRole('table', { name: 'Associate accounts' }, { timeout: 15_000 });
    const patRow = within(table).getByRole('row', { name: /Pat Pending/ });
    expect(patRow.textContent).toContain('Pending Approval');
    expect(patRow.textContent).toContain('Not yet approved');
    expect(patRow.textContent).toContain('Applied for Pending Events Co');
    expect(
      within(patRow)
        .getByRole('link', { name: /Review application/ })
        .getAttribute('href'),
    ).toBe('/admin/onboarding');
    const avaRow = within(table).getByRole('row', { name: /Ava Sales/ });
    expect(avaRow.textContent).toContain('18 Nov 2026');
    expect(
      within(avaRow)
        .getByRole('link', { name: /Role and access/ })
        .getAttribute('href'),
    ).toBe('/admin/associates/users?search=ava%40partycentral.com.au');
    await userEvent.click(screen.getByRole('radio', { name: 'Pending Approval (1)' }));
    await waitFor(() =>
      expect(api.calls('GET', '/api/admin/associates/accounts').at(-1)?.search.get('status')).toBe(
        'pending_approval',
      ),
    );
  });

  it("saves an associate's department with 'Department Updated'", async () => {
    let body: unknown = null;
    mockApi({
      ...sessionHandlers(admin),
      'GET /api/admin/associates/accounts': list([ava]),
      [`PUT /api/admin/associates/${ava.id}/department`]: (request) => {
        body = request.body;
        return { body: { user: {} } };
      },
    });
    renderApp('/admin/associates/accounts');
    await waitFor(() => userEvent.click(screen.getByRole('combobox', { name: 'Department: Ava Sales' })), {
      timeout: 15_000,
    });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Sales',
      'Product management',
      'Finance',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Finance' }));
    expect(await screen.findByText('Department Updated')).toBeTruthy();
    expect(body).toEqual({ associateRole: 'finance' });
  });
});
