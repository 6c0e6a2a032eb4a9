import { useLiveInvalidate } from '@/lib/use-live-invalidate';
import { catalogQueryKeys } from './api';

/**
 * Keeps an open product page's stock live: a 'product.stock' event for this product (sent to every
 * visitor when its stock changes) refetches it, and so does the stream coming back after a break.
 * The event stream's code loads once the page is showing: the page's first download does not carry it.
 */
export function useLiveStock(product: { id: string; slug: string } | undefined) {
  useLiveInvalidate(
    product?.id && product.slug
      ? {
          events: ['product.stock'],
          queryKeys: [catalogQueryKeys.product(product.slug)],
          matches: (data) => (data as { productId?: unknown }).productId === product.id,
        }
      : null,
  );
}
