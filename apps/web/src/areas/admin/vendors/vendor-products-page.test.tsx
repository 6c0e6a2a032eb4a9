import type { AdminVendorProduct, AdminVendorProductList } from '@party/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const userEvent = userEventLib.setup({ delay: null });
const admin = makePrincipal({ role: null, isAdmin: true, name: 'Ada Admin' });
const acme = {
  id: '00000000-0000-4000-8000-0000000000c1',
  companyName: 'Acme Party Wholesale',
  isActive: true,
};
const bondi = { id: '00000000-0000-4000-8000-0000000000c2', companyName: 'Bondi Balloon Co', isActive: true };
const productId = '00000000-0000-4000-8000-0000000000a1';

function offer(overrides: Partial<AdminVendorProduct> = {}): AdminVendorProduct {
  return {
    id: '00000000-0000-4000-8000-0000000000f1',
    productId,
    vendorPrice: '4.20',
    vendorSku: 'STR-01',
    minimumOrderQuantity: 10,
    leadTimeDays: 5,
    specifications: null,
    qualityNotes: null,
    isAvailable: true,
    createdAt: '2026-11-20T01:00:00.000Z',
    updatedAt: '2026-11-20T01:00:00.000Z',
    product: {
      id: productId,
      name: 'Rainbow Streamers',
      description: null,
      category: 'decorations',
      price: '12.50',
    },
    vendor: { id: acme.id, companyName: acme.companyName },
    ...overrides,
  };
}
const page = (items: AdminVendorProduct[]): { body: AdminVendorProductList } => ({
  body: { items, total: items.length, page: 1, pageSize: 20, vendors: [acme, bondi] },
});

beforeEach(() => localStorage.clear());

describe('admin Vendor Products', () => {
  it("lists every vendor's offers with company, SKU, price in AUD and status; the filters reach the server", async () => {
    const api = mockApi({ ...sessionHandlers(admin), 'GET /api/admin/vendor-products': page([offer()]) });
    renderApp('/admin/vendors/products');
    const table = await screen.findByRole('table', { name: 'Vendor products' }, { timeout: 15_000 });
    const row = within(table).getByRole('row', { name: /Rainbow Streamers/ });
    expect(row.textContent).toContain('Acme Party Wholesale');
    expect(within(table).getByRole('columnheader', { name: 'Vendor Price (AUD)' })).toBeTruthy();
    expect(row.textContent).toContain('$4.20');
    // SKU, minimum order and lead time are details, on the line under the row.
    expect(row.nextElementSibling?.textContent).toContain('Vendor SKUSTR-01');
    expect(row.nextElementSibling?.textContent).toContain('Lead Time5 days');
    expect(row.textContent).toContain('Available');

    await userEvent.click(screen.getByRole('combobox', { name: 'Filter by vendor' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bondi Balloon Co' }));
    await waitFor(() =>
      expect(api.calls('GET', '/api/admin/vendor-products').at(-1)?.search.get('vendorId')).toBe(bondi.id),
    );
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search vendor products' }),
      'streamer{Enter}',
    );
    await waitFor(() =>
      expect(api.calls('GET', '/api/admin/vendor-products').at(-1)?.search.get('search')).toBe('streamer'),
    );
  });

  it('adds an offer for the chosen vendor; validation runs before any request', async () => {
    let added: unknown = null;
    const api = mockApi({
      ...sessionHandlers(admin),
      'GET /api/admin/vendor-products': page([]),
      'GET /api/admin/vendor-products/catalogue': {
        body: {
          items: [
            {
              id: productId,
              name: 'Rainbow Streamers',
              category: 'decorations',
              price: '12.50',
              offered: false,
            },
          ],
        },
      },
      'POST /api/admin/vendor-products': (request) => {
        added = request.body;
        return { status: 201, body: offer() };
      },
    });
    renderApp('/admin/vendors/products');
    expect(await screen.findByText('No vendor products yet', {}, { timeout: 15_000 })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Vendor Product' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    const alerts = await within(dialog).findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      'Choose a vendor',
      'Please fill in all required fields',
    ]);
    expect(api.calls('POST', '/api/admin/vendor-products')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Vendor' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Acme Party Wholesale' }));
    await userEvent.click(await within(dialog).findByRole('radio', { name: /Rainbow Streamers/ }));
    expect(api.calls('GET', '/api/admin/vendor-products/catalogue').at(-1)?.search.get('vendorId')).toBe(
      acme.id,
    );
    await userEvent.type(within(dialog).getByLabelText('Vendor Price (AUD)'), '4.2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Vendor product added')).toBeTruthy();
    expect(added).toMatchObject({ vendorId: acme.id, productId, vendorPrice: 4.2 });
  });

  it('removes an offer only after the confirmation, which names the product and the vendor', async () => {
    const api = mockApi({
      ...sessionHandlers(admin),
      'GET /api/admin/vendor-products': page([offer()]),
      [`DELETE /api/admin/vendor-products/${offer().id}`]: { body: { id: offer().id } },
    });
    renderApp('/admin/vendors/products');
    await userEvent.click(
      await screen.findByRole(
        'button',
        { name: 'Remove Rainbow Streamers (Acme Party Wholesale)' },
        { timeout: 15_000 },
      ),
    );
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain("Remove Rainbow Streamers from Acme Party Wholesale's catalog?");
    expect(api.calls('DELETE', `/api/admin/vendor-products/${offer().id}`)).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Vendor product removed')).toBeTruthy();
    expect(api.calls('DELETE', `/api/admin/vendor-products/${offer().id}`)).toHaveLength(1);
  });
});
