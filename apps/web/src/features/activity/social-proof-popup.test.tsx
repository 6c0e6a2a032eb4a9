import type { RecentActivity } from '@party/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { mockApi } from '@/test/mock-api';
import '@/test/setup-dom';
import { SocialProofPopup } from './social-proof-popup';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const activity = (overrides: Partial<RecentActivity>): RecentActivity => ({
  id: crypto.randomUUID(),
  customerNameAnonymized: 'Sarah M.',
  location: 'Sydney',
  activityType: 'quote_request',
  createdAt: minutesAgo(0),
  ...overrides,
});

function renderPopup() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <SocialProofPopup />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('social-proof popup', () => {
  it('shows the newest activity, then every 5 s fades to the next one after 0.5 s', async () => {
    mockApi({
      'GET /api/store/recent-activity': {
        body: {
          items: [
            activity({}),
            activity({
              customerNameAnonymized: 'Liam N.',
              location: 'Perth',
              activityType: 'bulk_order',
              createdAt: minutesAgo(125),
            }),
          ],
        },
      },
    });
    renderPopup();
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Sarah M. from Sydney requested a quotejust now');

    act(() => vi.advanceTimersByTime(5000));
    expect(status.getAttribute('data-visible')).toBe('false');
    expect(status.textContent).toContain('Sarah M.');
    act(() => vi.advanceTimersByTime(500));
    expect(status.getAttribute('data-visible')).toBe('true');
    expect(status.textContent).toBe('Liam N. from Perth placed a bulk order2 hours ago');

    act(() => vi.advanceTimersByTime(5500));
    expect(status.textContent).toContain('Sarah M.');
  });

  it('goes away for good when dismissed', async () => {
    mockApi({ 'GET /api/store/recent-activity': { body: { items: [activity({})] } } });
    renderPopup();
    await screen.findByRole('status');
    act(() => screen.getByRole('button', { name: 'Dismiss recent activity' }).click());
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows nothing when the feed fails or is empty', async () => {
    const api = mockApi({
      'GET /api/store/recent-activity': {
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'Something went wrong on our side.' } },
      },
    });
    const failing = renderPopup();
    await waitFor(() => expect(api.calls('GET', '/api/store/recent-activity').length).toBeGreaterThan(0));
    await act(async () => vi.advanceTimersByTime(100));
    expect(failing.container.innerHTML).toBe('');
    failing.unmount();

    const empty = mockApi({ 'GET /api/store/recent-activity': { body: { items: [] } } });
    const view = renderPopup();
    await waitFor(() => expect(empty.calls('GET', '/api/store/recent-activity')).toHaveLength(1));
    await act(async () => vi.advanceTimersByTime(100));
    expect(view.container.innerHTML).toBe('');
  });
});
