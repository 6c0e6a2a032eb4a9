import { describe, expect, it } from 'vitest';
import { applyPageMeta, metaForLocation, pageMeta, productPageMeta } from './seo';

const origin = window.location.origin;
const head = (selector: string, attr = 'content') =>
  document.head.querySelector(selector)?.getAttribute(attr);

describe('page metadata in the live head', () => {
  it('writes title, description, canonical, share tags and structured data, replacing the previous page', () => {
    applyPageMeta({ ...pageMeta('home'), jsonLd: [{ '@type': 'Organization' }, { '@type': 'WebSite' }] });
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(2);

    const faq = metaForLocation('/faq', '');
    expect(faq).not.toBeNull();
    if (faq) applyPageMeta(faq);
    expect(document.title).toBe('Frequently Asked Questions | Party Central');
    expect(head('meta[name="description"]')).toBe(faq?.description);
    expect(head('link[rel="canonical"]', 'href')).toBe(`${window.location.origin}/faq`);
    expect(head('meta[property="og:title"]')).toBe('Frequently Asked Questions | Party Central');
    expect(head('meta[property="og:image"]')).toBe(
      `${window.location.origin}/images/share/party-central.png`,
    );
    expect(head('meta[name="twitter:image"]')).toBe(
      `${window.location.origin}/images/share/party-central.png`,
    );
    expect(head('meta[property="og:image:type"]')).toBe('image/png');
    expect(head('meta[property="og:image:width"]')).toBe('1200');
    expect(head('meta[property="og:image:height"]')).toBe('630');
    const blocks = [...document.head.querySelectorAll('script[type="application/ld+json"]')];
    expect(blocks.map((b) => JSON.parse(b.textContent ?? '{}')['@type'])).toEqual(['BreadcrumbList']);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it("shares a product's raster picture without the previous page's image size", () => {
    const product = {
      name: 'Paper Lanterns',
      slug: 'paper-lanterns',
      description: null,
      price: '8.00',
      category: 'decorations',
      stockStatus: 'In Stock' as const,
    };
    applyPageMeta(productPageMeta({ ...product, imageUrl: '/media/products/paper-lanterns.svg' }, origin));
    expect(head('meta[property="og:image"]')).toBe(`${origin}/images/share/decorations.png`);
    expect(head('meta[property="og:image:width"]')).toBe('1200');

    applyPageMeta(productPageMeta({ ...product, imageUrl: '/media/products/paper-lanterns.jpg' }, origin));
    expect(head('meta[property="og:image"]')).toBe(`${origin}/media/products/paper-lanterns.jpg`);
    expect(document.head.querySelector('meta[property="og:image:width"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:image:type"]')).toBeNull();
  });

  it('uses the category preset for a category and the generic product head for a product address', () => {
    expect(metaForLocation('/products', '?category=tableware')?.title).toBe(pageMeta('tableware').title);
    expect(metaForLocation('/product/foil-star', '')).toMatchObject({ canonical: '/product/foil-star' });
    expect(metaForLocation('/partner/orders', '')).toBeNull();
  });
});
