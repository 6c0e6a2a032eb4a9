import type { StaffProduct } from '@party/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { mockApi } from '@/test/mock-api';
import '@/test/setup-dom';
import { WholesaleDialog } from './wholesale-dialog';

const userEvent = userEventLib.setup({ delay: null });
const csrf = { 'GET /api/csrf': { body: { token: 't', expiresAt: new Date().toISOString() } } };
const id = '7f0c1d2e-0000-4000-8000-000000000002';
const rulesPath = `PUT /api/associate/products/${id}/quantity-rules`;

const product: StaffProduct = {
  id,
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
  minOrderQty: 12,
  tiers: [{ minQuantity: 24, unitPrice: 0.45 }],
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

function renderDialog() {
  let open = true;
  render(
    <QueryClientProvider client={createQueryClient()}>
      <WholesaleDialog
        product={product}
        onOpenChange={(next) => {
          open = next;
        }}
      />
      <Toaster />
    </QueryClientProvider>,
  );
  return { isOpen: () => open };
}

const tierRows = () =>
  within(screen.getByRole('group', { name: 'Quantity breaks' })).queryAllByRole('listitem');

describe('WholesaleDialog', () => {
  it('edits the breaks by keyboard and saves SKU, pack size, minimum and breaks whole', async () => {
    const api = mockApi({
      ...csrf,
      [rulesPath]: (request) => ({ body: { ...(request.body as object), listPrice: 0.5 } }),
    });
    const dialog = renderDialog();
    expect(screen.getByLabelText('SKU')).toHaveProperty('value', 'BAL-00042');
    expect(screen.getByLabelText('Tier 1: From quantity')).toHaveProperty('value', '24');
    expect(screen.getByLabelText('Tier 1: Unit price')).toHaveProperty('value', '0.45');

    // Add break puts the cursor in the new row's quantity.
    await userEvent.click(screen.getByRole('button', { name: 'Add break' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Tier 2: From quantity'));
    await userEvent.keyboard('48');
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Tier 2: Unit price'));
    await userEvent.keyboard('0.40');
    await userEvent.click(screen.getByRole('button', { name: 'Add break' }));
    await userEvent.type(screen.getByLabelText('Tier 3: From quantity'), '96');
    expect(tierRows()).toHaveLength(3);

    // Remove hands focus to Add break.
    await userEvent.click(screen.getByRole('button', { name: 'Remove tier 3' }));
    expect(tierRows()).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add break' }));

    await userEvent.clear(screen.getByLabelText('SKU'));
    await userEvent.type(screen.getByLabelText('SKU'), 'bal-pastel');
    await userEvent.clear(screen.getByLabelText('Minimum order'));
    await userEvent.type(screen.getByLabelText('Minimum order'), '24');
    await userEvent.click(screen.getByRole('button', { name: 'Save Wholesale Terms' }));

    expect(await screen.findByText('Wholesale terms saved')).toBeTruthy();
    expect(api.calls('PUT', `/api/associate/products/${id}/quantity-rules`).map((r) => r.body)).toEqual([
      {
        sku: 'BAL-PASTEL',
        packSize: 12,
        minOrderQty: 24,
        tiers: [
          { minQuantity: 24, unitPrice: 0.45 },
          { minQuantity: 48, unitPrice: 0.4 },
        ],
      },
    ]);
    expect(dialog.isOpen()).toBe(false);
  });

  it("shows the server's refusals beside their fields and stays open", async () => {
    const listPrice = 'Tier 1 (from 24): the price must be lower than the list price $0.50';
    const taken = 'SKU BAL-00001 is already used by Gold Balloons';
    const answers = [
      {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: listPrice,
            fields: { 'tiers.0.unitPrice': listPrice },
          },
        },
      },
      { status: 409, body: { error: { code: 'CONFLICT', message: taken, fields: { sku: taken } } } },
    ];
    mockApi({ ...csrf, [rulesPath]: () => answers.shift() });
    const dialog = renderDialog();
    await userEvent.clear(screen.getByLabelText('Tier 1: Unit price'));
    await userEvent.type(screen.getByLabelText('Tier 1: Unit price'), '0.50');
    await userEvent.click(screen.getByRole('button', { name: 'Save Wholesale Terms' }));
    const priceError = await screen.findByText(listPrice);
    expect(screen.getByLabelText('Tier 1: Unit price').getAttribute('aria-describedby')).toBe(priceError.id);
    expect(screen.getByLabelText('Tier 1: Unit price').getAttribute('aria-invalid')).toBe('true');

    await userEvent.clear(screen.getByLabelText('Tier 1: Unit price'));
    await userEvent.type(screen.getByLabelText('Tier 1: Unit price'), '0.45');
    await userEvent.clear(screen.getByLabelText('SKU'));
    await userEvent.type(screen.getByLabelText('SKU'), 'BAL-00001');
    await userEvent.click(screen.getByRole('button', { name: 'Save Wholesale Terms' }));
    const skuError = await screen.findByText(taken);
    expect(screen.getByLabelText('SKU').getAttribute('aria-describedby')).toBe(skuError.id);
    expect(dialog.isOpen()).toBe(true);
  });

  it('refuses what the shared rules refuse before sending anything', async () => {
    const api = mockApi(csrf);
    renderDialog();
    await userEvent.clear(screen.getByLabelText('Minimum order'));
    await userEvent.type(screen.getByLabelText('Minimum order'), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Add break' }));
    await userEvent.type(screen.getByLabelText('Tier 2: From quantity'), '30');
    await userEvent.type(screen.getByLabelText('Tier 2: Unit price'), '0.45');
    await userEvent.click(screen.getByRole('button', { name: 'Save Wholesale Terms' }));
    expect(
      await screen.findByText('The minimum must be a multiple of the pack size (12): 12 or 24'),
    ).toBeTruthy();
    expect(
      screen.getByText('Tier 2 (from 30): the quantity must be a multiple of the pack size (12): 24 or 36'),
    ).toBeTruthy();
    expect(screen.getByText("Tier 2 (from 30): the price must be lower than tier 1's $0.45")).toBeTruthy();
    expect(api.calls('PUT', `/api/associate/products/${id}/quantity-rules`)).toEqual([]);
  });
});
