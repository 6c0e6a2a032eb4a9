import type { ProductList } from '@party/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { productCard } from '@/test/catalog-fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render';

// The catalogue's search and the quote dialog's success reach POST /api/analytics (visitor analytics).
const userEvent = userEventLib.setup({ delay: null });

const balloon = productCard({ imageUrl: null });

function storeApi(list: (search: URLSearchParams) => ProductList) {
  return mockApi({
    'GET /api/store/products': (request) => ({ body: list(request.search) }),
    'GET /api/csrf': { body: { token: 't', expiresAt: new Date(Date.now() + 3_600_000).toISOString() } },
    'POST /api/store/quotes': {
      status: 201,
      body: { quoteNumber: 'QT-000042', quoteId: crypto.randomUUID() },
    },
    'POST /api/analytics': { status: 204 },
  });
}

const sentEvents = (api: ReturnType<typeof storeApi>) =>
  api.calls('POST', '/api/analytics').map((request) => request.body);

describe('analytics events of the storefront', () => {
  it('sends one search event per search the server answered: query, its total and the category', async () => {
    const api = storeApi((search) => ({
      items: [balloon],
      total: search.get('search') === 'gold' ? 30 : 3,
      totalCapped: false,
      page: Number(search.get('page') ?? 1),
      pageSize: 24,
    }));
    const { queryClient } = renderApp('/products?search=gold&category=balloons');
    await waitFor(() =>
      expect(sentEvents(api)).toMatchObject([
        {
          type: 'search',
          metadata: { query: 'gold', resultCount: 30, filters: { category: 'balloons' } },
        },
      ]),
    );

    // The next page and a refetch of the same search are no new search.
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    await queryClient.refetchQueries({ queryKey: ['public-products'] });
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search products' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'gold foil');
    await waitFor(() => expect(sentEvents(api)).toHaveLength(2));
    expect(sentEvents(api)[1]).toMatchObject({
      type: 'search',
      metadata: { query: 'gold foil', resultCount: 3, filters: { category: 'balloons' } },
    });
    // Typing settled once: no event for the empty box or the letters on the way.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(sentEvents(api)).toHaveLength(2);
  });

  it('sends no search event for browsing without a search', async () => {
    const api = storeApi(() => ({ items: [balloon], total: 1, totalCapped: false, page: 1, pageSize: 24 }));
    renderApp('/products?category=balloons');
    await screen.findByRole('link', { name: 'Gold Foil Number Balloon' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sentEvents(api)).toEqual([]);
  });

  it("sends a quote_request conversion worth the quote's total in AUD when the quote is sent", async () => {
    const api = storeApi(() => ({ items: [balloon], total: 1, totalCapped: false, page: 1, pageSize: 24 }));
    renderApp('/products');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Get Quote for Gold Foil Number Balloon' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Request Quote' });
    // The dialog takes pointer events only once it is the top layer (as orders-page.test.tsx says).
    await waitFor(() => userEvent.click(within(dialog).getByLabelText('Full Name *')));
    await userEvent.type(within(dialog).getByLabelText('Full Name *'), 'Sarah Mitchell');
    await userEvent.type(within(dialog).getByLabelText('Email Address *'), 'sarah@example.com.au');
    await userEvent.clear(within(dialog).getByLabelText('Quantity'));
    await userEvent.type(within(dialog).getByLabelText('Quantity'), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Quote Request' }));

    await waitFor(() =>
      expect(sentEvents(api)).toMatchObject([
        {
          type: 'conversion',
          metadata: { type: 'quote_request', value: 37.5, currency: 'AUD' },
        },
      ]),
    );
  });

  it('turns a refused event into a console warning only; the catalogue stays', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    const api = mockApi({
      'GET /api/store/products': {
        body: { items: [balloon], total: 30, totalCapped: false, page: 1, pageSize: 24 },
      },
      'POST /api/analytics': { status: 500 },
    });
    renderApp('/products?search=gold');
    await waitFor(() => expect(api.calls('POST', '/api/analytics')).toHaveLength(1));
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Analytics event search was not recorded (500)'));
    expect(error).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Gold Foil Number Balloon' })).toBeTruthy();
    vi.restoreAllMocks();
  });
});
