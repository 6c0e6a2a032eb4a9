import type { StaffProduct } from '@party/shared';
import { render, screen } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '@/test/setup-dom';
import { ProductDetailsDialog } from './product-details-dialog';

const userEvent = userEventLib.setup({ delay: null });

const product: StaffProduct = {
  id: '7f0c1d2e-0000-4000-8000-000000000003',
  name: 'Pastel Balloons',
  category: 'balloons',
  description: null,
  imageUrl: null,
  price: 0.5,
  cost: 0.2,
  stockQuantity: 500,
  stockStatus: 'In Stock',
  isFeatured: false,
  features: [],
  sku: 'BAL-00042',
  packSize: 12,
  minOrderQty: 24,
  tiers: [
    { minQuantity: 24, unitPrice: 0.45 },
    { minQuantity: 48, unitPrice: 0.4 },
  ],
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

function renderDetails(onEditWholesale?: () => void) {
  render(
    <ProductDetailsDialog
      product={product}
      onOpenChange={() => {}}
      onShowInventory={() => {}}
      onShowPrices={() => {}}
      onEditWholesale={onEditWholesale}
    />,
  );
}

describe('ProductDetailsDialog', () => {
  it('shows the SKU, pack size, minimum order and quantity breaks, and opens Wholesale for managers', async () => {
    const edit = vi.fn();
    renderDetails(edit);
    expect(screen.getByText('BAL-00042')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Pricing' }));
    const facts = screen.getByRole('heading', { name: 'Wholesale' }).parentElement!;
    expect(facts.textContent).toContain('Pack Size12');
    expect(facts.textContent).toContain('Minimum Order24');
    expect(screen.getByText(/From 24:/).textContent).toBe('From 24: $0.45 each');
    expect(screen.getByText(/From 48:/).textContent).toBe('From 48: $0.40 each');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Wholesale Terms' }));
    expect(edit).toHaveBeenCalledOnce();
  });

  it('offers no edit without the product-management ability', async () => {
    renderDetails();
    await userEvent.click(screen.getByRole('tab', { name: 'Pricing' }));
    expect(screen.getByText('Pack Size')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Wholesale Terms' })).toBeNull();
  });
});
