import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeLiveEvent, subscribeReconnect } from '@/lib/realtime';
import { catalogQueryKeys } from './api';

/**
 * Keeps an open product page's stock live: a 'product.stock' event for this product (sent to every
 * visitor when its stock changes) refetches it, and so does the stream coming back after a break.
 * Apart from api.ts, which the home page loads with the first download, so the event stream's code
 * comes with the page that uses it.
 */
export function useLiveStock(product: { id: string; slug: string } | undefined) {
  const queryClient = useQueryClient();
  const id = product?.id;
  const slug = product?.slug;
  useEffect(() => {
    if (!id || !slug) return;
    const refresh = () => queryClient.invalidateQueries({ queryKey: catalogQueryKeys.product(slug) });
    const stopStock = subscribeLiveEvent('product.stock', (data) => {
      if ((data as { productId?: unknown }).productId === id) void refresh();
    });
    const stopReconnect = subscribeReconnect(() => void refresh());
    return () => {
      stopStock();
      stopReconnect();
    };
  }, [id, slug, queryClient]);
}
