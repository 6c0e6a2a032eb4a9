import type { QuickOrderCheckLine, QuickOrderCheckResult } from '@party/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type MockRequest, makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const userEvent = userEventLib.setup({ delay: null });
const owner = makePrincipal({ companyId: 'company-1', companyRole: 'owner' });
const emptyCart = { items: [], itemCount: 0, subtotal: 0 };

function line(over: Partial<QuickOrderCheckLine> & Pick<QuickOrderCheckLine, 'line'>): QuickOrderCheckLine {
  return {
    lines: [over.line],
    input: '',
    sku: 'BAL-00042',
    quantity: 24,
    status: 'ok',
    message: null,
    note: null,
    product: { id: 'product-balloons', name: 'Pastel Balloons', slug: 'pastel-balloons' },
    unitPrice: 0.45,
    listPrice: 0.5,
    lineTotal: 10.8,
    nearest: [],
    ...over,
  };
}

const balloons = line({ line: 1, input: 'BAL-00042 24' });
const platesOdd = line({
  line: 2,
  input: 'PLT-00107 30',
  sku: 'PLT-00107',
  quantity: 30,
  status: 'pack_size',
  message: 'Sold in packs of 12. Order 24 or 36.',
  product: { id: 'product-plates', name: 'Gold Plates', slug: 'gold-plates' },
  unitPrice: 10,
  listPrice: 10,
  lineTotal: 300,
  nearest: [24, 36],
});
const unknown = line({
  line: 3,
  input: 'XYZ-1 5',
  sku: 'XYZ-1',
  quantity: 5,
  status: 'unknown_sku',
  message: "Unknown SKU 'XYZ-1'",
  product: null,
  unitPrice: null,
  listPrice: null,
  lineTotal: null,
});
const napkins = line({
  line: 4,
  input: 'NAP-00001 2',
  sku: 'NAP-00001',
  quantity: 2,
  product: { id: 'product-napkins', name: 'Party Napkins', slug: 'party-napkins' },
  unitPrice: 3.99,
  listPrice: 3.99,
  lineTotal: 7.98,
});

function result(lines: QuickOrderCheckLine[]): QuickOrderCheckResult {
  const ok = lines.filter((l) => l.status === 'ok');
  return {
    lines,
    okLines: ok.length,
    problemLines: lines.length - ok.length,
    subtotal: ok.reduce((sum, l) => sum + (l.lineTotal ?? 0), 0),
  };
}

/** The check answers by what was sent: each text (or the file) with its lines. */
function quickOrderApi(answer: (request: MockRequest) => QuickOrderCheckResult, principal = owner) {
  return mockApi({
    ...sessionHandlers(principal),
    'GET /api/partner/cart': { body: emptyCart },
    'POST /api/partner/quick-order/check': (request) => ({ body: answer(request) }),
    'POST /api/partner/cart/items/bulk': { status: 201, body: { added: 2, cart: emptyCart } },
  });
}

const textOf = (request: MockRequest) => (request.body as { text: string }).text;

async function checkLines(text: string) {
  const box = await screen.findByLabelText('Paste lines: SKU and quantity', {}, { timeout: 15_000 });
  await userEvent.clear(box);
  await userEvent.click(box);
  await userEvent.paste(text);
  await userEvent.click(screen.getByRole('button', { name: 'Check lines' }));
}

describe('Quick Order', () => {
  it('checks pasted lines and shows each with its price, or its problem highlighted', async () => {
    const api = quickOrderApi(() => result([balloons, platesOdd, unknown, napkins]));
    renderApp('/partner/quick-order');
    expect(await screen.findByText('No lines checked yet', {}, { timeout: 15_000 })).toBeTruthy();
    await checkLines('BAL-00042 24\nPLT-00107 30\nXYZ-1 5\nNAP-00001 2');

    const table = await screen.findByRole('table', { name: 'Checked lines' });
    expect(textOf(api.calls('POST', '/api/partner/quick-order/check')[0]!)).toBe(
      'BAL-00042 24\nPLT-00107 30\nXYZ-1 5\nNAP-00001 2',
    );
    const rowOf = (text: string) => within(table).getByText(text).closest('tr')!;
    const ready = rowOf('Pastel Balloons');
    expect(within(ready).getByText('Ready')).toBeTruthy();
    // The caller's price, with the list price struck through beside it.
    expect(within(ready).getByText('$0.45')).toBeTruthy();
    expect(within(ready).getByText('$0.50').closest('s')).toBeTruthy();
    expect(ready.className).not.toContain('bg-red-50');
    const odd = rowOf('Gold Plates');
    expect(odd.className).toContain('bg-red-50');
    expect(within(odd).getByText('Sold in packs of 12. Order 24 or 36.')).toBeTruthy();
    expect(within(rowOf("Unknown SKU 'XYZ-1'")).getByText('Unknown SKU')).toBeTruthy();
    expect(screen.getByText(/2 ready, 2 need attention/)).toBeTruthy();
  });

  it("corrects a line with one click on 'Use 24' and checks again, the line keeping its number", async () => {
    const api = quickOrderApi((request) =>
      textOf(request).includes('PLT-00107 24')
        ? result([balloons, { ...platesOdd, quantity: 24, status: 'ok', message: null, nearest: [] }])
        : result([balloons, platesOdd]),
    );
    renderApp('/partner/quick-order');
    await checkLines('BAL-00042 24\nPLT-00107 30');
    await userEvent.click(await screen.findByRole('button', { name: 'Use 24 on line 2' }));
    await waitFor(() => expect(api.calls('POST', '/api/partner/quick-order/check')).toHaveLength(2));
    expect(textOf(api.calls('POST', '/api/partner/quick-order/check')[1]!)).toBe(
      'BAL-00042 24\nPLT-00107 24',
    );
    expect((await screen.findByText(/^2 ready/)).textContent).not.toContain('attention');
    expect((screen.getByLabelText('Paste lines: SKU and quantity') as HTMLTextAreaElement).value).toBe(
      'BAL-00042 24\nPLT-00107 24',
    );
  });

  it('saves the ready lines as a company list, named in a dialog', async () => {
    const api = mockApi({
      ...sessionHandlers(owner),
      'GET /api/partner/cart': { body: emptyCart },
      'POST /api/partner/quick-order/check': { body: result([balloons, unknown, napkins]) },
      'POST /api/partner/lists': { status: 201, body: { id: 'list-1', name: 'Monthly top-up', lines: [] } },
    });
    renderApp('/partner/quick-order');
    await checkLines('BAL-00042 24\nXYZ-1 5\nNAP-00001 2');
    await userEvent.click(await screen.findByRole('button', { name: 'Save as List' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as List' });
    await userEvent.type(within(dialog).getByLabelText('List name'), 'Monthly top-up');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save List' }));
    await waitFor(() =>
      expect(api.calls('POST', '/api/partner/lists')[0]?.body).toEqual({
        name: 'Monthly top-up',
        lines: [
          { productId: 'product-balloons', quantity: 24 },
          { productId: 'product-napkins', quantity: 2 },
        ],
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Save as List' })).toBeNull());
  });

  it('adds the ready lines to the cart and keeps the others in the box for correction', async () => {
    const api = quickOrderApi((request) =>
      textOf(request).startsWith('PLT')
        ? result([
            { ...platesOdd, line: 1 },
            { ...unknown, line: 2 },
          ])
        : result([balloons, platesOdd, unknown, napkins]),
    );
    renderApp('/partner/quick-order');
    await checkLines('BAL-00042 24\nPLT-00107 30\nXYZ-1 5\nNAP-00001 2');
    await userEvent.click(await screen.findByRole('button', { name: 'Add all to cart' }));

    expect(
      await screen.findAllByText('Added 2 lines to your cart. 2 lines need attention.'),
    ).not.toHaveLength(0);
    expect(api.calls('POST', '/api/partner/cart/items/bulk')[0]!.body).toEqual({
      lines: [
        { productId: 'product-balloons', quantity: 24 },
        { productId: 'product-napkins', quantity: 2 },
      ],
    });
    await waitFor(() =>
      expect((screen.getByLabelText('Paste lines: SKU and quantity') as HTMLTextAreaElement).value).toBe(
        'PLT-00107 30\nXYZ-1 5',
      ),
    );
    expect(await screen.findByText(/0 ready, 2 need attention/)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'View Cart' })[0]!.getAttribute('href')).toBe('/partner/cart');
  });

  it('uploads a CSV and shows its lines the same way', async () => {
    const api = quickOrderApi(() => result([balloons, platesOdd]));
    renderApp('/partner/quick-order');
    const input = await screen.findByLabelText('Upload CSV', {}, { timeout: 15_000 });
    await userEvent.upload(
      input,
      new File(['sku,quantity\nBAL-00042,24\n'], 'order.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByRole('table', { name: 'Checked lines' })).toBeTruthy();
    const sent = api.calls('POST', '/api/partner/quick-order/check')[0]!.body;
    expect(sent).toBeInstanceOf(FormData);
    expect(((sent as FormData).get('file') as File).name).toBe('order.csv');
  });

  it("puts the server's refusal beside the box", async () => {
    mockApi({
      ...sessionHandlers(owner),
      'GET /api/partner/cart': { body: emptyCart },
      'POST /api/partner/quick-order/check': {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'A quick order checks up to 500 lines at once; this has 612. Split it in two.',
          },
        },
      },
    });
    renderApp('/partner/quick-order');
    await checkLines('BAL-00042 24');
    expect(
      await screen.findByText('A quick order checks up to 500 lines at once; this has 612. Split it in two.'),
    ).toBeTruthy();
  });

  it('is not offered to a viewer, who does not shop', async () => {
    quickOrderApi(() => result([]), makePrincipal({ companyId: 'company-1', companyRole: 'viewer' }));
    renderApp('/partner/quick-order');
    expect(
      await screen.findByText('Quick order is for members who shop', {}, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Quick Order' })).toBeNull();
  });

  it('is in the partner menu after the shop for members who shop', async () => {
    quickOrderApi(() => result([]));
    renderApp('/partner/quick-order');
    const link = await screen.findByRole('link', { name: 'Quick Order' }, { timeout: 15_000 });
    expect(link.getAttribute('href')).toBe('/partner/quick-order');
    const labels = screen.getAllByRole('link').map((a) => a.textContent);
    expect(labels.indexOf('Quick Order')).toBe(labels.indexOf('Shop Now!') + 1);
  });
});
