import '@/test/setup-dom';
import type { ProductDetail } from '@party/shared';
import { render, screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProductFacts } from './product-facts';

const userEvent = userEventLib.setup({ delay: null });

function product(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: crypto.randomUUID(),
    name: 'Helium Tank',
    slug: 'helium-tank',
    description: 'Fills about 50 balloons.',
    price: 59,
    category: 'balloons',
    imageUrl: '/media/products/helium-tank.svg',
    images: ['/media/products/helium-tank.svg'],
    features: ['Disposable', 'Fills about 50 balloons'],
    themes: [],
    stockQuantity: 8,
    stockStatus: 'Low Stock',
    related: [],
    sku: 'PC-000007',
    packSize: 1,
    minOrderQty: 1,
    listPrice: 59,
    priceTable: [{ minQuantity: 1, maxQuantity: null, price: 59 }],
    ...overrides,
  };
}

function inOrder(...nodes: Node[]): boolean {
  return nodes.every(
    (node, i) =>
      i === 0 || Boolean(nodes[i - 1]!.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING),
  );
}

describe('ProductFacts', () => {
  it('shows the badges, name, price, description and features, with the slots in their places', () => {
    render(
      <ProductFacts product={product()} rating={<p>4.5 (2 reviews)</p>}>
        <p>8 in stock</p>
      </ProductFacts>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Helium Tank' })).toBeTruthy();
    expect(screen.getByText('Balloons')).toBeTruthy();
    expect(screen.getByText('Low Stock')).toBeTruthy();
    expect(screen.getByText('$59.00')).toBeTruthy();
    expect(screen.getByText('Fills about 50 balloons.')).toBeTruthy();
    const features = screen.getByRole('region', { name: 'Features' });
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Disposable', 'Fills about 50 balloons']);
    // The rating stands under the name and the screen's own part ends the column.
    const [name, rating, price, stock] = ['Helium Tank', '4.5 (2 reviews)', '$59.00', '8 in stock'].map(
      (text) => screen.getByText(text),
    );
    expect(inOrder(name!, rating!, price!, stock!)).toBe(true);
    expect(screen.getByRole('img', { name: 'Helium Tank' }).getAttribute('src')).toBe(
      '/media/products/helium-tank.svg',
    );
    expect(screen.queryByRole('button', { name: /Show picture/ })).toBeNull();
  });

  it('leaves out an empty description and features list', () => {
    render(
      <ProductFacts product={product({ description: null, features: [] })}>
        <p>8 in stock</p>
      </ProductFacts>,
    );
    expect(screen.queryByRole('region', { name: 'Features' })).toBeNull();
    expect(screen.queryByText('Fills about 50 balloons.')).toBeNull();
  });

  it('switches the main picture with its thumbnails when there are several', async () => {
    render(
      <ProductFacts product={product({ images: ['/a.svg', '/b.svg'] })}>
        <p>8 in stock</p>
      </ProductFacts>,
    );
    const second = screen.getByRole('button', { name: 'Show picture 2 of 2' });
    expect(screen.getByRole('button', { name: 'Show picture 1 of 2' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await userEvent.click(second);
    expect(second.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('img', { name: 'Helium Tank' }).getAttribute('src')).toBe('/b.svg');
  });
});
