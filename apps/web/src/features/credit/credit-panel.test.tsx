import type { CreditLimit, CreditRequest } from '@party/shared/credit/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { FakeEventSource } from '@/test/fake-event-source';
import { mockApi } from '@/test/mock-api';
import '@/test/setup-dom';
import { CreditPanel } from './credit-panel';

const userEvent = userEventLib.setup({ delay: null });
const csrf = { 'GET /api/csrf': { body: { token: 't', expiresAt: new Date().toISOString() } } };

function limit(overrides: Partial<CreditLimit> = {}): CreditLimit {
  return {
    approvedLimit: 15000,
    usedAmount: 7500,
    availableAmount: 7500,
    paymentTerms: 'net_30',
    status: 'active',
    creditScore: 82,
    usagePercent: 50,
    updatedAt: '2026-10-01T00:00:00.000Z',
    ...overrides,
  };
}

function request(overrides: Partial<CreditRequest> = {}): CreditRequest {
  return {
    id: crypto.randomUUID(),
    requestedLimit: 25000,
    currentSpending: 11000,
    reason: 'Spring wedding season doubles our volume.',
    additionalInfo: null,
    status: 'pending',
    priority: 'medium',
    ticketId: crypto.randomUUID(),
    ticketNumber: 'TCK-000042',
    createdAt: '2026-11-20T01:00:00.000Z',
    reviewedAt: null,
    approvalNotes: null,
    reviewerNotes: null,
    decision: null,
    ...overrides,
  };
}

function renderPanel() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <QueryClientProvider client={queryClient}>
      <CreditPanel />
      <Toaster />
    </QueryClientProvider>,
  );
}

const usageBar = () => screen.getByRole('progressbar', { name: 'Credit usage' });

describe('CreditPanel', () => {
  it('shows the limit, used, available, terms, status and the score out of 100', async () => {
    mockApi({
      'GET /api/partner/credit': { body: { limit: limit() } },
      'GET /api/partner/credit/requests': { body: { items: [] } },
    });
    renderPanel();
    expect(await screen.findByText('$15,000.00')).toBeTruthy();
    expect(screen.getAllByText('$7,500.00')).toHaveLength(2);
    expect(screen.getByText('Net 30')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText('82/100')).toBeTruthy();
    expect(usageBar().getAttribute('aria-valuenow')).toBe('50');
    expect(usageBar().dataset.level).toBe('normal');
    expect(screen.queryByText(/Consider requesting a credit limit increase/)).toBeNull();
    expect(await screen.findByText('No credit limit requests yet.')).toBeTruthy();
  });

  it('warns at 80% with a nudge to request an increase', async () => {
    mockApi({
      'GET /api/partner/credit': { body: { limit: limit({ usagePercent: 80 }) } },
      'GET /api/partner/credit/requests': { body: { items: [] } },
    });
    renderPanel();
    expect(
      await screen.findByText(
        'You have used 80% of your credit limit. Consider requesting a credit limit increase.',
      ),
    ).toBeTruthy();
    expect(usageBar().dataset.level).toBe('warning');
  });

  it('turns critical at 90%', async () => {
    mockApi({
      'GET /api/partner/credit': { body: { limit: limit({ usagePercent: 92.5 }) } },
      'GET /api/partner/credit/requests': { body: { items: [] } },
    });
    renderPanel();
    await screen.findByText(/You have used 92.5% of your credit limit/);
    expect(usageBar().dataset.level).toBe('critical');
  });

  it('says so when there is no limit yet, and lists the request history', async () => {
    mockApi({
      'GET /api/partner/credit': { body: { limit: null } },
      'GET /api/partner/credit/requests': {
        body: { items: [request(), request({ status: 'rejected', reviewerNotes: 'Please reapply later.' })] },
      },
    });
    renderPanel();
    expect(await screen.findByText('No credit limit yet')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Your credit limit requests' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('Pending')).toBeTruthy();
    expect(within(rows[1]!).getByText('TCK-000042')).toBeTruthy();
    expect(within(rows[2]!).getByText('Rejected')).toBeTruthy();
    expect(within(rows[2]!).getByText('Please reapply later.')).toBeTruthy();
  });

  it('shows a load error inline', async () => {
    mockApi({
      'GET /api/partner/credit': {
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } },
      },
      'GET /api/partner/credit/requests': { body: { items: [] } },
    });
    renderPanel();
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeTruthy();
  });

  it('validates the detailed form with its messages and sends nothing', async () => {
    const api = mockApi({
      ...csrf,
      'GET /api/partner/credit': { body: { limit: null } },
      'GET /api/partner/credit/requests': { body: { items: [] } },
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Request Credit Limit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Credit Limit' });
    await userEvent.type(within(dialog).getByLabelText('Reason for Request *'), 'Too short');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    expect(await within(dialog).findByText('Requested limit is required')).toBeTruthy();
    expect(within(dialog).getByText('Current monthly spending is required')).toBeTruthy();
    expect(within(dialog).getByText('Reason must be at least 10 characters')).toBeTruthy();
    expect(api.calls('POST', '/api/partner/credit/requests')).toHaveLength(0);
  });

  it('submits, toasts, closes and shows the new request in the history', async () => {
    const created = request({ requestedLimit: 30000 });
    let submitted = false;
    const api = mockApi({
      ...csrf,
      'GET /api/partner/credit': { body: { limit: limit() } },
      'GET /api/partner/credit/requests': () => ({ body: { items: submitted ? [created] : [] } }),
      'POST /api/partner/credit/requests': () => {
        submitted = true;
        return { status: 201, body: created };
      },
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Request Credit Limit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Credit Limit' });
    await userEvent.type(within(dialog).getByLabelText('Requested Credit Limit (AUD) *'), '30000');
    await userEvent.type(within(dialog).getByLabelText('Current Monthly Spending (AUD) *'), '12,500.50');
    await userEvent.type(
      within(dialog).getByLabelText('Reason for Request *'),
      'Spring wedding season doubles our volume.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Request' }));

    expect(await screen.findByText('Credit limit request submitted')).toBeTruthy();
    expect(screen.getByText('Your request has been submitted and is under review.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [sent] = api.calls('POST', '/api/partner/credit/requests');
    expect(sent!.body).toEqual({
      requestedLimit: 30000,
      currentSpending: 12500.5,
      reason: 'Spring wedding season doubles our volume.',
    });
    expect(sent!.headers.get('Idempotency-Key')).toBeTruthy();
    expect(await screen.findByText('$30,000.00')).toBeTruthy();
  });

  it('keeps the dialog open with the failure toast when the server refuses', async () => {
    mockApi({
      ...csrf,
      'GET /api/partner/credit': { body: { limit: null } },
      'GET /api/partner/credit/requests': { body: { items: [] } },
      'POST /api/partner/credit/requests': { status: 503, body: 'Service Unavailable' },
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Request Credit Limit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Credit Limit' });
    await userEvent.type(within(dialog).getByLabelText('Requested Credit Limit (AUD) *'), '5000');
    await userEvent.type(within(dialog).getByLabelText('Current Monthly Spending (AUD) *'), '0');
    await userEvent.type(within(dialog).getByLabelText('Reason for Request *'), 'Opening a trade account');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Request submission failed')).toBeTruthy();
    expect(screen.getByText('There was an error submitting your request. Please try again.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Request Credit Limit' })).toBeTruthy();
  });

  it("shows a reviewer's decision live: the credit_request.changed event refetches the limit and the requests", async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const pending = request();
    let decided = false;
    mockApi({
      'GET /api/partner/credit': () => ({
        body: { limit: decided ? limit({ approvedLimit: 20000 }) : null },
      }),
      'GET /api/partner/credit/requests': () => ({
        body: { items: [decided ? { ...pending, status: 'approved' } : pending] },
      }),
    });
    renderPanel();
    const history = await screen.findByRole('table', { name: /request/i });
    expect(await within(history).findByText('Pending')).toBeTruthy();
    await vi.waitFor(() => expect(FakeEventSource.instances.at(-1)?.url).toBe('/api/events'));
    decided = true;
    act(() =>
      FakeEventSource.instances
        .at(-1)
        ?.emit('credit_request.changed', { requestId: pending.id, status: 'approved' }),
    );
    expect(await within(history).findByText('Approved')).toBeTruthy();
    expect(await screen.findByText('$20,000.00')).toBeTruthy();
    vi.unstubAllGlobals();
  });
});
