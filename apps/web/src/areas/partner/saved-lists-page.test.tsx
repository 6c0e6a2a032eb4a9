import type { ProductDetail, SavedList, SavedListLine, SavedListSummary } from '@party/shared';
import type { CompanyRole } from '@party/shared/companies/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const userEvent = userEventLib.setup({ delay: null });

const LIST_ID = '22222222-2222-4222-8222-222222222222';
const PLATES_ID = '33333333-3333-4333-8333-333333333333';
const NAPKINS_ID = '44444444-4444-4444-8444-444444444444';

function summary(overrides: Partial<SavedListSummary> = {}): SavedListSummary {
  return {
    id: LIST_ID,
    name: 'Party Basics',
    lineCount: 2,
    units: 26,
    createdBy: { id: 'u-1', name: 'Olive Owner' },
    createdAt: '2026-11-01T01:00:00.000Z',
    updatedAt: '2026-11-20T01:00:00.000Z',
    ...overrides,
  };
}

function line(overrides: Partial<SavedListLine> = {}): SavedListLine {
  return {
    productId: PLATES_ID,
    name: 'Gold Plates',
    slug: 'gold-plates',
    sku: 'TAB-00012',
    quantity: 24,
    packSize: 12,
    minOrderQty: 24,
    price: 4.5,
    listPrice: 5,
    lineTotal: 108,
    stockQuantity: 200,
    quantityProblem: null,
    ...overrides,
  };
}

const plates = line();
const napkins = line({
  productId: NAPKINS_ID,
  name: 'Paper Napkins',
  slug: 'paper-napkins',
  sku: 'TAB-00031',
  quantity: 2,
  packSize: 1,
  minOrderQty: 1,
  price: 3.99,
  listPrice: 3.99,
  lineTotal: 7.98,
  stockQuantity: 1,
});

function detail(lines: SavedListLine[] = [plates, napkins]): SavedList {
  return {
    ...summary({ lineCount: lines.length, units: lines.reduce((sum, l) => sum + l.quantity, 0) }),
    lines,
    subtotal: lines.reduce((sum, l) => sum + l.lineTotal, 0),
  };
}

function listsApi(role: CompanyRole, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...sessionHandlers(makePrincipal({ companyId: 'c-1', companyRole: role })),
    'GET /api/partner/cart': { body: { items: [], itemCount: 0, subtotal: 0 } },
    'GET /api/partner/overview': {
      body: { pendingTasks: 0, pendingOrders: 0, openTickets: 0, unreadMessages: 0, loyaltyPoints: 0 },
    },
    'GET /api/partner/lists': { body: { items: [summary()] } },
    [`GET /api/partner/lists/${LIST_ID}`]: { body: detail() },
    ...extra,
  });
}

const conflict = {
  status: 409,
  body: {
    error: {
      code: 'CONFLICT',
      message: 'Your company already has a list named "party basics". Choose another name.',
      fields: { name: 'Name already used' },
    },
  },
};

describe('Saved Lists', () => {
  it('lists the company’s lists and makes a new one, telling a name already used beside the field', async () => {
    let posts = 0;
    const api = listsApi('buyer', {
      'POST /api/partner/lists': () =>
        ++posts === 1
          ? conflict
          : { status: 201, body: { ...detail([]), id: 'new-list', name: 'Weekly Top-up' } },
    });
    renderApp('/partner/lists');
    const table = await screen.findByRole('table', { name: 'Saved lists' }, { timeout: 15_000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Saved Lists' })).toBeTruthy();
    const row = within(table).getByRole('link', { name: 'Party Basics' });
    expect(row.getAttribute('href')).toBe(`/partner/lists/${LIST_ID}`);
    expect(within(table).getByText('26')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'New List' }));
    const dialog = await screen.findByRole('dialog', { name: 'New List' });
    await userEvent.type(within(dialog).getByLabelText('List name'), 'party basics');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create List' }));
    expect(await within(dialog).findByText('Name already used')).toBeTruthy();
    await userEvent.clear(within(dialog).getByLabelText('List name'));
    await userEvent.type(within(dialog).getByLabelText('List name'), 'Weekly Top-up');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create List' }));
    expect(await screen.findByText('List "Weekly Top-up" created')).toBeTruthy();
    expect(api.calls('POST', '/api/partner/lists').map((r) => r.body)).toEqual([
      { name: 'party basics' },
      { name: 'Weekly Top-up' },
    ]);
  });

  it('renames and, after the confirm, deletes a list', async () => {
    const api = listsApi('owner', {
      [`PUT /api/partner/lists/${LIST_ID}`]: { body: { ...detail(), name: 'Party Staples' } },
      [`DELETE /api/partner/lists/${LIST_ID}`]: { status: 204 },
    });
    renderApp('/partner/lists');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Rename Party Basics' }, { timeout: 15_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Rename List' });
    const name = within(dialog).getByLabelText('List name');
    expect((name as HTMLInputElement).value).toBe('Party Basics');
    await userEvent.clear(name);
    await userEvent.type(name, 'Party Staples');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() =>
      expect(api.calls('PUT', `/api/partner/lists/${LIST_ID}`).map((r) => r.body)).toEqual([
        { name: 'Party Staples' },
      ]),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Delete Party Basics' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('"Party Basics" will be deleted for everyone in your company.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete List' }));
    expect(await screen.findByText('List deleted')).toBeTruthy();
    expect(api.calls('DELETE', `/api/partner/lists/${LIST_ID}`)).toHaveLength(1);
  });

  it('shows a viewer the lists with nothing to change', async () => {
    listsApi('viewer');
    renderApp('/partner/lists');
    await screen.findByRole('table', { name: 'Saved lists' }, { timeout: 15_000 });
    expect(screen.queryByRole('button', { name: 'New List' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Rename|Delete/ })).toBeNull();
  });

  it('says when the company has no lists yet', async () => {
    listsApi('buyer', { 'GET /api/partner/lists': { body: { items: [] } } });
    renderApp('/partner/lists');
    expect(await screen.findByText('No saved lists yet', {}, { timeout: 15_000 })).toBeTruthy();
  });
});

describe('one saved list', () => {
  it('shows the lines at today’s prices, named in the title, with the list price struck through when lower', async () => {
    listsApi('buyer', {
      [`GET /api/partner/lists/${LIST_ID}`]: {
        body: detail([
          line({ quantity: 30, quantityProblem: 'Sold in packs of 12. Order 24 or 36.', lineTotal: 135 }),
          napkins,
        ]),
      },
    });
    renderApp(`/partner/lists/${LIST_ID}`);
    const table = await screen.findByRole('table', { name: 'Lines of this list' }, { timeout: 15_000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Party Basics' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Party Basics · Partner · Party Central'));
    const platesRow = within(table).getByRole('link', { name: 'Gold Plates' }).closest('tr')!;
    expect(platesRow.textContent).toContain('TAB-00012');
    expect(platesRow.querySelector('s')?.textContent).toBe('was $5.00');
    expect(screen.getByText('Sold in packs of 12. Order 24 or 36.')).toBeTruthy();
    const napkinsRow = within(table).getByRole('link', { name: 'Paper Napkins' }).closest('tr')!;
    expect(napkinsRow.querySelector('s')).toBeNull();
    expect(screen.getByText('Only 1 in stock')).toBeTruthy();
    const csv = screen.getByRole('link', { name: 'Export CSV' });
    expect(csv.getAttribute('href')).toBe(`/api/partner/lists/${LIST_ID}/export.csv`);
    expect(csv.hasAttribute('download')).toBe(true);
  });

  it('steps a quantity by the pack size and removes a line, sending the whole list', async () => {
    const api = listsApi('buyer', {
      [`PUT /api/partner/lists/${LIST_ID}/lines`]: { body: detail() },
    });
    renderApp(`/partner/lists/${LIST_ID}`);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Increase Quantity of Gold Plates' }, { timeout: 15_000 }),
    );
    await waitFor(() => expect(api.calls('PUT', `/api/partner/lists/${LIST_ID}/lines`)).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove Paper Napkins' })).toHaveProperty('disabled', false),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove Paper Napkins' }));
    await waitFor(() => expect(api.calls('PUT', `/api/partner/lists/${LIST_ID}/lines`)).toHaveLength(2));
    expect(api.calls('PUT', `/api/partner/lists/${LIST_ID}/lines`).map((r) => r.body)).toEqual([
      {
        lines: [
          { productId: PLATES_ID, quantity: 36 },
          { productId: NAPKINS_ID, quantity: 2 },
        ],
      },
      { lines: [{ productId: PLATES_ID, quantity: 24 }] },
    ]);
  });

  it('puts the whole list in the cart, and shows the server’s message naming a line it refused', async () => {
    let tries = 0;
    const api = listsApi('buyer', {
      [`POST /api/partner/lists/${LIST_ID}/cart`]: () =>
        ++tries === 1
          ? {
              status: 400,
              body: {
                error: {
                  code: 'VALIDATION_FAILED',
                  message: 'Line 1 (Gold Plates): Sold in packs of 12. Order 24 or 36.',
                },
              },
            }
          : { status: 201, body: { added: 2, cart: { items: [], itemCount: 26, subtotal: 115.98 } } },
    });
    renderApp(`/partner/lists/${LIST_ID}`);
    const add = await screen.findByRole('button', { name: 'Add All to Cart' }, { timeout: 15_000 });
    await userEvent.click(add);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Line 1 (Gold Plates): Sold in packs of 12. Order 24 or 36.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add All to Cart' }));
    expect(await screen.findByText('Added 2 lines to your cart.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.calls('POST', `/api/partner/lists/${LIST_ID}/cart`)).toHaveLength(2);
  });

  it('adds a product found by search', async () => {
    const api = listsApi('buyer', {
      'GET /api/store/products': {
        body: {
          items: [
            {
              id: NAPKINS_ID,
              name: 'Paper Napkins',
              slug: 'paper-napkins',
              description: null,
              price: 3.99,
              category: 'tableware',
              imageUrl: null,
            },
          ],
          total: 1,
          page: 1,
          pageSize: 24,
          totalCapped: false,
        },
      },
      [`POST /api/partner/lists/${LIST_ID}/lines`]: { body: detail() },
    });
    renderApp(`/partner/lists/${LIST_ID}`);
    await userEvent.type(
      await screen.findByLabelText('Search products to add', {}, { timeout: 15_000 }),
      'napkins{Enter}',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add Paper Napkins to this list' }));
    expect(await screen.findByText('Added to "Party Basics"')).toBeTruthy();
    expect(api.calls('GET', '/api/store/products').at(-1)!.search.get('search')).toBe('napkins');
    expect(api.calls('POST', `/api/partner/lists/${LIST_ID}/lines`).map((r) => r.body)).toEqual([
      { productId: NAPKINS_ID },
    ]);
  });

  it('shows a viewer the lines to read and export only', async () => {
    listsApi('viewer');
    renderApp(`/partner/lists/${LIST_ID}`);
    const table = await screen.findByRole('table', { name: 'Lines of this list' }, { timeout: 15_000 });
    expect(within(table).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add All to Cart' })).toBeNull();
    expect(screen.queryByLabelText('Search products to add')).toBeNull();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toBeTruthy();
  });

  it('says so when the list is not there (deleted by a colleague)', async () => {
    listsApi('buyer', {
      [`GET /api/partner/lists/${LIST_ID}`]: {
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'Saved list not found' } },
      },
    });
    renderApp(`/partner/lists/${LIST_ID}`);
    expect(await screen.findByText('List not found', {}, { timeout: 15_000 })).toBeTruthy();
  });
});

const productId = '55555555-5555-4555-8555-555555555555';
const product: ProductDetail = {
  id: productId,
  name: 'Helium Tank',
  slug: 'helium-tank',
  description: 'Fills about 50 balloons.',
  price: 59,
  category: 'balloons',
  imageUrl: null,
  images: [],
  features: [],
  themes: [],
  stockQuantity: 8,
  stockStatus: 'Low Stock',
  related: [],
  sku: 'BAL-00007',
  packSize: 1,
  minOrderQty: 1,
  listPrice: 59,
  priceTable: [{ minQuantity: 1, maxQuantity: null, price: 59 }],
};

function productApi(role: CompanyRole, extra: Parameters<typeof mockApi>[0] = {}) {
  return listsApi(role, {
    [`GET /api/partner/products/${productId}`]: { body: product },
    [`GET /api/partner/products/${productId}/reviews`]: {
      body: { items: [], averageRating: 0, reviewCount: 0, reviewedByMe: false },
    },
    'GET /api/partner/wishlist': { body: { items: [] } },
    ...extra,
  });
}

describe('Save to List on the product page', () => {
  it('puts the chosen quantity on a list picked from the menu, or on a new one', async () => {
    const api = productApi('buyer', {
      [`POST /api/partner/lists/${LIST_ID}/lines`]: { body: detail() },
      'POST /api/partner/lists': { status: 201, body: { ...detail([]), id: 'new-list', name: 'Tanks' } },
    });
    renderApp(`/partner/shop/${productId}`);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Increase quantity' }, { timeout: 15_000 }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save to List' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Party Basics' }));
    expect(await screen.findByText('Added to "Party Basics"')).toBeTruthy();
    expect(api.calls('POST', `/api/partner/lists/${LIST_ID}/lines`).map((r) => r.body)).toEqual([
      { productId, quantity: 2 },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Save to List' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'New List...' }));
    const dialog = await screen.findByRole('dialog', { name: 'New List' });
    await userEvent.type(within(dialog).getByLabelText('List name'), 'Tanks');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create List' }));
    expect(await screen.findByText('List "Tanks" created')).toBeTruthy();
    expect(api.calls('POST', '/api/partner/lists').map((r) => r.body)).toEqual([
      { name: 'Tanks', lines: [{ productId, quantity: 2 }] },
    ]);
  });

  it('is not offered to a viewer', async () => {
    productApi('viewer');
    renderApp(`/partner/shop/${productId}`);
    await screen.findByRole('button', { name: 'Add to Cart' }, { timeout: 15_000 });
    expect(screen.queryByRole('button', { name: 'Save to List' })).toBeNull();
  });
});
