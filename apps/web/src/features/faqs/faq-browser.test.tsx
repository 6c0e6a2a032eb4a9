import type { PublicFaq } from '@party/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const userEvent = userEventLib.setup({ delay: null });

function faq(question: string, category: PublicFaq['category']): PublicFaq {
  return {
    id: crypto.randomUUID(),
    question,
    answer: `The answer to: ${question}`,
    category,
    updatedAt: new Date().toISOString(),
  };
}

const all = [faq('Do you sell helium?', 'products'), faq('What is your returns policy?', 'returns')];

/** The server's filter, roughly: category exact, search within the question. */
function faqServer(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/store/faqs': (request) => {
      const search = request.search.get('search')?.toLowerCase() ?? '';
      const category = request.search.get('category');
      const items = all.filter(
        (f) => (!category || f.category === category) && f.question.toLowerCase().includes(search),
      );
      return { body: { items } };
    },
    ...extra,
  });
}

const failingFaqs = {
  'GET /api/store/faqs': {
    status: 500,
    body: { error: { code: 'INTERNAL', message: 'The server is having a moment.' } },
  },
};

describe('public /faq', () => {
  // The page reads the live window address when it writes one (see FaqPage); the memory router of
  // these tests has none, so the search and the category are each tried from a clean address.
  it('writes the search into the address after a pause, trimmed, and asks the server for it', async () => {
    const api = faqServer();
    const { router } = renderApp('/faq');
    const list = await screen.findByRole('list', { name: 'Questions' });
    expect(within(list).getAllByRole('button')).toHaveLength(2);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search FAQs' }), '  helium ');
    await waitFor(() => expect(router.state.location.search).toBe('?search=helium'));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Questions' })).getAllByRole('button')).toHaveLength(1),
    );
    expect(api.calls('GET', '/api/store/faqs').at(-1)!.search.get('search')).toBe('helium');
  });

  it('filters by the pressed category chip, kept in the address', async () => {
    const api = faqServer();
    const { router } = renderApp('/faq');
    await screen.findByRole('list', { name: 'Questions' });
    expect(screen.getByRole('button', { name: 'All Categories' }).getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'Returns' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=returns'));
    expect(screen.getByRole('button', { name: 'Returns' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Do you sell helium?' })).toBeNull());
    expect(screen.getByRole('button', { name: 'What is your returns policy?' })).toBeTruthy();
    expect(api.calls('GET', '/api/store/faqs').at(-1)!.search.get('category')).toBe('returns');
  });

  it('shows every FAQ for an unknown category in a link, and the search of the link in the box', async () => {
    const api = faqServer();
    renderApp('/faq?category=nonsense&search=returns');
    await screen.findByRole('button', { name: 'What is your returns policy?' });
    expect(screen.getByRole('button', { name: 'All Categories' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByRole('searchbox', { name: 'Search FAQs' }) as HTMLInputElement).value).toBe(
      'returns',
    );
    expect(api.calls('GET', '/api/store/faqs')[0]!.search.has('category')).toBe(false);
  });

  it('says when the FAQs could not be loaded, without a retry button', async () => {
    mockApi(failingFaqs);
    renderApp('/faq');
    expect(await screen.findByText('Error loading FAQs')).toBeTruthy();
    expect(screen.getByText('The server is having a moment.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
  });
});

describe('partner help centre FAQ', () => {
  const partner = sessionHandlers(makePrincipal());

  it('searches after a pause and filters with the Category select, leaving the address alone', async () => {
    const api = faqServer(partner);
    const { router } = renderApp('/partner/help');
    const list = await screen.findByRole('list', { name: 'FAQs' });
    expect(within(list).getAllByRole('button')).toHaveLength(2);

    await userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Returns' }));
    await waitFor(() =>
      expect(api.calls('GET', '/api/store/faqs').at(-1)!.search.get('category')).toBe('returns'),
    );
    expect(await screen.findByRole('button', { name: 'What is your returns policy?' })).toBeTruthy();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search FAQs' }), 'helium');
    expect(await screen.findByText('No FAQs found matching your search.')).toBeTruthy();
    expect(Object.fromEntries(api.calls('GET', '/api/store/faqs').at(-1)!.search)).toEqual({
      search: 'helium',
      category: 'returns',
    });
    expect(router.state.location.search).toBe('');
  });

  it("shows a failed load inline ('Error loading FAQs', no toast) and loads again on Try Again", async () => {
    const api = mockApi({ ...partner, ...failingFaqs });
    renderApp('/partner/help');
    const retry = await screen.findByRole('button', { name: 'Try Again' });
    // The load failure is said once, where the FAQs would be: a toast would vanish and leave an empty page.
    expect(screen.getAllByText('Error loading FAQs')).toHaveLength(1);
    const before = api.calls('GET', '/api/store/faqs').length;
    await userEvent.click(retry);
    await waitFor(() => expect(api.calls('GET', '/api/store/faqs').length).toBe(before + 1));
  });
});
