import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

describe('partner dashboard', () => {
  it('shows the loyalty points and a shortcut card to each main partner page', async () => {
    mockApi({
      ...sessionHandlers(makePrincipal()),
      'GET /api/partner/overview': {
        body: { pendingTasks: 3, pendingOrders: 1, openTickets: 1, unreadMessages: 1, loyaltyPoints: 1250 },
      },
    });
    renderApp('/partner');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Pat Partner!' })).toBeTruthy();
    expect((await screen.findByTestId('loyalty-points')).textContent).toBe('1,250 points');

    const main = screen.getByRole('main');
    const shortcut = (name: string) =>
      within(main)
        .getAllByRole('link')
        .find((link) => link.textContent?.startsWith(name))
        ?.getAttribute('href');
    expect(shortcut('Shop Now!Browse the catalogue and order.')).toBe('/partner/shop');
    expect(shortcut('Track OrdersSee where your orders are.')).toBe('/partner/orders');
    expect(shortcut('WishlistProducts you saved for later.')).toBe('/partner/wishlist');
    expect(shortcut('Get HelpChat with us or open a ticket.')).toBe('/partner/messages');
  });
});
