import type { AssociateRole, QuoteDetail } from '@party/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const userEvent = userEventLib.setup({ delay: null });

function quote(overrides: Partial<QuoteDetail> = {}): QuoteDetail {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    quoteNumber: 'QT-000042',
    title: 'School fete',
    customerName: 'Mitchell Events',
    customerEmail: 'sarah@mitchell.example.com.au',
    companyName: null,
    status: 'requested',
    totalAmount: 6000,
    discountAmount: 300,
    deliveryCost: 0,
    netTotal: 5700,
    requiresApproval: true,
    approvalStatus: 'pending',
    createdAt: '2026-11-20T01:00:00.000Z',
    company: null,
    placedBy: null,
    description: null,
    partnerId: null,
    customerPhone: null,
    eventDate: null,
    deliveryAddress: null,
    specialRequirements: null,
    discountType: 'percentage',
    discountValue: 5,
    promoCode: null,
    deliveryMethodId: null,
    deliveryMethodName: null,
    approvalReason: null,
    rejectionReason: null,
    approverName: null,
    approvedAt: null,
    emailSentAt: null,
    emailRecipient: null,
    viewedAt: null,
    viewCount: 3,
    validUntil: null,
    convertedOrderId: null,
    canConvert: false,
    authorIds: ['99999999-9999-4999-8999-999999999999'],
    items: [
      {
        id: 'a',
        productId: 'p1',
        productName: 'Gold Balloons',
        category: 'balloons',
        quantity: 400,
        pricePerUnit: 10,
        lineTotal: 4000,
      },
      {
        id: 'b',
        productId: 'p2',
        productName: 'Paper Plates',
        category: 'tableware',
        quantity: 500,
        pricePerUnit: 4,
        lineTotal: 2000,
      },
    ],
    ...overrides,
  };
}

function quotesApi(
  associateRole: AssociateRole,
  detail: QuoteDetail,
  extra: Parameters<typeof mockApi>[0] = {},
) {
  return mockApi({
    ...sessionHandlers(makePrincipal({ role: 'associate', associateRole, name: 'Sam Staff' })),
    'GET /api/associate/quotes': { body: { items: [detail], total: 1, page: 1, pageSize: 100 } },
    [`GET /api/associate/quotes/${detail.id}`]: { body: detail },
    ...extra,
  });
}

describe('Quotes', () => {
  it('shows a sales associate that approval waits for finance, and keeps Convert to Order and Email Quote off', async () => {
    quotesApi('sales', quote());
    renderApp('/associate/quotes');
    expect(await screen.findByText(/^QT-000042 · Mitchell Events/, {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('Awaiting approval by a finance associate or an administrator.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Convert to Order' })).toHaveProperty('disabled', true);
    // An unapproved price is not emailed either.
    expect(screen.getByRole('button', { name: 'Email Quote' })).toHaveProperty('disabled', true);
    expect(screen.getByTestId('quote-net-total').textContent).toBe('$5,700.00');
  });

  it('says when the selector holds only the newest quotes of many', async () => {
    const detail = quote();
    mockApi({
      ...sessionHandlers(makePrincipal({ role: 'associate', associateRole: 'sales', name: 'Sam Staff' })),
      'GET /api/associate/quotes': { body: { items: [detail], total: 250, page: 1, pageSize: 100 } },
      [`GET /api/associate/quotes/${detail.id}`]: { body: detail },
    });
    renderApp('/associate/quotes');
    expect(
      await screen.findByText(
        'Showing the newest 1 of 250 quotes. Search to find an older one.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
  });

  it('says "over" when the server stopped counting the quotes at its cap', async () => {
    const detail = quote();
    mockApi({
      ...sessionHandlers(makePrincipal({ role: 'associate', associateRole: 'sales', name: 'Sam Staff' })),
      'GET /api/associate/quotes': {
        body: { items: [detail], total: 10_000, totalCapped: true, page: 1, pageSize: 100 },
      },
      [`GET /api/associate/quotes/${detail.id}`]: { body: detail },
    });
    renderApp('/associate/quotes');
    expect(
      await screen.findByText(
        'Showing the newest 1 of over 10,000 quotes. Search to find an older one.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
  });

  it('says a search found nothing, not that there are no quotes, and clears it', async () => {
    mockApi({
      ...sessionHandlers(makePrincipal({ role: 'associate', associateRole: 'sales', name: 'Sam Staff' })),
      'GET /api/associate/quotes': { body: { items: [], total: 0, page: 1, pageSize: 100 } },
    });
    const { router } = renderApp('/associate/quotes?search=zzz');
    const clear = await screen.findByRole('button', { name: /Clear search/ }, { timeout: 15_000 });
    expect(screen.queryByText('No quotes found')).toBeNull();
    await userEvent.click(clear);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('No quotes found')).toBeTruthy();
  });

  it('lets finance reject only with a reason, and approve', async () => {
    const pending = quote();
    const approved = quote({ approvalStatus: 'approved', approverName: 'Sam Staff', canConvert: true });
    const api = quotesApi('finance', pending, {
      [`POST /api/associate/quotes/${pending.id}/approve`]: { body: approved },
    });
    renderApp('/associate/quotes');
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }, { timeout: 15_000 }));
    expect(await screen.findByText('Rejection reason is required')).toBeTruthy();
    expect(api.calls('POST', `/api/associate/quotes/${pending.id}/reject`)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Quote approved successfully')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Convert to Order' })).toHaveProperty('disabled', false),
    );
  });

  it('tells finance why they cannot approve a quote they priced, with both buttons off', async () => {
    const mine = quote({ authorIds: ['00000000-0000-4000-8000-000000000001'] });
    quotesApi('finance', mine);
    renderApp('/associate/quotes');
    const approve = await screen.findByRole('button', { name: 'Approve' }, { timeout: 15_000 });
    expect(approve).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Reject' })).toHaveProperty('disabled', true);
    expect(approve.getAttribute('aria-describedby')).toBe('quote-own-work');
    expect(document.getElementById('quote-own-work')?.textContent).toBe(
      'You created, priced or discounted this quote, so another finance associate or administrator must approve or reject it.',
    );
  });

  it("tells 'Failed to convert quote to order' with the server's reason", async () => {
    const approved = quote({
      quoteNumber: 'QT-000004',
      approvalStatus: 'approved',
      approverName: 'Fiona Finance',
      canConvert: true,
    });
    const reason =
      'Not enough stock of Gold Geometric Terrarium Centrepiece for 301 units. Lower the quantity on the quote or restock the product.';
    const api = quotesApi('sales', approved, {
      [`POST /api/associate/quotes/${approved.id}/convert`]: {
        status: 409,
        body: {
          error: {
            code: 'CONFLICT',
            message: reason,
            fields: { items: 'Gold Geometric Terrarium Centrepiece' },
          },
        },
      },
    });
    renderApp('/associate/quotes');
    await waitFor(
      () =>
        expect(screen.getByRole('button', { name: 'Convert to Order' })).toHaveProperty('disabled', false),
      { timeout: 15_000 },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Convert to Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Convert to Order' });
    await userEvent.type(within(dialog).getByLabelText('Address'), '12 Smith Street');
    await userEvent.type(within(dialog).getByLabelText('City'), 'Fitzroy');
    await userEvent.type(within(dialog).getByLabelText('State'), 'VIC');
    await userEvent.type(within(dialog).getByLabelText('Postal code'), '3065');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Convert to Order' }));

    expect(await screen.findByText('Failed to convert quote to order')).toBeTruthy();
    expect(screen.getByText(reason)).toBeTruthy();
    expect(api.calls('POST', `/api/associate/quotes/${approved.id}/convert`)).toHaveLength(1);
    // The dialog stays open with what was typed, to try again after a change.
    expect(screen.getByRole('dialog', { name: 'Convert to Order' })).toBeTruthy();
  }, 30_000);

  it("chooses the quote's delivery method, whose cost joins the total the customer is sent", async () => {
    const noDelivery = quote({ status: 'draft', requiresApproval: false, approvalStatus: null });
    const withDelivery = quote({
      ...noDelivery,
      deliveryMethodId: 'dm-1',
      deliveryMethodName: 'Courier',
      deliveryCost: 14.95,
      netTotal: 5714.95,
      canConvert: true,
    });
    const api = quotesApi('sales', noDelivery, {
      'GET /api/associate/delivery-methods': {
        body: {
          items: [
            {
              id: 'dm-1',
              name: 'Courier',
              description: null,
              estimatedDays: '1-2 business days',
              cost: 14.95,
            },
          ],
        },
      },
      [`POST /api/associate/quotes/${noDelivery.id}/delivery`]: { body: withDelivery },
    });
    renderApp('/associate/quotes');
    const select = await screen.findByRole('combobox', { name: 'Delivery method' }, { timeout: 15_000 });
    expect(screen.getByRole('button', { name: 'Email Quote' })).toHaveProperty('disabled', true);
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Courier · $14.95' }));
    await waitFor(() => expect(screen.getByTestId('quote-net-total').textContent).toBe('$5,714.95'));
    expect(api.calls('POST', `/api/associate/quotes/${noDelivery.id}/delivery`)[0]!.body).toEqual({
      deliveryMethodId: 'dm-1',
    });
    expect(screen.getByText('Delivery (Courier)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Email Quote' })).toHaveProperty('disabled', false);
  });

  it("shows a partner's quote with its company and the member who asked (docs/product/company-accounts.md)", async () => {
    const company = { id: '44444444-4444-4444-8444-444444444444', name: 'Confetti & Co. Events' };
    const placedBy = {
      id: '55555555-5555-4555-8555-555555555555',
      name: 'Bella Martin',
      email: 'bella@example.com.au',
    };
    quotesApi('sales', quote({ company, placedBy, partnerId: placedBy.id }));
    renderApp('/associate/quotes');
    expect(
      await screen.findByText('Confetti & Co. Events · placed by Bella Martin', {}, { timeout: 15_000 }),
    ).toBeTruthy();
  });

  it("names a visitor's request by the customer and the business they typed, which the search finds", async () => {
    quotesApi('sales', quote({ companyName: 'Harbour Lights' }));
    renderApp('/associate/quotes');
    const picker = await screen.findByRole('combobox', { name: 'Quote' }, { timeout: 15_000 });
    await waitFor(() =>
      expect(picker.textContent).toContain('School fete · Mitchell Events (Harbour Lights) ·'),
    );
  });

  it("shows the request's details and prefills Convert to Order with its delivery address", async () => {
    const requested = quote({
      approvalStatus: 'approved',
      canConvert: true,
      eventDate: '2026-12-19',
      deliveryAddress: '12 Smith Street, Fitzroy VIC 3065',
      specialRequirements: 'Gold and white only, please',
    });
    quotesApi('sales', requested);
    renderApp('/associate/quotes');
    const request = await screen.findByLabelText('Quote request', {}, { timeout: 15_000 });
    expect(within(request).getByText('19 Dec 2026')).toBeTruthy();
    expect(within(request).getByText('12 Smith Street, Fitzroy VIC 3065')).toBeTruthy();
    expect(within(request).getByText('Gold and white only, please')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Convert to Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Convert to Order' });
    const value = (label: string) => (within(dialog).getByLabelText(label) as HTMLInputElement).value;
    expect(value('Address')).toBe('12 Smith Street');
    expect(value('City')).toBe('Fitzroy');
    expect(value('State')).toBe('VIC');
    expect(value('Postal code')).toBe('3065');
  });

  it('filters the lines by category', async () => {
    quotesApi('sales', quote());
    renderApp('/associate/quotes');
    const table = await screen.findByRole('table', {}, { timeout: 15_000 });
    expect(within(table).getByText('Paper Plates')).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Balloons' }));
    await waitFor(() => expect(within(table).queryByText('Paper Plates')).toBeNull());
    expect(within(table).getByText('Gold Balloons')).toBeTruthy();
  });

  it('says so when the customer list cannot load', async () => {
    quotesApi('sales', quote(), {
      'GET /api/associate/quotes/customers': {
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'x' } },
      },
    });
    renderApp('/associate/quotes');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Create New Quote' }, { timeout: 15_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Create New Quote' });
    expect(
      await within(dialog).findByText(
        'Could not load customer list. Please refresh the page or contact support.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
  });
});
