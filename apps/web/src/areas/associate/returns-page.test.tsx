import type { ReturnDetail, ReturnSummary } from '@party/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const userEvent = userEventLib.setup({ delay: null });

const RETURN_ID = '55555555-5555-4555-8555-555555555555';
const LINE = '77777777-7777-4777-8777-777777777777';

const summary: ReturnSummary = {
  id: RETURN_ID,
  number: 'RMA-000007',
  orderId: '66666666-6666-4666-8666-666666666666',
  orderNumber: '66666666',
  companyName: 'Sparkle Events',
  status: 'requested',
  reason: 'damaged_in_transit',
  units: 2,
  creditAmount: null,
  createdAt: '2026-11-20T01:00:00.000Z',
};

const detail = (overrides: Partial<ReturnDetail> = {}): ReturnDetail => ({
  ...summary,
  notes: 'The carton burst.',
  requestedBy: 'Pat Partner',
  decisionReason: null,
  decidedAt: null,
  receivedAt: null,
  lines: [
    {
      orderItemId: LINE,
      productId: null,
      productName: 'Burst Carton Cups',
      quantity: 2,
      unitPrice: 25,
      disposition: null,
    },
  ],
  photos: [
    {
      fileId: '88888888-8888-4888-8888-888888888888',
      fileName: 'carton.png',
      contentType: 'image/png',
      createdAt: '2026-11-20T01:00:00.000Z',
    },
  ],
  adjustmentNote: null,
  ...overrides,
});

function staffApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...sessionHandlers(makePrincipal({ role: 'associate', associateRole: 'sales' })),
    'GET /api/associate/overview': { body: {} },
    'GET /api/associate/returns': { body: { items: [summary], total: 1, page: 1, pageSize: 25 } },
    [`GET /api/associate/returns/${RETURN_ID}`]: { body: detail() },
    ...extra,
  });
}

describe('associate Returns', () => {
  it('lists the requests first and searches by RMA, order or company', async () => {
    const api = staffApi();
    renderApp('/associate/returns');
    const table = await screen.findByRole('table', { name: 'Returns' }, { timeout: 15_000 });
    expect(within(table).getByText('Sparkle Events')).toBeTruthy();
    expect(api.calls('GET', '/api/associate/returns')[0]?.search.get('status')).toBe('requested');
    await userEvent.type(screen.getByLabelText('Search returns'), 'RMA-000007{Enter}');
    await waitFor(() =>
      expect(api.calls('GET', '/api/associate/returns').at(-1)?.search.get('search')).toBe('RMA-000007'),
    );
  });

  it('rejects only with a reason, and approves after the confirmation', async () => {
    const api = staffApi({
      [`POST /api/associate/returns/${RETURN_ID}/reject`]: {
        body: detail({ status: 'rejected', decisionReason: 'Opened goods.' }),
      },
      [`POST /api/associate/returns/${RETURN_ID}/approve`]: { body: detail({ status: 'approved' }) },
    });
    renderApp(`/associate/returns?return=${RETURN_ID}`);
    expect(
      await screen.findByRole('img', { name: /The goods of return RMA-000007/ }, { timeout: 15_000 }),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject return RMA-000007?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Give a reason for the rejection.')).toBeTruthy();
    expect(api.calls('POST', `/api/associate/returns/${RETURN_ID}/reject`)).toHaveLength(0);
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(api.calls('POST', `/api/associate/returns/${RETURN_ID}/approve`)).toHaveLength(1),
    );
  });

  it('marks an approved return received, each line restocked or written off', async () => {
    const api = staffApi({
      [`GET /api/associate/returns/${RETURN_ID}`]: { body: detail({ status: 'approved' }) },
      [`POST /api/associate/returns/${RETURN_ID}/receive`]: { body: detail({ status: 'received' }) },
    });
    renderApp(`/associate/returns?return=${RETURN_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark Received' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark return RMA-000007 received?' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Burst Carton Cups × 2' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Write off' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark Received' }));
    await waitFor(() =>
      expect(api.calls('POST', `/api/associate/returns/${RETURN_ID}/receive`).map((r) => r.body)).toEqual([
        { lines: [{ orderItemId: LINE, disposition: 'write_off' }] },
      ]),
    );
  });
});
