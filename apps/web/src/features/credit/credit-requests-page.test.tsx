import type { CreditReviewRequest } from '@party/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '@/test/fake-event-source';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const userEvent = userEventLib.setup({ delay: null });

const pending: CreditReviewRequest = {
  id: '11111111-1111-4111-8111-111111111111',
  partnerId: '22222222-2222-4222-8222-222222222222',
  partnerName: 'Bella Nguyen',
  partnerEmail: 'bella@example.com',
  companyName: 'Bella Events',
  requestedLimit: 25000,
  currentSpending: 9000.5,
  reason: 'Spring wedding season doubles our volume.',
  additionalInfo: null,
  status: 'pending',
  priority: 'medium',
  ticketId: '33333333-3333-4333-8333-333333333333',
  ticketNumber: 'TCK-000042',
  createdAt: '2026-11-24T01:00:00.000Z',
  reviewedAt: null,
  approvalNotes: null,
  reviewerNotes: null,
  decision: null,
};
const rejected: CreditReviewRequest = {
  ...pending,
  id: '44444444-4444-4444-8444-444444444444',
  partnerName: 'Tom Wombat',
  partnerEmail: 'tom@example.com',
  companyName: null,
  status: 'rejected',
  reviewerNotes: 'Trading history too short.',
};
const admin = makePrincipal({ role: null, isAdmin: true, name: 'Ada Admin' });

describe('Credit Limit Requests for admins, /admin/partners/credit-requests', () => {
  it('lists requests, opens a pending one for review and approves it with the limit prefilled', async () => {
    const api = mockApi({
      ...sessionHandlers(admin),
      'GET /api/associate/credit-requests': { body: { items: [pending, rejected] } },
      [`POST /api/associate/credit-requests/${pending.id}/open`]: {
        body: { ...pending, status: 'under_review' },
      },
      [`POST /api/associate/credit-requests/${pending.id}/approve`]: {
        body: { ...pending, status: 'approved' },
      },
    });
    renderApp('/admin/partners/credit-requests');
    const table = await screen.findByRole('table', {}, { timeout: 15_000 });
    expect(within(table).getByText('Bella Events')).toBeTruthy();
    expect(within(table).getAllByText('$25,000.00')).toHaveLength(2);
    expect(within(table).getAllByText('$9,000.50')).toHaveLength(2);
    // Decided requests offer View only.
    expect(within(table).getByRole('button', { name: 'View Tom Wombat' })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Approve Tom Wombat' })).toBeNull();

    await userEvent.click(within(table).getByRole('button', { name: 'Approve Bella Nguyen' }));
    const dialog = await screen.findByRole('dialog');
    expect(api.calls('POST', `/api/associate/credit-requests/${pending.id}/open`)).toHaveLength(1);
    expect((within(dialog).getByLabelText('Approved Limit (AUD)') as HTMLInputElement).value).toBe('25000');
    await userEvent.clear(within(dialog).getByLabelText('Credit Score (0-100)'));
    await userEvent.type(within(dialog).getByLabelText('Credit Score (0-100)'), '101');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve Request' }));
    expect(await within(dialog).findByText('Credit score must be between 0 and 100')).toBeTruthy();
    await userEvent.clear(within(dialog).getByLabelText('Credit Score (0-100)'));
    await userEvent.type(within(dialog).getByLabelText('Credit Score (0-100)'), '78');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve Request' }));
    expect(await screen.findByText('Credit limit request approved successfully')).toBeTruthy();
    expect(api.calls('POST', `/api/associate/credit-requests/${pending.id}/approve`)[0]!.body).toEqual({
      approvedLimit: 25000,
      paymentTerms: 'net_30',
      creditScore: 78,
    });
  });

  it("tells an admin why they cannot decide their own partner account's request", async () => {
    const adminPartner = makePrincipal({ userId: pending.partnerId, role: 'partner', isAdmin: true });
    mockApi({
      ...sessionHandlers(adminPartner),
      'GET /api/associate/credit-requests': { body: { items: [pending] } },
    });
    renderApp('/admin/partners/credit-requests');
    const table = await screen.findByRole('table', {}, { timeout: 15_000 });
    const approve = within(table).getByRole('button', { name: 'Approve Bella Nguyen' });
    expect(approve).toHaveProperty('disabled', true);
    expect(within(table).getByRole('button', { name: 'Reject Bella Nguyen' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(document.getElementById(approve.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'You asked for this credit limit, so another finance associate or administrator must approve or reject it.',
    );
  });

  it('keeps Reject Request disabled until a reason is typed, and filters by status', async () => {
    const api = mockApi({
      ...sessionHandlers(admin),
      'GET /api/associate/credit-requests': { body: { items: [pending] } },
      [`POST /api/associate/credit-requests/${pending.id}/open`]: {
        body: { ...pending, status: 'under_review' },
      },
      [`POST /api/associate/credit-requests/${pending.id}/reject`]: {
        body: { ...pending, status: 'rejected' },
      },
    });
    renderApp('/admin/partners/credit-requests');
    const table = await screen.findByRole('table', {}, { timeout: 15_000 });
    await userEvent.click(within(table).getByRole('button', { name: 'Reject Bella Nguyen' }));
    const dialog = await screen.findByRole('dialog');
    const button = within(dialog).getByRole('button', { name: 'Reject Request' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await userEvent.type(within(dialog).getByLabelText('Rejection Reason'), 'Trading history too short.');
    expect(button.disabled).toBe(false);
    await userEvent.click(button);
    expect(await screen.findByText('Credit limit request rejected')).toBeTruthy();
    expect(api.calls('POST', `/api/associate/credit-requests/${pending.id}/reject`)[0]!.body).toEqual({
      reason: 'Trading history too short.',
    });

    await userEvent.click(screen.getByRole('radio', { name: 'Under Review' }));
    await screen.findByRole('table');
    expect(api.calls('GET', '/api/associate/credit-requests').at(-1)!.search.get('status')).toBe(
      'under_review',
    );
  });

  it("shows an approved request's limit, terms and score in its view, and request dates as 'MMM dd, yyyy'", async () => {
    const approved: CreditReviewRequest = {
      ...pending,
      status: 'approved',
      reviewedAt: '2026-11-25T23:30:00.000Z',
      decision: { approvedLimit: 20000, paymentTerms: 'net_45', creditScore: 78 },
    };
    mockApi({
      ...sessionHandlers(admin),
      'GET /api/associate/credit-requests': { body: { items: [approved] } },
    });
    renderApp('/admin/partners/credit-requests');
    const table = await screen.findByRole('table', {}, { timeout: 15_000 });
    expect(within(table).getByText('Nov 24, 2026')).toBeTruthy();
    await userEvent.click(within(table).getByRole('button', { name: 'View Bella Nguyen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credit Request' });
    // Reviewed at 10:30 am on 26 November, Sydney time.
    expect(dialog.textContent).toContain('Reviewed Nov 26, 2026.');
    expect(dialog.textContent).toContain('Approved Limit$20,000.00Payment TermsNet 45Credit Score78');
  });

  it('shows the empty state', async () => {
    mockApi({ ...sessionHandlers(admin), 'GET /api/associate/credit-requests': { body: { items: [] } } });
    renderApp('/admin/partners/credit-requests');
    expect(await screen.findByText('No credit limit requests found', {}, { timeout: 15_000 })).toBeTruthy();
  });
});

const finance = makePrincipal({ role: 'associate', associateRole: 'finance', name: 'Fiona Finance' });

describe('Credit Limit Requests for finance associates, /associate/credit-requests', () => {
  it('lets finance open it from the sidebar and reject a request with the same dialog as admins', async () => {
    const api = mockApi({
      ...sessionHandlers(finance),
      'GET /api/associate/credit-requests': { body: { items: [pending, rejected] } },
      [`POST /api/associate/credit-requests/${pending.id}/open`]: {
        body: { ...pending, status: 'under_review' },
      },
      [`POST /api/associate/credit-requests/${pending.id}/reject`]: {
        body: { ...pending, status: 'rejected' },
      },
    });
    const { router } = renderApp('/associate');
    const nav = await screen.findByRole('navigation', { name: 'Associate Portal' }, { timeout: 15_000 });
    await userEvent.click(within(nav).getByRole('link', { name: 'Credit Limit Requests' }));
    expect(router.state.location.pathname).toBe('/associate/credit-requests');
    expect(await screen.findByRole('heading', { level: 1, name: 'Credit Limit Requests' })).toBeTruthy();
    const table = await screen.findByRole('table', {}, { timeout: 15_000 });
    expect(within(table).getByRole('button', { name: 'View Tom Wombat' })).toBeTruthy();

    await userEvent.click(within(table).getByRole('button', { name: 'Reject Bella Nguyen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Credit Request' });
    expect(api.calls('POST', `/api/associate/credit-requests/${pending.id}/open`)).toHaveLength(1);
    const button = within(dialog).getByRole('button', { name: 'Reject Request' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await userEvent.type(within(dialog).getByLabelText('Rejection Reason'), 'Trading history too short.');
    await userEvent.click(button);
    expect(await screen.findByText('Credit limit request rejected')).toBeTruthy();
    expect(api.calls('POST', `/api/associate/credit-requests/${pending.id}/reject`)[0]!.body).toEqual({
      reason: 'Trading history too short.',
    });
  });

  it.each(['sales', 'product_management'] as const)(
    'hides the entry from a %s associate and sends them back with the permission toast',
    async (associateRole) => {
      const api = mockApi(sessionHandlers(makePrincipal({ role: 'associate', associateRole })));
      const { router } = renderApp('/associate/credit-requests');
      expect(
        await screen.findByText('You do not have permission to access that area', {}, { timeout: 15_000 }),
      ).toBeTruthy();
      await waitFor(() => expect(router.state.location.search).toBe(''));
      expect(router.state.location.pathname).toBe('/associate');
      const nav = screen.getByRole('navigation', { name: 'Associate Portal' });
      expect(within(nav).queryByRole('link', { name: 'Credit Limit Requests' })).toBeNull();
      expect(api.calls('GET', '/api/associate/credit-requests')).toHaveLength(0);
    },
  );

  it("shows another reviewer's decision live: credit_request.changed refetches the list", async () => {
    // Last in the file: unstubAllGlobals also lifts mock-api's fetch stub.
    vi.stubGlobal('EventSource', FakeEventSource);
    try {
      let decided = false;
      mockApi({
        ...sessionHandlers(finance),
        'GET /api/associate/credit-requests': () => ({
          body: { items: [decided ? { ...pending, status: 'approved' } : pending] },
        }),
      });
      renderApp('/associate/credit-requests');
      const table = await screen.findByRole('table', {}, { timeout: 15_000 });
      expect(within(table).getByRole('button', { name: 'Approve Bella Nguyen' })).toBeTruthy();
      await waitFor(() => expect(FakeEventSource.instances.at(-1)?.url).toBe('/api/events'));
      decided = true;
      act(() =>
        FakeEventSource.instances
          .at(-1)
          ?.emit('credit_request.changed', { requestId: pending.id, status: 'approved' }),
      );
      expect(await within(table).findByRole('button', { name: 'View Bella Nguyen' })).toBeTruthy();
      expect(within(table).queryByRole('button', { name: 'Approve Bella Nguyen' })).toBeNull();
    } finally {
      vi.unstubAllGlobals();
      FakeEventSource.instances = [];
    }
  });
});
