import type { BulkOperation } from '@party/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '@/test/fake-event-source';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const userEvent = userEventLib.setup({ delay: null });

const rows = [
  { id: '11111111-1111-4111-8111-111111111111', name: 'Gold Balloons', before: '$12.50', after: '$13.75' },
  { id: '22222222-2222-4222-8222-222222222222', name: 'Paper Plates', before: '$0.99', after: '$1.09' },
];
const run: BulkOperation = {
  id: '33333333-3333-4333-8333-333333333333',
  action: 'price_percent',
  summary: 'Price +10%',
  status: 'completed',
  totalCount: 2,
  processedCount: 2,
  createdByName: 'Ada Admin',
  createdAt: '2026-11-25T23:30:00.000Z',
  completedAt: '2026-11-25T23:30:01.000Z',
  undoneAt: null,
  canUndo: true,
};

describe('Enhanced Bulk', () => {
  it('previews every row changed, applies the run, and undoes it after asking', async () => {
    let history: BulkOperation[] = [];
    const api = mockApi({
      ...sessionHandlers(makePrincipal({ role: null, isAdmin: true, name: 'Ada Admin' })),
      'GET /api/admin/bulk': () => ({ body: { items: history } }),
      'POST /api/admin/bulk/preview': { body: { matched: 3, rows } },
      'POST /api/admin/bulk': () => {
        history = [run];
        return { status: 201, body: run };
      },
      [`POST /api/admin/bulk/${run.id}/undo`]: () => {
        history = [{ ...run, status: 'undone', canUndo: false }];
        return { body: history[0] };
      },
    });
    renderApp('/admin/bulk-enhanced');
    expect(await screen.findByText('No bulk runs yet', {}, { timeout: 15_000 })).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Percent'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Preview changes' }));
    const preview = await screen.findByRole('table', { name: 'Rows this change updates' });
    expect(within(preview).getByText('Gold Balloons')).toBeTruthy();
    expect(within(preview).getByText('$13.75')).toBeTruthy();
    expect(screen.getByText('2 of 3 matching products change.')).toBeTruthy();
    expect(api.calls('POST', '/api/admin/bulk/preview')[0]!.body).toEqual({
      action: 'price_percent',
      percent: 10,
      filter: {},
    });
    expect(api.calls('POST', '/api/admin/bulk')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Apply 2 changes' }));
    expect(await screen.findByText('2 products updated successfully')).toBeTruthy();
    expect(screen.getByText('2 of 2 products updated')).toBeTruthy();
    const runs = await screen.findByRole('table', { name: 'Bulk runs' });
    expect(within(runs).getByText('Price +10%')).toBeTruthy();

    await userEvent.click(within(runs).getByRole('button', { name: 'Undo' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Undo run' }));
    expect(await screen.findByText('Undid the change to 2 products')).toBeTruthy();
    expect(await within(runs).findByText('Undone')).toBeTruthy();
    expect(api.calls('POST', `/api/admin/bulk/${run.id}/undo`)).toHaveLength(1);
  });

  it('shows the server’s reason when a preview is refused', async () => {
    mockApi({
      ...sessionHandlers(makePrincipal({ role: null, isAdmin: true })),
      'GET /api/admin/bulk': { body: { items: [] } },
      'POST /api/admin/bulk/preview': {
        status: 400,
        body: { error: { code: 'VALIDATION_FAILED', message: 'Enter a percent other than 0' } },
      },
    });
    renderApp('/admin/bulk-enhanced');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Preview changes' }, { timeout: 15_000 }),
    );
    expect(await screen.findByText('Enter a percent other than 0')).toBeTruthy();
  });

  it('fills the progress bar as the server writes each chunk of the run', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    try {
      let finish: () => void = () => {};
      const api = mockApi({
        ...sessionHandlers(makePrincipal({ role: null, isAdmin: true })),
        'GET /api/admin/bulk': { body: { items: [] } },
        'POST /api/admin/bulk/preview': { body: { matched: 2, rows } },
        'POST /api/admin/bulk': () =>
          new Promise((resolve) => {
            finish = () => resolve({ status: 201, body: run });
          }),
      });
      renderApp('/admin/bulk-enhanced');
      await userEvent.type(await screen.findByLabelText('Percent', {}, { timeout: 15_000 }), '10');
      await userEvent.click(screen.getByRole('button', { name: 'Preview changes' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Apply 2 changes' }));
      expect(await screen.findByText('Applying 2 changes...')).toBeTruthy();
      await waitFor(() => expect(FakeEventSource.instances.at(-1)?.url).toBe('/api/events'));
      const progressId = api.calls('POST', '/api/admin/bulk')[0]!.search.get('progressId');
      const step = (id: string | null, done: number) => ({
        progressId: id,
        phase: 'writing',
        done,
        total: 2,
      });
      // Another run's step (another tab) moves nothing; this run's fills the bar.
      act(() => FakeEventSource.instances.at(-1)?.emit('work.progress', step(crypto.randomUUID(), 2)));
      expect(screen.queryByText('Writing 2 of 2 changes...')).toBeNull();
      act(() => FakeEventSource.instances.at(-1)?.emit('work.progress', step(progressId, 1)));
      const bar = await screen.findByRole('progressbar', { name: 'Writing 1 of 2 changes...' });
      expect(bar.getAttribute('aria-valuenow')).toBe('50');
      act(() => finish());
      expect(await screen.findByText('2 of 2 products updated')).toBeTruthy();
      expect(
        screen.getByRole('progressbar', { name: '2 of 2 products updated' }).getAttribute('aria-valuenow'),
      ).toBe('100');
    } finally {
      vi.unstubAllGlobals();
      FakeEventSource.instances = [];
    }
  });
});
