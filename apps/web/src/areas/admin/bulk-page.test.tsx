import type { ProductCard } from '@party/shared';
import { screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const userEvent = userEventLib.setup({ delay: null });

const product = (id: string, name: string, price: number): ProductCard => ({
  id,
  name,
  slug: name.toLowerCase().replace(/ /g, '-'),
  description: null,
  price,
  category: 'balloons',
  imageUrl: null,
});
const items = [
  product('11111111-1111-4111-8111-111111111111', 'Gold Balloons', 12.5),
  product('22222222-2222-4222-8222-222222222222', 'Silver Balloons', 9.95),
];

describe('Bulk Operations', () => {
  it('applies a price change to the selected products after asking', async () => {
    const api = mockApi({
      ...sessionHandlers(makePrincipal({ role: null, isAdmin: true })),
      'GET /api/store/products': { body: { items, total: 2, totalCapped: false, page: 1, pageSize: 24 } },
      'POST /api/admin/bulk': (request) => ({
        status: 201,
        body: {
          id: '33333333-3333-4333-8333-333333333333',
          totalCount: (request.body as { productIds: string[] }).productIds.length,
        },
      }),
    });
    renderApp('/admin/bulk');
    const table = await screen.findByRole('table', { name: 'Products' }, { timeout: 15_000 });
    expect(within(table).getByText('$12.50')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Percent'), '-5');
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select Gold Balloons' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply to selected' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('This changes the 1 selected products.')).toBeTruthy();
    expect(api.calls('POST', '/api/admin/bulk')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Apply change' }));
    expect(await screen.findByText('1 products updated successfully')).toBeTruthy();
    expect(api.calls('POST', '/api/admin/bulk')[0]!.body).toEqual({
      action: 'price_percent',
      percent: -5,
      productIds: [items[0]!.id],
    });
  });
});
