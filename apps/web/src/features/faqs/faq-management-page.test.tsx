import type { StaffFaq } from '@party/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const userEvent = userEventLib.setup({ delay: null });

function faq(overrides: Partial<StaffFaq>): StaffFaq {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    question: 'How long does Standard Delivery take?',
    answer: 'Three to five business days.',
    category: 'shipping',
    isPublic: true,
    createdBy: '00000000-0000-4000-8000-000000000009',
    userName: 'Priya Products',
    createdAt: '2026-11-02T01:00:00.000Z',
    updatedAt: '2026-11-02T01:00:00.000Z',
    ...overrides,
  };
}

const faqs = [
  faq({ id: '11111111-1111-4111-8111-000000000001', category: 'general', question: 'Who can buy?' }),
  faq({ id: '11111111-1111-4111-8111-000000000002' }),
  faq({
    id: '11111111-1111-4111-8111-000000000003',
    question: 'Which courier takes helium?',
    answer: 'StarTrack road freight.',
    isPublic: false,
    updatedAt: '2026-11-20T01:00:00.000Z',
  }),
];

function faqApi(extra: Parameters<typeof mockApi>[0] = {}, items = faqs) {
  return mockApi({
    ...sessionHandlers(
      makePrincipal({ role: 'associate', associateRole: 'product_management', name: 'Priya' }),
    ),
    'GET /api/associate/faqs': { body: { items, total: items.length } },
    ...extra,
  });
}

describe('FAQ Management', () => {
  it('groups FAQs by category with counts, opens one at a time, and marks internal ones', async () => {
    faqApi();
    renderApp('/associate/faq');
    const shipping = await screen.findByRole('region', { name: /Shipping & Delivery/ }, { timeout: 15_000 });
    expect(within(shipping).getByLabelText('2 FAQs')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: /General/ })).getByLabelText('1 FAQs')).toBeTruthy();
    expect(within(shipping).getByText('Internal')).toBeTruthy();

    const first = screen.getByRole('button', { name: /How long does Standard Delivery take/ });
    const second = screen.getByRole('button', { name: /Which courier takes helium/ });
    await userEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId(`faq-meta-${faqs[1]!.id}`).textContent).toBe(
      'By Priya Products · Created 2 Nov 2026',
    );
    await userEvent.click(second);
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId(`faq-meta-${faqs[2]!.id}`).textContent).toContain('Updated 20 Nov 2026');
  });

  it('creates a FAQ in a 600px dialog: required fields first, public by default', async () => {
    const api = faqApi({
      'POST /api/associate/faqs': (req) => ({
        status: 201,
        body: faq({ ...(req.body as Partial<StaffFaq>), id: faqs[0]!.id }),
      }),
    });
    renderApp('/associate/faq');
    await userEvent.click(await screen.findByRole('button', { name: 'New FAQ' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New FAQ' });
    expect(dialog.className).toContain('sm:max-w-[600px]');
    const visible = within(dialog).getByRole('checkbox', { name: 'Make this FAQ visible to partners' });
    expect(visible.getAttribute('aria-checked')).toBe('true');
    expect(within(dialog).getByLabelText('Answer').getAttribute('rows')).toBe('6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create FAQ' }));
    expect((await within(dialog).findAllByText('Please fill in all required fields')).length).toBe(2);
    expect(
      await screen.findByText('Please fill in all required fields', { selector: '[data-sonner-toast] *' }),
    ).toBeTruthy();
    expect(api.calls('POST', '/api/associate/faqs')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Question'), 'Do you sell helium?');
    await userEvent.type(within(dialog).getByLabelText('Answer'), 'Yes, in 30 L tanks.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create FAQ' }));
    expect(await screen.findByText('FAQ created successfully')).toBeTruthy();
    expect(api.calls('POST', '/api/associate/faqs')[0]!.body).toEqual({
      question: 'Do you sell helium?',
      answer: 'Yes, in 30 L tanks.',
      category: 'general',
      isPublic: true,
    });
  });

  it('asks before deleting, and says when the delete failed', async () => {
    const target = faqs[1]!;
    const api = faqApi({
      [`DELETE /api/associate/faqs/${target.id}`]: {
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'x' } },
      },
    });
    renderApp('/associate/faq');
    await userEvent.click(
      await screen.findByRole(
        'button',
        { name: /How long does Standard Delivery take/ },
        { timeout: 15_000 },
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: `Delete ${target.question}` }));
    const confirm = await screen.findByRole('alertdialog');
    expect(
      within(confirm).getByText('Are you sure you want to delete this FAQ? This action cannot be undone.'),
    ).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete FAQ')).toBeTruthy();
    expect(api.calls('DELETE', `/api/associate/faqs/${target.id}`)).toHaveLength(1);
  });

  it('shows the empty state, with a hint to create the first FAQ, in the admin area too', async () => {
    mockApi({
      ...sessionHandlers(makePrincipal({ role: null, isAdmin: true, name: 'Ada Admin' })),
      'GET /api/associate/faqs': { body: { items: [], total: 0 } },
    });
    renderApp('/admin/faq');
    expect(await screen.findByText('No FAQs found', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('Create your first FAQ to get started.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'FAQ Management' })).toBeTruthy());
  });
});
