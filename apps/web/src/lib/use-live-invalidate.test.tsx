import '@/test/setup-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type * as React from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '@/test/fake-event-source';
import type { LiveInvalidation } from './realtime';
import { useLiveInvalidate } from './use-live-invalidate';

/** The hook mounted with `live`, and the keys each invalidation named, in order. */
function mount(live: LiveInvalidation | null) {
  const queryClient = new QueryClient();
  const invalidated: unknown[] = [];
  vi.spyOn(queryClient, 'invalidateQueries').mockImplementation(async (filters) => {
    invalidated.push(filters?.queryKey);
  });
  const wrapper = ({ children }: { children: React.ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook((props: { live: LiveInvalidation | null }) => useLiveInvalidate(props.live), {
    wrapper,
    initialProps: { live },
  });
  return { ...view, invalidated };
}

/** The stream the hook opened, once its code has loaded. */
async function stream() {
  await waitFor(() => expect(FakeEventSource.instances.at(-1)?.url).toBe('/api/events'));
  return FakeEventSource.instances.at(-1)!;
}

describe('useLiveInvalidate', () => {
  beforeEach(() => vi.stubGlobal('EventSource', FakeEventSource));
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeEventSource.instances = [];
  });

  it('invalidates its queries on each of its events, and on no other', async () => {
    const { invalidated } = mount({ events: ['cart.changed', 'order.changed'], queryKeys: [['a'], ['b']] });
    const source = await stream();
    act(() => source.emit('wishlist.changed', {}));
    expect(invalidated).toEqual([]);
    act(() => source.emit('cart.changed', {}));
    expect(invalidated).toEqual([['a'], ['b']]);
    act(() => source.emit('order.changed', {}));
    expect(invalidated).toEqual([['a'], ['b'], ['a'], ['b']]);
  });

  it('skips the events `matches` refuses and hands the others to `onEvent` before the refetch', async () => {
    const order: string[] = [];
    const { invalidated } = mount({
      events: ['product.stock'],
      queryKeys: [['product']],
      matches: (data) => (data as { productId: string }).productId === 'mine',
      onEvent: (data, type) => order.push(`${type} ${(data as { productId: string }).productId}`),
    });
    const source = await stream();
    act(() => source.emit('product.stock', { productId: 'other' }));
    expect(invalidated).toEqual([]);
    act(() => source.emit('product.stock', { productId: 'mine' }));
    expect(order).toEqual(['product.stock mine']);
    expect(invalidated).toEqual([['product']]);
  });

  it('refetches the reconnect keys (else its queries) when the stream comes back after a break', async () => {
    const { invalidated } = mount({ events: ['x'], queryKeys: [['a']], reconnectKeys: [['all']] });
    const source = await stream();
    act(() => source.emit('open', {}));
    expect(invalidated).toEqual([]);
    act(() => source.emit('open', {}));
    expect(invalidated).toEqual([['all']]);
  });

  it('calls the latest callbacks without subscribing again', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = mount({ events: ['x'], queryKeys: [['a']], onEvent: first });
    const source = await stream();
    rerender({ live: { events: ['x'], queryKeys: [['a']], onEvent: second } });
    act(() => source.emit('x', {}));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('listens to nothing for null, and closes the stream when the last listener leaves', async () => {
    const idle = mount(null);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(FakeEventSource.instances).toHaveLength(0);
    idle.unmount();

    const { unmount, invalidated } = mount({ events: ['x'], queryKeys: [['a']] });
    const source = await stream();
    unmount();
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
    act(() => source.emit('x', {}));
    expect(invalidated).toEqual([]);
  });

  it('subscribes nothing when it leaves before the stream code has loaded', async () => {
    const { unmount } = mount({ events: ['x'], queryKeys: [['a']] });
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(FakeEventSource.instances).toHaveLength(0);
  });
});
