import type { ProductCard, ProductList } from '@party/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { productCard } from '@/test/catalog-fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const userEvent = userEventLib.setup({ delay: null });

const card = productCard;

function catalogue(pages: (search: URLSearchParams) => ProductList) {
  return mockApi({ 'GET /api/store/products': (request) => ({ body: pages(request.search) }) });
}

describe('catalogue page', () => {
  it('asks the server for the search, category and page in the address', async () => {
    const api = catalogue(() => ({ items: [card()], total: 30, totalCapped: false, page: 2, pageSize: 24 }));
    renderApp('/products?search=gold&category=balloons&page=2');

    await screen.findByRole('link', { name: 'Gold Foil Number Balloon' });
    const sent = api.calls('GET', '/api/store/products')[0]!.search;
    expect(Object.fromEntries(sent)).toEqual({ search: 'gold', category: 'balloons', page: '2' });
    expect((screen.getByRole('searchbox', { name: 'Search products' }) as HTMLInputElement).value).toBe(
      'gold',
    );
    expect(screen.getByRole('button', { name: 'Balloons' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(screen.getByText('$12.50')).toBeTruthy();
  });

  it('moves a category choice into the address and starts again from page 1', async () => {
    const api = catalogue((search) => ({
      items: [card({ category: (search.get('category') as ProductCard['category']) ?? 'balloons' })],
      total: 1,
      totalCapped: false,
      page: 1,
      pageSize: 24,
    }));
    const { router } = renderApp('/products?page=3');
    await screen.findByRole('link', { name: 'Gold Foil Number Balloon' });

    await userEvent.click(screen.getByRole('button', { name: 'Tableware' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=tableware'));
    await waitFor(() =>
      expect(api.calls('GET', '/api/store/products').at(-1)!.search.get('category')).toBe('tableware'),
    );
  });

  it('says "Over 1,000 products" when the server stopped counting, and lets the visitor page on', async () => {
    const api = catalogue((search) => ({
      items: [card()],
      total: search.get('page') === '2' ? 1024 : 1000,
      totalCapped: true,
      page: Number(search.get('page') ?? 1),
      pageSize: 24,
    }));
    renderApp('/products?search=balloon');
    expect(await screen.findByText('Over 1,000 products')).toBeTruthy();
    expect(screen.getByText('Page 1 of 42+')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 43+')).toBeTruthy();
    expect(api.calls('GET', '/api/store/products').at(-1)!.search.get('page')).toBe('2');
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(false);
  });

  it('shows the empty state texts when no product matches', async () => {
    catalogue(() => ({ items: [], total: 0, totalCapped: false, page: 1, pageSize: 24 }));
    renderApp('/products?search=unicorn');
    expect(await screen.findByText('No products found matching your criteria.')).toBeTruthy();
    expect(screen.getByText('Try adjusting your search or category filter.')).toBeTruthy();
  });

  it("heads the page with the chosen category's name, and 'Products' for all of them", async () => {
    catalogue(() => ({ items: [card()], total: 1, totalCapped: false, page: 1, pageSize: 24 }));
    renderApp('/products?category=balloons');
    expect(await screen.findByRole('heading', { level: 1, name: 'Balloons' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'All Categories' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeTruthy();
  });

  it('offers the last page, not "Page 99 of 6", for an address past the end', async () => {
    const api = catalogue((search) => {
      const page = Number(search.get('page') ?? 1);
      return { items: page <= 6 ? [card()] : [], total: 135, totalCapped: false, page, pageSize: 24 };
    });
    const { router } = renderApp('/products?search=gold&page=99');
    expect(await screen.findByText('This page is past the end of the results.')).toBeTruthy();
    expect(screen.getByText('The last page is page 6.')).toBeTruthy();
    expect(screen.queryByText('Page 99 of 6')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: 'Go to the last page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=gold&page=6'));
    expect(await screen.findByText('Page 6 of 6')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Gold Foil Number Balloon' })).toBeTruthy();
    expect(api.calls('GET', '/api/store/products').at(-1)!.search.get('page')).toBe('6');
  });

  it("opens the quote dialog from a card's Get Quote without leaving the catalogue", async () => {
    catalogue(() => ({ items: [card()], total: 1, totalCapped: false, page: 1, pageSize: 24 }));
    const { router } = renderApp('/products');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Get Quote for Gold Foil Number Balloon' }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Request Quote' });
    expect(within(dialog).getByText('Gold Foil Number Balloon')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/products');
  });

  it("falls back to the category's stock picture when a product picture fails", async () => {
    catalogue(() => ({ items: [card()], total: 1, totalCapped: false, page: 1, pageSize: 24 }));
    renderApp('/products');
    const picture = await screen.findByRole('img', { name: 'Gold Foil Number Balloon' });
    expect(picture.getAttribute('src')).toBe('/media/products/gold-foil-number-balloon.svg');
    fireEvent.error(picture);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Gold Foil Number Balloon' }).getAttribute('src')).toBe(
        '/images/categories/balloons.svg',
      ),
    );
  });
});
