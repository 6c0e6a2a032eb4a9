import type { ProductDetail } from '@party/shared';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '@/test/fake-event-source';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render';

function detail(stockQuantity: number): ProductDetail {
  return {
    id: 'b7d2a3c4-1e5f-4a6b-8c9d-0e1f2a3b4c5d',
    name: 'Helium Tank',
    slug: 'helium-tank',
    description: 'Fills about 50 balloons.',
    price: 59,
    category: 'balloons',
    imageUrl: null,
    images: [],
    features: [],
    themes: [],
    stockQuantity,
    stockStatus: stockQuantity === 0 ? 'Out of Stock' : stockQuantity <= 10 ? 'Low Stock' : 'In Stock',
    related: [],
    sku: 'PC-000007',
    packSize: 1,
    minOrderQty: 1,
    listPrice: 59,
    priceTable: [{ minQuantity: 1, maxQuantity: null, price: 59 }],
  };
}

describe('product page live stock', () => {
  it('shows the new stock when a product.stock event names this product, visitors included', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    let stock = 12;
    mockApi({ 'GET /api/store/products/helium-tank': () => ({ body: detail(stock) }) });
    renderApp('/product/helium-tank');
    expect(await screen.findByText('12 available. Bulk and wholesale pricing on request.')).toBeTruthy();
    expect(screen.getByText('In Stock')).toBeTruthy();
    // The page loads the event stream's code once it shows, then subscribes.
    await vi.waitFor(() => expect(FakeEventSource.instances.at(-1)?.url).toBe('/api/events'));
    const source = FakeEventSource.instances.at(-1);

    // Another product's change leaves this page alone.
    act(() => source?.emit('product.stock', { productId: 'another-product', stockQuantity: 0 }));
    // Checkout sells the last units of this one.
    stock = 0;
    act(() => source?.emit('product.stock', { productId: detail(0).id, stockQuantity: 0 }));
    expect(
      await screen.findByText(
        'Currently out of stock: request a quote and our team will confirm when it is back.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Out of Stock')).toBeTruthy();
  });
});
