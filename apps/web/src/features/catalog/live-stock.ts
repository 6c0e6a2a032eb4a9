import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { catalogQueryKeys } from './api';

/**
 * Keeps an open product page's stock live: a 'product.stock' event for this product (sent to every
 * visitor when its stock changes) refetches it, and so does the stream coming back after a break.
 * The event stream's code loads once the page is showing: the page's first download does not carry it.
 */
export function useLiveStock(product: { id: string; slug: string } | undefined) {
  const queryClient = useQueryClient();
  const id = product?.id;
  const slug = product?.slug;
  useEffect(() => {
    if (!id || !slug) return;
    const refresh = () => queryClient.invalidateQueries({ queryKey: catalogQueryKeys.product(slug) });
    let stop: (() => void) | undefined;
    let left = false;
    void import('@/lib/realtime').then(({ subscribeLiveEvent, subscribeReconnect }) => {
      if (left) return;
      const stopStock = subscribeLiveEvent('product.stock', (data) => {
        if ((data as { productId?: unknown }).productId === id) void refresh();
      });
      const stopReconnect = subscribeReconnect(() => void refresh());
      stop = () => {
        stopStock();
        stopReconnect();
      };
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [id, slug, queryClient]);
}
