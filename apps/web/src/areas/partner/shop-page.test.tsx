import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const userEvent = userEventLib.setup({ delay: null });

const balloons = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Rose Gold Chrome Balloons',
  slug: 'rose-gold-chrome-balloons',
  description: 'Mirror-finish balloons.',
  price: 18.95,
  category: 'balloons',
  imageUrl: null,
};

function shopApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...sessionHandlers(makePrincipal()),
    'GET /api/store/products': { body: { items: [balloons], total: 1, page: 1, pageSize: 24 } },
    'GET /api/partner/wishlist': { body: { items: [] } },
    'GET /api/partner/overview': {
      body: { pendingTasks: 3, pendingOrders: 1, openTickets: 1, unreadMessages: 1, loyaltyPoints: 420 },
    },
    ...extra,
  });
}

describe('partner shop', () => {
  it('asks the server for the filters in the address and shows the real pending tasks', async () => {
    const api = shopApi();
    renderApp('/partner/shop?theme=wedding&category=balloons&maxPrice=30&view=list');
    // The first screen loads its lazy page: give it the time a busy machine needs.
    const link = await screen.findByRole('link', { name: 'Rose Gold Chrome Balloons' }, { timeout: 10_000 });
    expect(link.getAttribute('href')).toBe(`/partner/shop/${balloons.id}`);
    const [request] = api.calls('GET', '/api/store/products');
    expect(Object.fromEntries(request!.search)).toEqual({
      theme: 'wedding',
      category: 'balloons',
      maxPrice: '30',
    });
    expect(screen.getByText('Price range:').parentElement?.textContent).toBe('Price range: $0 – $30');
    expect(screen.getByRole('tab', { name: 'List' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('3 pending tasks')).toBeTruthy();
  });

  it("saves to the wishlist with 'Product added to your wishlist', and says so when it is there already", async () => {
    let saved = false;
    const api = shopApi({
      'POST /api/partner/wishlist': () => {
        if (saved)
          return {
            status: 409,
            body: { error: { code: 'CONFLICT', message: 'This item is already in your wishlist' } },
          };
        saved = true;
        return { status: 201, body: { items: [] } };
      },
    });
    renderApp('/partner/shop');
    const heart = await screen.findByRole(
      'button',
      { name: 'Add Rose Gold Chrome Balloons to wishlist' },
      { timeout: 10_000 },
    );
    // The heart waits for the wishlist to know whether the product is saved.
    await waitFor(() => expect(heart).toHaveProperty('disabled', false));
    await userEvent.click(heart);
    await waitFor(() => expect(api.calls('POST', '/api/partner/wishlist')).toHaveLength(1));
    expect(await screen.findByText('Product added to your wishlist')).toBeTruthy();
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Add Rose Gold Chrome Balloons to wishlist' }),
      ).toHaveProperty('disabled', false),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add Rose Gold Chrome Balloons to wishlist' }));
    expect(await screen.findByText('This item is already in your wishlist')).toBeTruthy();
  });

  it("adds to the cart with 'Item added to cart', or 'Cart updated successfully' when it sums", async () => {
    let merged = false;
    const api = shopApi({
      'POST /api/partner/cart/items': () => {
        const reply = {
          status: 201,
          body: { merged, line: {}, cart: { items: [], itemCount: 1, subtotal: 18.95 } },
        };
        merged = true;
        return reply;
      },
    });
    renderApp('/partner/shop');
    const add = await screen.findByRole(
      'button',
      { name: 'Add to Cart: Rose Gold Chrome Balloons' },
      { timeout: 10_000 },
    );
    await userEvent.click(add);
    expect(await screen.findByText('Item added to cart')).toBeTruthy();
    await waitFor(() => expect(add).toHaveProperty('disabled', false));
    await userEvent.click(add);
    expect(await screen.findByText('Cart updated successfully')).toBeTruthy();
    expect(api.calls('POST', '/api/partner/cart/items').map((r) => r.body)).toEqual([
      { productId: balloons.id, quantity: 1 },
      { productId: balloons.id, quantity: 1 },
    ]);
  });
});
