import type { StaffProduct } from '@party/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { mockApi } from '@/test/mock-api';
import '@/test/setup-dom';
import { AdjustStockDialog } from './adjust-stock-dialog';

const userEvent = userEventLib.setup({ delay: null });
const csrf = { 'GET /api/csrf': { body: { token: 't', expiresAt: new Date().toISOString() } } };

const product: StaffProduct = {
  id: '7f0c1d2e-0000-4000-8000-000000000001',
  name: 'Silver Streamers',
  category: 'decorations',
  description: null,
  imageUrl: null,
  price: 4.5,
  cost: 2,
  stockQuantity: 3,
  stockStatus: 'Low Stock',
  isFeatured: false,
  features: [],
  sku: 'PC-000001',
  packSize: 1,
  minOrderQty: 1,
  tiers: [],
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

function renderDialog() {
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <AdjustStockDialog product={product} onOpenChange={() => {}} />
      <Toaster />
    </QueryClientProvider>,
  );
}

describe('AdjustStockDialog', () => {
  it('keeps submit disabled at 0, shows the new stock floored at 0 and toasts the change made', async () => {
    const api = mockApi({
      ...csrf,
      'POST /api/associate/products/7f0c1d2e-0000-4000-8000-000000000001/stock-adjustments': {
        body: { previousQuantity: 3, newQuantity: 0, quantityChange: -3 },
      },
    });
    renderDialog();
    const submit = screen.getByRole('button', { name: 'Update Stock' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    const quantity = screen.getByLabelText('Quantity Change');
    await userEvent.type(quantity, '0');
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '-5');
    expect(screen.getByText('New stock:').textContent).toBe('New stock: 0');
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(submit);
    expect(await screen.findByText('Stock updated: -3')).toBeTruthy();
    expect(
      api.requests.find((r) => r.method === 'POST' && r.path.endsWith('/stock-adjustments'))?.body,
    ).toEqual({
      changeType: 'restock',
      quantity: -5,
      notes: '',
    });
  });
});
