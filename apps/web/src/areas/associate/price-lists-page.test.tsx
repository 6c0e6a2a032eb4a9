import type { AssociateRole, PriceListDetail, PriceListSummary } from '@party/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const userEvent = userEventLib.setup({ delay: null });

const listId = '33333333-3333-4333-8333-333333333333';
const companyId = '44444444-4444-4444-8444-444444444444';

function summary(overrides: Partial<PriceListSummary> = {}): PriceListSummary {
  return {
    id: listId,
    name: 'Schools 2027',
    validFrom: '2027-01-01',
    validTo: '2027-12-31',
    percentOff: 10,
    status: 'scheduled',
    companies: [{ id: companyId, name: 'Confetti & Co.' }],
    segments: ['school'],
    createdAt: '2026-11-28T01:00:00.000Z',
    updatedAt: '2026-11-28T01:00:00.000Z',
    itemCount: 1234,
    ...overrides,
  };
}

function detail(overrides: Partial<PriceListDetail> = {}): PriceListDetail {
  const { itemCount: _, ...fields } = summary();
  return { ...fields, items: [], ...overrides };
}

function listsApi(
  items: PriceListSummary[],
  extra: Parameters<typeof mockApi>[0] = {},
  associateRole: AssociateRole = 'product_management',
) {
  return mockApi({
    ...sessionHandlers(makePrincipal({ role: 'associate', associateRole, name: 'Pat Products' })),
    'GET /api/associate/price-lists': { body: { items, total: items.length, page: 1, pageSize: 25 } },
    ...extra,
  });
}

describe('Price Lists', () => {
  it('lists each price list with its status, dates, whom it is assigned to and its products', async () => {
    const api = listsApi([
      summary(),
      summary({
        id: 'x2',
        name: 'Old Contract',
        status: 'expired',
        validTo: null,
        validFrom: '2020-01-01',
        companies: [],
        segments: [],
        itemCount: 0,
      }),
    ]);
    renderApp('/associate/price-lists');
    const row = await screen.findByRole('row', { name: /Schools 2027/ }, { timeout: 15_000 });
    expect(within(row).getByText('Scheduled')).toBeTruthy();
    expect(within(row).getByText('1 Jan 2027 – 31 Dec 2027')).toBeTruthy();
    expect(within(row).getByText('Schools, Confetti & Co.')).toBeTruthy();
    expect(within(row).getByText('1,234')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Schools 2027' }).getAttribute('href')).toBe(
      `/associate/price-lists/${listId}`,
    );
    const old = screen.getByRole('row', { name: /Old Contract/ });
    expect(within(old).getByText('Expired')).toBeTruthy();
    expect(within(old).getByText('From 1 Jan 2020')).toBeTruthy();
    expect(within(old).getByText('Not assigned')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Associate Portal' });
    expect(within(nav).getByRole('link', { name: 'Price Lists' })).toBeTruthy();
    expect(api.calls('GET', '/api/associate/price-lists')[0]!.search.get('page')).toBe('1');
  });

  it('says when there are none, and shows a failure with Try Again', async () => {
    listsApi([]);
    renderApp('/associate/price-lists');
    expect(await screen.findByText('No price lists yet', {}, { timeout: 15_000 })).toBeTruthy();

    mockApi({
      ...sessionHandlers(makePrincipal({ role: 'associate', associateRole: 'finance' })),
      'GET /api/associate/price-lists': {
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'Something went wrong on our side.' } },
      },
    });
    renderApp('/associate/price-lists');
    expect(await screen.findByText('Failed to load price lists', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('keeps sales out: no sidebar entry, and the address sends them back with the permission toast', async () => {
    listsApi([summary()], {}, 'sales');
    const { router } = renderApp('/associate/price-lists');
    expect(
      await screen.findByText('You do not have permission to access that area', {}, { timeout: 15_000 }),
    ).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/associate'));
    const nav = screen.getByRole('navigation', { name: 'Associate Portal' });
    expect(nav.textContent).not.toContain('Price Lists');
  });

  it('creates a list from New Price List, refusing a blank name, then opens it', async () => {
    const created = detail({
      id: listId,
      name: 'Term 4 2026',
      companies: [],
      segments: [],
      percentOff: null,
    });
    const api = listsApi([], {
      'POST /api/associate/price-lists': { status: 201, body: created },
      [`GET /api/associate/price-lists/${listId}`]: { body: created },
    });
    const { router } = renderApp('/associate/price-lists');
    await userEvent.click(
      (await screen.findAllByRole('button', { name: 'New Price List' }, { timeout: 15_000 }))[0]!,
    );
    const dialog = await screen.findByRole('dialog', { name: 'New Price List' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Price List' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(api.calls('POST', '/api/associate/price-lists')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Name'), 'Term 4 2026');
    const from = within(dialog).getByLabelText('Valid from');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-10-01');
    await userEvent.type(within(dialog).getByLabelText('Valid to (optional)'), '2026-12-31');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Price List' }));
    await waitFor(() => expect(api.calls('POST', '/api/associate/price-lists')).toHaveLength(1));
    expect(api.calls('POST', '/api/associate/price-lists')[0]!.body).toEqual({
      name: 'Term 4 2026',
      validFrom: '2026-10-01',
      validTo: '2026-12-31',
      percentOff: null,
    });
    expect(await screen.findByText('Price list created')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/associate/price-lists/${listId}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Term 4 2026' })).toBeTruthy();
  });

  it('shows a name another list has beside the Name field', async () => {
    const message = 'A price list named "Schools 2027" already exists. Choose another name.';
    listsApi([summary()], {
      [`PUT /api/associate/price-lists/${listId}`]: {
        status: 409,
        body: { error: { code: 'CONFLICT', message, fields: { name: message } } },
      },
    });
    renderApp('/associate/price-lists');
    const row = await screen.findByRole('row', { name: /Schools 2027/ }, { timeout: 15_000 });
    await userEvent.click(within(row).getByRole('button', { name: /^Edit/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Price List' });
    expect(
      (within(dialog).getByLabelText('Percentage off everything (optional)') as HTMLInputElement).value,
    ).toBe('10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Price List' }));
    expect(await within(dialog).findByText(message)).toBeTruthy();
  });

  it('deletes a list after asking', async () => {
    const api = listsApi([summary()], {
      [`DELETE /api/associate/price-lists/${listId}`]: { status: 204 },
    });
    renderApp('/associate/price-lists');
    const row = await screen.findByRole('row', { name: /Schools 2027/ }, { timeout: 15_000 });
    await userEvent.click(within(row).getByRole('button', { name: /^Delete/ }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this price list?' });
    expect(api.calls('DELETE', `/api/associate/price-lists/${listId}`)).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete Price List' }));
    expect(await screen.findByText('Price list deleted')).toBeTruthy();
    expect(api.calls('DELETE', `/api/associate/price-lists/${listId}`)).toHaveLength(1);
  });
});
