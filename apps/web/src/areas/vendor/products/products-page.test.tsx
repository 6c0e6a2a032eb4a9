import { vendorMessages } from '@party/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const userEvent = userEventLib.setup({ delay: null });
const vendor = makePrincipal({ role: 'vendor', name: 'Val Vendor' });
const productId = '00000000-0000-4000-8000-0000000000a1';
const empty = { items: [], stats: { totalProducts: 0, available: 0, averagePrice: '0.00', categories: 0 } };

describe('vendor Product Catalog', () => {
  it("offers 'Add Your First Product' on an empty catalog, and the Add dialog starts with the defaults (MOQ 1, lead time 7, available)", async () => {
    const api = mockApi({
      ...sessionHandlers(vendor),
      'GET /api/vendor/products': { body: empty },
      'GET /api/vendor/catalogue': {
        body: {
          items: [
            {
              id: productId,
              name: 'Gold Foil Star Balloon',
              category: 'balloons',
              price: '9.95',
              offered: false,
            },
          ],
        },
      },
      'POST /api/vendor/products': {
        status: 409,
        body: { error: { code: 'CONFLICT', message: vendorMessages.alreadyInCatalog } },
      },
    });
    renderApp('/vendor/products');
    const figures = await screen.findByRole('list', { name: 'Catalog figures' });
    await waitFor(() => expect(figures.textContent).toContain('$0.00'));
    await userEvent.click(await screen.findByRole('button', { name: 'Add Your First Product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Product to Catalog' });
    expect(within(dialog).getByLabelText('Minimum Order Quantity')).toHaveProperty('value', '1');
    expect(within(dialog).getByLabelText('Lead Time (days)')).toHaveProperty('value', '7');
    expect(within(dialog).getByLabelText('Vendor Price (AUD)').getAttribute('step')).toBe('0.01');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect((await within(dialog).findAllByText(vendorMessages.requiredFields)).length).toBe(2);
    expect(api.calls('POST', '/api/vendor/products')).toHaveLength(0);

    await userEvent.click(await within(dialog).findByRole('radio', { name: /Gold Foil Star Balloon/ }));
    await userEvent.type(within(dialog).getByLabelText('Vendor Price (AUD)'), '4.25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(api.calls('POST', '/api/vendor/products')).toHaveLength(1));
    expect(await screen.findByText(vendorMessages.addFailed(vendorMessages.alreadyInCatalog))).toBeTruthy();
  });
});

describe('vendor Product Catalog prices', () => {
  it('labels vendor prices AUD on the list and on the Avg. Price card', async () => {
    mockApi({
      ...sessionHandlers(vendor),
      'GET /api/vendor/products': {
        body: {
          items: [
            {
              id: '00000000-0000-4000-8000-0000000000f1',
              productId,
              vendorPrice: '4.25',
              vendorSku: 'GS-01',
              minimumOrderQuantity: 10,
              leadTimeDays: 5,
              specifications: null,
              qualityNotes: null,
              isAvailable: true,
              createdAt: '2026-11-20T01:00:00.000Z',
              updatedAt: '2026-11-20T01:00:00.000Z',
              product: {
                id: productId,
                name: 'Gold Foil Star Balloon',
                description: null,
                category: 'balloons',
                price: '9.95',
              },
            },
          ],
          stats: { totalProducts: 1, available: 1, averagePrice: '4.25', categories: 1 },
        },
      },
    });
    renderApp('/vendor/products');
    const figures = await screen.findByRole('list', { name: 'Catalog figures' });
    await waitFor(() => expect(figures.textContent).toContain('Avg. Price$4.25 AUD'));
    expect(await screen.findByRole('columnheader', { name: 'Vendor Price (AUD)' })).toBeTruthy();
  });
});
