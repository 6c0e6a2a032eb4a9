import { businessDay } from '@party/shared/calendar/business-day';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { useState } from 'react';
import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { type MockRequest, mockApi } from '@/test/mock-api';
import '@/test/setup-dom';
import { QuoteDialog } from './quote-dialog';

const userEvent = userEventLib.setup({ delay: null });
const balloons = {
  id: crypto.randomUUID(),
  name: 'Gold Foil Balloons (50 pack)',
  price: 12.5,
  imageUrl: null,
};

function renderDialog(product: typeof balloons | null = balloons) {
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <QuoteDialog product={product} open onOpenChange={onOpenChange} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { onOpenChange };
}

async function fillValid() {
  await userEvent.type(screen.getByLabelText('Full Name *'), 'Sarah Mitchell');
  await userEvent.type(screen.getByLabelText('Email Address *'), 'sarah@example.com.au');
}
const submitButton = () => screen.getByRole('button', { name: /Submit Quote Request|Sending Quote Request/ });
const csrf = { 'GET /api/csrf': { body: { token: 't', expiresAt: new Date().toISOString() } } };

describe('quote dialog', () => {
  it('validates on submit, then again on every change, and sends nothing while invalid', async () => {
    const api = mockApi({ ...csrf });
    renderDialog();
    await userEvent.click(submitButton());
    expect(await screen.findByText('Name must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Full Name *'), 'Sa');
    await waitFor(() => expect(screen.queryByText('Name must be at least 2 characters')).toBeNull());
    expect(api.calls('POST', '/api/store/quotes')).toHaveLength(0);
  });

  it('keeps the quantity a whole number of at least 1 and totals it live in AUD', async () => {
    mockApi({ ...csrf });
    renderDialog();
    expect(screen.getByText('$12.50')).toBeTruthy();
    const quantity = screen.getByLabelText('Quantity');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '24');
    expect(screen.getByText('Total: $300.00 AUD')).toBeTruthy();
    await userEvent.clear(quantity);
    expect(screen.getByText('Total: $12.50 AUD')).toBeTruthy();
    await userEvent.tab();
    expect((quantity as HTMLInputElement).value).toBe('1');
    await userEvent.type(quantity, '{backspace}0');
    await userEvent.tab();
    expect((quantity as HTMLInputElement).value).toBe('1');
  });

  it('says when the quantity is over the maximum instead of changing it, and sends nothing then', async () => {
    const api = mockApi({ ...csrf });
    renderDialog();
    await fillValid();
    const quantity = screen.getByLabelText('Quantity');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '1000000');
    await userEvent.tab();
    expect((quantity as HTMLInputElement).value).toBe('1000000');
    expect(screen.getByRole('alert').textContent).toBe('Quantity must be at most 100,000');
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    await userEvent.click(submitButton());
    await waitFor(() => expect(document.activeElement).toBe(quantity));
    expect(api.calls('POST', '/api/store/quotes')).toHaveLength(0);
    await userEvent.type(quantity, '{backspace}');
    expect(screen.queryByText('Quantity must be at most 100,000')).toBeNull();
  });

  it('refuses an event date in the past, and offers no past day in the picker', async () => {
    const api = mockApi({ ...csrf });
    renderDialog();
    await fillValid();
    const eventDate = screen.getByLabelText('Event Date') as HTMLInputElement;
    expect(eventDate.min).toBe(businessDay());
    await userEvent.type(eventDate, '2020-01-01');
    await userEvent.click(submitButton());
    expect(await screen.findByText('Event date cannot be in the past')).toBeTruthy();
    expect(api.calls('POST', '/api/store/quotes')).toHaveLength(0);
  });

  it('sends the request, shows the quote number, resets and closes', async () => {
    let release: () => void = () => {};
    const api = mockApi({
      ...csrf,
      'POST /api/store/quotes': () =>
        new Promise((resolve) => {
          release = () =>
            resolve({ status: 201, body: { quoteNumber: 'QT-000042', quoteId: crypto.randomUUID() } });
        }),
    });
    const { onOpenChange } = renderDialog();
    await fillValid();
    const quantity = screen.getByLabelText('Quantity');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await userEvent.click(submitButton());

    await waitFor(() => expect(submitButton().textContent).toBe('Sending Quote Request...'));
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Close' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
    release();

    expect(
      await screen.findByText(
        'Quote request submitted successfully! Your quote number is: QT-000042. Our sales team will contact you within 24 hours.',
      ),
    ).toBeTruthy();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    const [sent] = api.calls('POST', '/api/store/quotes') as MockRequest[];
    expect(sent!.body).toMatchObject({
      customerName: 'Sarah Mitchell',
      customerEmail: 'sarah@example.com.au',
      items: [{ productId: balloons.id, productName: balloons.name, quantity: 3, price: 12.5 }],
    });
    expect(sent!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect((screen.getByLabelText('Full Name *') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Quantity') as HTMLInputElement).value).toBe('1');
  });

  it("stays open with the server's message, and a retry reuses the request's key", async () => {
    const api = mockApi({
      ...csrf,
      'POST /api/store/quotes': {
        status: 429,
        body: {
          error: { code: 'RATE_LIMITED', message: 'Too many requests. Please wait 5 minutes and try again.' },
        },
      },
    });
    const { onOpenChange } = renderDialog();
    await fillValid();
    await userEvent.click(submitButton());
    expect(await screen.findByText('Too many requests. Please wait 5 minutes and try again.')).toBeTruthy();
    await waitFor(() => expect((submitButton() as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(submitButton());
    await waitFor(() => expect(api.calls('POST', '/api/store/quotes')).toHaveLength(2));
    const [first, second] = api.calls('POST', '/api/store/quotes');
    expect(second!.headers.get('Idempotency-Key')).toBe(first!.headers.get('Idempotency-Key'));
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("shows the refused field's own message, not the developer's, and marks the field", async () => {
    mockApi({
      ...csrf,
      'POST /api/store/quotes': {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Invalid body: customerEmail: Please enter a valid email address',
            fields: { customerEmail: 'Please enter a valid email address' },
          },
        },
      },
    });
    const { onOpenChange } = renderDialog();
    await fillValid();
    await userEvent.click(submitButton());
    const email = screen.getByLabelText('Email Address *');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    // One in the toast, one under the field; the developer's wording nowhere.
    expect(await screen.findAllByText('Please enter a valid email address')).toHaveLength(2);
    expect(screen.queryByText(/Invalid body/)).toBeNull();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("falls back to 'Failed to submit quote request. Please try again.' when the server gives no message of its own", async () => {
    mockApi({ ...csrf, 'POST /api/store/quotes': { status: 502, body: 'Bad Gateway' } });
    const { onOpenChange } = renderDialog();
    await fillValid();
    await userEvent.click(submitButton());
    expect(await screen.findByText('Failed to submit quote request. Please try again.')).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('refuses to send without a selected product', async () => {
    const api = mockApi({ ...csrf });
    renderDialog(null);
    await fillValid();
    await userEvent.click(submitButton());
    expect(await screen.findByText('No product selected for quote')).toBeTruthy();
    expect(api.calls('POST', '/api/store/quotes')).toHaveLength(0);
  });
});

// Pages open the dialog from code (useQuoteDialog), as here, never through a Dialog.Trigger.
function OpenedFromCode() {
  const [open, setOpen] = useState(false);
  return (
    <QueryClientProvider client={createQueryClient()}>
      <button type="button" onClick={() => setOpen(true)}>
        Get Quote
      </button>
      <QuoteDialog product={balloons} open={open} onOpenChange={setOpen} />
      <Toaster />
    </QueryClientProvider>
  );
}

describe('quote dialog focus', () => {
  it('goes back to the Get Quote that opened it, after Escape, Cancel or a sent request', async () => {
    mockApi({
      ...csrf,
      'POST /api/store/quotes': {
        status: 201,
        body: { quoteNumber: 'QT-000043', quoteId: crypto.randomUUID() },
      },
    });
    render(<OpenedFromCode />);
    const getQuote = screen.getByRole('button', { name: 'Get Quote' });
    const openWithKeyboard = async () => {
      getQuote.focus();
      await userEvent.keyboard('{Enter}');
      await screen.findByRole('dialog', { name: 'Request Quote' });
    };

    await openWithKeyboard();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(getQuote);

    await openWithKeyboard();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(getQuote);

    await openWithKeyboard();
    await fillValid();
    await userEvent.click(submitButton());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(getQuote);
  });
});
