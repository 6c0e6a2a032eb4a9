import {
  type CatalogFilters,
  catalogQueryKeys,
  dehydrateQueries,
  FIRST_SCREEN_DATA_ID,
  type ProductDetail,
  type ProductList,
  type PublicFaqList,
  publicFaqsQueryKey,
} from '@party/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render';
import { hydrateFirstScreen } from './first-screen';

const product: ProductDetail = {
  id: 'a3c1f0de-5d6b-4a57-9a53-0f4ea8d0c001',
  name: 'Rose Gold Balloon Garland Kit',
  slug: 'rose-gold-balloon-garland-kit',
  description: 'A 4 m garland kit with 120 latex balloons.',
  price: 39.95,
  category: 'balloons',
  imageUrl: '/media/products/rose-gold-balloon-garland-kit.svg',
  images: ['/media/products/rose-gold-balloon-garland-kit.svg'],
  features: ['120 balloons'],
  themes: [],
  stockQuantity: 40,
  stockStatus: 'In Stock',
  related: [],
  sku: 'PC-000001',
  packSize: 1,
  minOrderQty: 1,
  listPrice: 39.95,
  priceTable: [{ minQuantity: 1, maxQuantity: null, price: 39.95 }],
};

/** The <script> the server writes into the page's head, as it writes it. */
function serverWrites(results: { queryKey: readonly unknown[]; data: unknown }[]) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_SCREEN_DATA_ID;
  script.textContent = JSON.stringify(dehydrateQueries(results, Date.now() - 60_000));
  document.head.append(script);
}

afterEach(() => document.getElementById(FIRST_SCREEN_DATA_ID)?.remove());

const catalogueCalls = (api: ReturnType<typeof mockApi>) =>
  api.requests.filter((request) => request.path.startsWith('/api/store/products'));

describe('first screen data sent with the page', () => {
  it('shows the product page from the data in the HTML without asking the catalogue', async () => {
    serverWrites([{ queryKey: catalogQueryKeys.product(product.slug), data: product }]);
    const api = mockApi({});
    renderApp(`/product/${product.slug}`, { prepare: hydrateFirstScreen });

    expect(await screen.findByRole('heading', { level: 1, name: product.name })).toBeTruthy();
    expect(screen.getByText('40 available. Bulk and wholesale pricing on request.')).toBeTruthy();
    expect(catalogueCalls(api)).toEqual([]);
  });

  it('finds the /products page under the key the page builds, whatever order the server wrote', async () => {
    const list: ProductList = { items: [product], total: 25, totalCapped: false, page: 2, pageSize: 24 };
    const written = { page: 2, category: 'balloons', search: 'rose' } as CatalogFilters;
    serverWrites([{ queryKey: catalogQueryKeys.list(written), data: list }]);
    const api = mockApi({});
    renderApp('/products?search=rose&category=balloons&page=2', { prepare: hydrateFirstScreen });

    expect(await screen.findByRole('link', { name: product.name })).toBeTruthy();
    expect(screen.getByText('25 products')).toBeTruthy();
    expect(catalogueCalls(api)).toEqual([]);
  });

  it("shows /faq's questions of the address's filter from the data in the HTML without asking for them", async () => {
    const faqs: PublicFaqList = {
      items: [
        {
          id: 'b1c2d3e4-0000-4000-8000-000000000001',
          question: 'What is your returns policy?',
          answer: 'Unopened items within 30 days.',
          category: 'returns',
          updatedAt: new Date().toISOString(),
        },
      ],
    };
    serverWrites([{ queryKey: publicFaqsQueryKey({ search: 'policy', category: 'returns' }), data: faqs }]);
    const api = mockApi({});
    renderApp('/faq?category=returns&search=policy', { prepare: hydrateFirstScreen });

    expect(await screen.findByRole('button', { name: 'What is your returns policy?' })).toBeTruthy();
    expect(api.requests.filter((request) => request.path.startsWith('/api/store/faqs'))).toEqual([]);
  });

  it('fetches as before when the page carries no data', async () => {
    const api = mockApi({ 'GET /api/store/products/rose-gold-balloon-garland-kit': { body: product } });
    renderApp(`/product/${product.slug}`, { prepare: hydrateFirstScreen });
    expect(await screen.findByRole('heading', { level: 1, name: product.name })).toBeTruthy();
    expect(catalogueCalls(api)).toHaveLength(1);
  });
});
