import type { Cart, CartLine } from '@party/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const userEvent = userEventLib.setup({ delay: null });

function line(overrides: Partial<CartLine>): CartLine {
  return {
    id: crypto.randomUUID(),
    productId: crypto.randomUUID(),
    name: 'Pastel Balloons',
    slug: 'pastel-balloons',
    category: 'balloons',
    imageUrl: null,
    sku: 'PC-000101',
    price: 0.45,
    listPrice: 0.5,
    quantity: 12,
    stockQuantity: 500,
    packSize: 1,
    minOrderQty: 1,
    nextBreak: { more: 36, saving: 0.05 },
    quantityProblem: null,
    lineTotal: 5.4,
    ...overrides,
  };
}

const platesLine = '55555555-5555-4555-8555-555555555555';
const plates = line({
  id: platesLine,
  name: 'Gold Plates',
  sku: 'PC-000102',
  price: 10,
  listPrice: 10,
  quantity: 30,
  packSize: 12,
  minOrderQty: 24,
  nextBreak: null,
  quantityProblem: 'Sold in packs of 12. Order 24 or 36.',
  lineTotal: 300,
});
const cart: Cart = { items: [line({}), plates], itemCount: 42, subtotal: 305.4 };

describe('the cart at wholesale prices', () => {
  it('strikes the list price through, names the next break, and marks a quantity not sold', async () => {
    mockApi({ ...sessionHandlers(makePrincipal()), 'GET /api/partner/cart': { body: cart } });
    renderApp('/partner/cart');
    const balloons = await screen.findByRole('listitem', { name: 'Pastel Balloons' });
    expect(within(balloons).getByText('$0.45')).toBeTruthy();
    expect(within(balloons).getByText(/was/).closest('s')?.textContent).toBe('was $0.50');
    expect(within(balloons).getByTestId('next-break').textContent).toBe('Buy 36 more for $0.05 off each');
    const gold = screen.getByRole('listitem', { name: 'Gold Plates' });
    expect(within(gold).getByText('Sold in packs of 12. Order 24 or 36.')).toBeTruthy();
    expect(within(gold).queryByText(/was/)).toBeNull();
    expect(screen.getByText('Change the quantities marked above before checking out.')).toBeTruthy();
  });

  it('steps a line by its pack size', async () => {
    const api = mockApi({
      ...sessionHandlers(makePrincipal()),
      'GET /api/partner/cart': {
        body: { ...cart, items: [{ ...plates, quantity: 24, quantityProblem: null }] },
      },
      [`PATCH /api/partner/cart/items/${platesLine}`]: { body: cart },
    });
    renderApp('/partner/cart');
    const increase = await screen.findByRole('button', { name: 'Increase Quantity of Gold Plates' });
    // At the minimum order (24) the line cannot go lower; up goes a whole pack.
    expect(
      (screen.getByRole('button', { name: 'Decrease Quantity of Gold Plates' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    await userEvent.click(increase);
    await waitFor(() =>
      expect(api.calls('PATCH', `/api/partner/cart/items/${platesLine}`)[0]?.body).toEqual({ quantity: 36 }),
    );
  });
});
