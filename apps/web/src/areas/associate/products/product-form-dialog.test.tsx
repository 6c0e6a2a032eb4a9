import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { mockApi } from '@/test/mock-api';
import '@/test/setup-dom';
import { ProductFormDialog } from './product-form-dialog';

const userEvent = userEventLib.setup({ delay: null });

function renderForm(readOnly: boolean) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ProductFormDialog open product={null} readOnly={readOnly} onOpenChange={() => {}} />
    </QueryClientProvider>,
  );
}

describe('ProductFormDialog', () => {
  it('shows every validation text of the product form and sends nothing', async () => {
    const api = mockApi({});
    renderForm(false);
    await userEvent.clear(screen.getByLabelText('Stock Quantity'));
    await userEvent.type(screen.getByLabelText('Stock Quantity'), '2.5');
    await userEvent.type(screen.getByLabelText('Cost'), '-1');
    await userEvent.type(screen.getByLabelText('Price'), '0');
    await userEvent.type(screen.getByLabelText('Image URL'), 'not a url');
    await userEvent.click(screen.getByRole('button', { name: 'Create Product' }));
    for (const text of [
      'Product name is required',
      'Price must be greater than 0',
      'Cost cannot be negative',
      'Quantity must be a whole number',
      'Please enter a valid URL',
    ])
      expect(await screen.findByText(text)).toBeTruthy();
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('is read-only without the product-management ability', () => {
    mockApi({});
    renderForm(true);
    expect(
      screen.getByText(
        'You have read-only access to product information. Contact a Product Management or Finance associate to make changes.',
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText('Product Name').matches(':disabled')).toBe(true);
    expect((screen.getByRole('button', { name: 'Create Product' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
