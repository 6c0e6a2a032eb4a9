import type { RecentActivity } from '@party/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { mockApi } from '@/test/mock-api';
import '@/test/setup-dom';
import { POPUP_SPACE_PROPERTY, SocialProofPopup } from './social-proof-popup';

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

const feedOfTwo = () =>
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

const findPopup = () => screen.findByRole('complementary', { name: 'Recent activity' });
/** The item on show: its text and whether it is faded in. */
const shown = (popup: HTMLElement) => {
  const item = popup.querySelector('[data-visible]');
  return { text: item?.textContent, visible: item?.getAttribute('data-visible') === 'true' };
};

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('social-proof popup', () => {
  it('shows the newest activity, then every 5 s fades to the next one after 0.5 s', async () => {
    feedOfTwo();
    renderPopup();
    const popup = await findPopup();
    expect(shown(popup)).toEqual({ text: 'Sarah M. from Sydney requested a quotejust now', visible: true });

    act(() => vi.advanceTimersByTime(5000));
    expect(shown(popup)).toEqual({ text: 'Sarah M. from Sydney requested a quotejust now', visible: false });
    act(() => vi.advanceTimersByTime(500));
    expect(shown(popup)).toEqual({
      text: 'Liam N. from Perth placed a bulk order2 hours ago',
      visible: true,
    });

    act(() => vi.advanceTimersByTime(5500));
    expect(shown(popup).text).toContain('Sarah M.');
  });

  it('is no live region: a screen reader is not read every item as it rotates', async () => {
    feedOfTwo();
    const view = renderPopup();
    await findPopup();
    expect(screen.queryByRole('status')).toBeNull();
    expect(view.container.querySelector('[aria-live]')).toBeNull();
  });

  it('holds still while the pointer is over it, and rotates again once it leaves', async () => {
    feedOfTwo();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPopup();
    const popup = await findPopup();

    await user.hover(popup);
    act(() => vi.advanceTimersByTime(7000));
    expect(shown(popup)).toEqual({ text: 'Sarah M. from Sydney requested a quotejust now', visible: true });

    await user.unhover(popup);
    act(() => vi.advanceTimersByTime(5500));
    expect(shown(popup).text).toContain('Liam N.');
  });

  it('holds still while focus is inside it, and brings back an item that was fading out', async () => {
    feedOfTwo();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPopup();
    const popup = await findPopup();

    act(() => vi.advanceTimersByTime(5000));
    expect(shown(popup).visible).toBe(false);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Dismiss recent activity' }));
    expect(shown(popup)).toEqual({ text: 'Sarah M. from Sydney requested a quotejust now', visible: true });
    act(() => vi.advanceTimersByTime(7000));
    expect(shown(popup).text).toContain('Sarah M.');

    await user.tab();
    act(() => vi.advanceTimersByTime(5500));
    expect(shown(popup).text).toContain('Liam N.');
  });

  it('once dismissed stays away for the browser session, also after a reload', async () => {
    const api = feedOfTwo();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const first = renderPopup();
    await findPopup();
    await user.click(screen.getByRole('button', { name: 'Dismiss recent activity' }));
    expect(screen.queryByRole('complementary', { name: 'Recent activity' })).toBeNull();
    first.unmount();

    const requestsBefore = api.calls('GET', '/api/store/recent-activity').length;
    const reloaded = renderPopup();
    await act(async () => vi.advanceTimersByTime(100));
    expect(reloaded.container.innerHTML).toBe('');
    expect(api.calls('GET', '/api/store/recent-activity')).toHaveLength(requestsBefore);
  });

  it('hands focus to the page when dismissed from the keyboard, not to the top of the document', async () => {
    feedOfTwo();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <main id="main" tabIndex={-1}>
          Page
        </main>
        <SocialProofPopup />
      </QueryClientProvider>,
    );
    await findPopup();
    screen.getByRole('button', { name: 'Dismiss recent activity' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('complementary', { name: 'Recent activity' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('leaves room at the bottom of the page while it shows, and gives it back when dismissed', async () => {
    feedOfTwo();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPopup();
    await findPopup();
    expect(document.documentElement.style.getPropertyValue(POPUP_SPACE_PROPERTY)).toMatch(/^\d+(\.\d+)?px$/);
    await user.click(screen.getByRole('button', { name: 'Dismiss recent activity' }));
    expect(document.documentElement.style.getPropertyValue(POPUP_SPACE_PROPERTY)).toBe('');
  });

  it('is not shown on a phone-sized screen, and its feed is not fetched there', async () => {
    const api = feedOfTwo();
    const desktopMatchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...desktopMatchMedia(query),
      matches: query === '(max-width: 767px)',
    }));
    const view = renderPopup();
    await act(async () => vi.advanceTimersByTime(100));
    expect(view.container.innerHTML).toBe('');
    expect(api.calls('GET', '/api/store/recent-activity')).toHaveLength(0);
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
