import '@/test/setup-dom';
import type { PartnerAddress } from '@party/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { mockApi, sessionHandlers } from '@/test/mock-api';
import { AddressBook } from './address-book';

const userEvent = userEventLib.setup({ delay: null });

function address(label: string, isDefault: boolean): PartnerAddress {
  return {
    id: crypto.randomUUID(),
    label,
    name: 'Pat Partner',
    address: `${label.length} Smith Street`,
    city: 'Fitzroy',
    state: 'VIC',
    postalCode: '3065',
    country: 'Australia',
    isDefault,
  };
}

function renderBook() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return render(
    <QueryClientProvider client={queryClient}>
      <AddressBook />
      <Toaster />
    </QueryClientProvider>,
  );
}

describe('AddressBook', () => {
  it('lists the addresses with the default marked, and makes another the default', async () => {
    const warehouse = address('Warehouse', true);
    const shop = address('Shop', false);
    let items = [warehouse, shop];
    const api = mockApi({
      ...sessionHandlers(null),
      'GET /api/partner/addresses': () => ({ body: { items } }),
      [`PATCH /api/partner/addresses/${shop.id}`]: () => {
        items = [
          { ...shop, isDefault: true },
          { ...warehouse, isDefault: false },
        ];
        return { body: items[0] };
      },
    });
    renderBook();
    const card = await screen.findByRole('listitem', { name: 'Warehouse' });
    expect(within(card).getByText('Default')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /Set as default/ })).toBeNull();

    await userEvent.click(
      within(screen.getByRole('listitem', { name: 'Shop' })).getByRole('button', { name: /Set as default/ }),
    );
    expect(await screen.findByText('Shop is now your default address')).toBeTruthy();
    expect(api.calls('PATCH', `/api/partner/addresses/${shop.id}`)[0]!.body).toEqual({ isDefault: true });
    await waitFor(() =>
      expect(within(screen.getByRole('listitem', { name: 'Shop' })).queryByText('Default')).toBeTruthy(),
    );
  });

  it('adds an address checked by the shared rules', async () => {
    let items: PartnerAddress[] = [];
    const api = mockApi({
      ...sessionHandlers(null),
      'GET /api/partner/addresses': () => ({ body: { items } }),
      'POST /api/partner/addresses': (request) => {
        items = [{ ...address('Office', true), ...(request.body as object) }];
        return { status: 201, body: items[0] };
      },
    });
    renderBook();
    expect(await screen.findByText('No delivery addresses yet')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Add address/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a delivery address' });
    await userEvent.type(within(dialog).getByLabelText('Label'), 'Office');
    await userEvent.type(within(dialog).getByLabelText('Recipient name'), 'Pat Partner');
    await userEvent.type(within(dialog).getByLabelText('Street address'), '5 Pitt Street');
    await userEvent.type(within(dialog).getByLabelText('Suburb or city'), 'Sydney');
    await userEvent.type(within(dialog).getByLabelText('Postcode'), '20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await within(dialog).findByText('Postcode must be 4 digits')).toBeTruthy();
    expect(api.calls('POST', '/api/partner/addresses')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Postcode'), '00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Address added')).toBeTruthy();
    expect(api.calls('POST', '/api/partner/addresses')[0]!.body).toMatchObject({
      label: 'Office',
      address: '5 Pitt Street',
      state: 'NSW',
      postalCode: '2000',
    });
  });

  it('deletes only after confirmation', async () => {
    const warehouse = address('Warehouse', true);
    const api = mockApi({
      ...sessionHandlers(null),
      'GET /api/partner/addresses': { body: { items: [warehouse] } },
      [`DELETE /api/partner/addresses/${warehouse.id}`]: { body: { items: [] } },
    });
    renderBook();
    await userEvent.click(
      within(await screen.findByRole('listitem', { name: 'Warehouse' })).getByRole('button', {
        name: /Delete/,
      }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this address?' });
    expect(api.calls('DELETE', `/api/partner/addresses/${warehouse.id}`)).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No delivery addresses yet')).toBeTruthy();
    expect(api.calls('DELETE', `/api/partner/addresses/${warehouse.id}`)).toHaveLength(1);
  });
});
