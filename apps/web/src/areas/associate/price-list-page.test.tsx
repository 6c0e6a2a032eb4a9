import type { PriceListDetail, StaffProduct } from '@party/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type MockRequest, makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const userEvent = userEventLib.setup({ delay: null });

const listId = '33333333-3333-4333-8333-333333333333';
const napkinsId = '55555555-5555-4555-8555-555555555555';
const platesId = '66666666-6666-4666-8666-666666666666';
const confettiId = '44444444-4444-4444-8444-444444444444';
const partyId = '77777777-7777-4777-8777-777777777777';
const path = `/api/associate/price-lists/${listId}`;

function list(overrides: Partial<PriceListDetail> = {}): PriceListDetail {
  return {
    id: listId,
    name: 'Schools 2027',
    validFrom: '2027-01-01',
    validTo: '2027-12-31',
    percentOff: null,
    status: 'scheduled',
    companies: [{ id: confettiId, name: 'Confetti & Co.' }],
    segments: [],
    createdAt: '2026-11-28T01:00:00.000Z',
    updatedAt: '2026-11-28T01:00:00.000Z',
    items: [
      {
        productId: napkinsId,
        productName: 'Party Napkins',
        sku: 'TAB-00042',
        listPrice: 5,
        fixedPrice: 4.5,
        percentOff: null,
        price: 4.5,
      },
    ],
    ...overrides,
  };
}

function product(overrides: Partial<StaffProduct> = {}): StaffProduct {
  return {
    id: platesId,
    name: 'Paper Plates',
    category: 'tableware',
    description: null,
    imageUrl: null,
    price: 10,
    cost: 4,
    stockQuantity: 100,
    stockStatus: 'In Stock',
    isFeatured: false,
    features: [],
    createdAt: '2026-11-01T01:00:00.000Z',
    updatedAt: '2026-11-01T01:00:00.000Z',
    sku: 'TBL-0001',
    packSize: 1,
    minOrderQty: 1,
    tiers: [],
    ...overrides,
  };
}

function detailApi(extra: Parameters<typeof mockApi>[0] = {}, detail = list()) {
  return mockApi({
    ...sessionHandlers(makePrincipal({ role: 'associate', associateRole: 'product_management' })),
    [`GET ${path}`]: { body: detail },
    ...extra,
  });
}

/** Answers a replace with the list the body describes (prices as the server would work them out). */
const echoItems = ({ body }: MockRequest) => {
  const items = (
    body as { items: { productId: string; fixedPrice: number | null; percentOff: number | null }[] }
  ).items;
  return {
    body: list({
      items: items.map((item) => {
        const listPrice = item.productId === napkinsId ? 5 : 10;
        return {
          productId: item.productId,
          productName: item.productId === napkinsId ? 'Party Napkins' : 'Paper Plates',
          sku: item.productId === napkinsId ? 'TAB-00042' : 'TAB-00043',
          listPrice,
          fixedPrice: item.fixedPrice,
          percentOff: item.percentOff,
          price: item.fixedPrice ?? listPrice * (1 - (item.percentOff ?? 0) / 100),
        };
      }),
    }),
  };
};

describe('Price List', () => {
  it('shows its terms and its products with the list price and the list’s price', async () => {
    detailApi();
    renderApp(`/associate/price-lists/${listId}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Schools 2027' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByText('1 Jan 2027 – 31 Dec 2027')).toBeTruthy();
    expect(screen.getByText('Nothing (only the products below)')).toBeTruthy();
    const row = screen.getByRole('row', { name: /Party Napkins/ });
    expect(within(row).getByText('TAB-00042')).toBeTruthy();
    expect(within(row).getByText('$5.00')).toBeTruthy();
    expect(within(row).getByText('Fixed price')).toBeTruthy();
    expect(within(row).getByText('$4.50')).toBeTruthy();
  });

  it('says so when the list does not exist', async () => {
    mockApi(sessionHandlers(makePrincipal({ role: 'associate', associateRole: 'finance' })));
    renderApp(`/associate/price-lists/${listId}`);
    expect(await screen.findByText('Price list not found.', {}, { timeout: 15_000 })).toBeTruthy();
  });

  it('adds a product found by search at a percentage off, saving every product of the list', async () => {
    const api = detailApi({
      'GET /api/associate/products': { body: { items: [product()], total: 1, page: 1, pageSize: 10 } },
      [`PUT ${path}/items`]: echoItems,
    });
    renderApp(`/associate/price-lists/${listId}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Product' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Product' });
    await userEvent.type(within(dialog).getByLabelText('Search products'), 'plates{Enter}');
    await waitFor(() =>
      expect(
        api.calls('GET', '/api/associate/products').some((r) => r.search.get('search') === 'plates'),
      ).toBe(true),
    );
    await userEvent.click(await within(dialog).findByRole('button', { name: /^Choose\s*Paper Plates/ }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Price' }));
    await userEvent.click(await screen.findByRole('option', { name: '% off the list price' }));
    await userEvent.type(within(dialog).getByLabelText('Amount'), '95');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to List' }));
    expect(await within(dialog).findByText('A percentage off must be between 0 and 90')).toBeTruthy();
    expect(api.calls('PUT', `${path}/items`)).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText('Amount'));
    await userEvent.type(within(dialog).getByLabelText('Amount'), '20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to List' }));
    await waitFor(() => expect(api.calls('PUT', `${path}/items`)).toHaveLength(1));
    expect(api.calls('PUT', `${path}/items`)[0]!.body).toEqual({
      items: [
        { productId: napkinsId, fixedPrice: 4.5, percentOff: null },
        { productId: platesId, fixedPrice: null, percentOff: 20 },
      ],
    });
    const row = await screen.findByRole('row', { name: /Paper Plates/ });
    expect(within(row).getByText('20% off')).toBeTruthy();
    expect(within(row).getByText('$8.00')).toBeTruthy();
  });

  it('removes a product, and tells a refusal of the server', async () => {
    const api = detailApi({
      [`PUT ${path}/items`]: {
        status: 400,
        body: {
          error: { code: 'VALIDATION_FAILED', message: 'Line 1: product gone is not in the catalogue.' },
        },
      },
    });
    renderApp(`/associate/price-lists/${listId}`);
    const row = await screen.findByRole('row', { name: /Party Napkins/ }, { timeout: 15_000 });
    await userEvent.click(within(row).getByRole('button', { name: /^Remove\s*Party Napkins/ }));
    expect(await screen.findByText('Line 1: product gone is not in the catalogue.')).toBeTruthy();
    expect(api.calls('PUT', `${path}/items`)[0]!.body).toEqual({ items: [] });
  });

  it('assigns it to a segment and a company found by name, and shows an overlap the server refuses', async () => {
    const overlap =
      'Schools already has "Term 4 2026" from 1 October 2026 to 31 December 2026. Change the dates so they do not overlap.';
    const api = detailApi({
      'GET /api/associate/price-lists/companies': {
        body: { items: [{ id: partyId, name: 'Party Hire Pty Ltd' }] },
      },
      [`PUT ${path}/assignments`]: { status: 409, body: { error: { code: 'CONFLICT', message: overlap } } },
    });
    renderApp(`/associate/price-lists/${listId}`);
    const panel = await screen.findByRole('form', { name: 'Assigned to' }, { timeout: 15_000 });
    expect(within(panel).getByText('Confetti & Co.')).toBeTruthy();
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Schools' }));
    await userEvent.type(within(panel).getByLabelText('Add a company'), 'party');
    await userEvent.click(await within(panel).findByRole('button', { name: /^Add\s*Party Hire Pty Ltd/ }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Remove Confetti & Co.' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Save Assignments' }));
    expect(await within(panel).findByText(overlap)).toBeTruthy();
    expect(api.calls('PUT', `${path}/assignments`)[0]!.body).toEqual({
      companyIds: [partyId],
      segments: ['school'],
    });
  });
});
