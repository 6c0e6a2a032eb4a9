import { describe, expect, it } from 'vitest';
import type { StockStatus } from '../catalog/contract.ts';
import { pageMeta, seoPresets } from './presets.ts';
import { faqPageMeta, productPageMeta, resolvePageMeta, sitemapPaths } from './routes.ts';
import { initialSearchHealthScore, readHeadFacts, scoreSearchHealth } from './search-health.ts';

const origin = 'https://shop.example.com.au';

describe('page metadata presets', () => {
  it('has every public page preset with title, description, keywords, canonical and share image', () => {
    expect(Object.keys(seoPresets).sort()).toEqual(
      ['balloons', 'decorations', 'faq', 'home', 'login', 'product', 'products', 'tableware'].sort(),
    );
    for (const [name, meta] of Object.entries(seoPresets)) {
      expect(meta.title, name).not.toBe('');
      expect(meta.description.length, name).toBeGreaterThan(50);
      expect(meta.keywords.length, name).toBeGreaterThan(0);
      expect(meta.canonical, name).toMatch(/^\//);
      expect(meta.image, name).toMatch(/^\//);
    }
  });

  it('lets a caller override title, canonical and share image without changing the preset', () => {
    const meta = pageMeta('faq', { title: 'Delivery FAQ', canonical: '/faq#delivery', image: '/x.png' });
    expect(meta).toMatchObject({ title: 'Delivery FAQ', canonical: '/faq#delivery', image: '/x.png' });
    expect(meta.description).toBe(seoPresets.faq.description);
    expect(seoPresets.faq.title).toBe('Frequently Asked Questions | Party Central');
  });

  it('resolves every public path, the category query included, and nothing else', () => {
    expect(resolvePageMeta('/products', '?category=balloons', origin)?.title).toBe(seoPresets.balloons.title);
    expect(resolvePageMeta('/products', '?category=cake-supplies', origin)?.title).toBe(
      'Cake Supplies | Party Central',
    );
    expect(resolvePageMeta('/products', '?search=x', origin)?.canonical).toBe('/products');
    expect(resolvePageMeta('/', '', origin)?.jsonLd?.map((d) => d['@type'])).toEqual([
      'Organization',
      'WebSite',
    ]);
    for (const path of sitemapPaths()) {
      const [pathname, search = ''] = path.split('?');
      expect(resolvePageMeta(pathname ?? '', search ? `?${search}` : '', origin), path).not.toBeNull();
    }
    expect(resolvePageMeta('/partner/orders', '', origin)).toBeNull();
    expect(resolvePageMeta('/nowhere', '', origin)).toBeNull();
  });

  it('builds a product page from the product: title, description, absolute Product data', () => {
    const foilStar = {
      name: 'Foil Star',
      slug: 'foil-star',
      description: 'Shiny',
      price: '3.5',
      imageUrl: null,
      category: 'balloons',
    };
    const meta = productPageMeta({ ...foilStar, stockStatus: 'Out of Stock' }, origin);
    expect(meta.title).toBe('Foil Star | Party Central');
    expect(meta.image).toBe('/images/share/balloons.png');
    expect(meta.jsonLd?.[0]).toMatchObject({
      '@type': 'Product',
      image: [`${origin}/images/categories/balloons.svg`],
      url: `${origin}/product/foil-star`,
      offers: { price: '3.50', priceCurrency: 'AUD', availability: 'https://schema.org/OutOfStock' },
    });
    const availability = (stockStatus: StockStatus) =>
      productPageMeta({ ...foilStar, stockStatus }, origin).jsonLd?.[0]?.offers;
    expect(availability('Low Stock')).toMatchObject({
      availability: 'https://schema.org/LimitedAvailability',
    });
    expect(availability('In Stock')).toMatchObject({ availability: 'https://schema.org/InStock' });
  });

  it('gives a guide Article data by Party Central, and keeps its breadcrumbs', () => {
    const meta = resolvePageMeta('/guides/balloon-decorations', '', origin);
    expect(meta?.jsonLd?.map((d) => d['@type'])).toEqual(['Article', 'BreadcrumbList']);
    expect(meta?.jsonLd?.[0]).toMatchObject({
      headline: 'Balloon Decorations Guide',
      description: meta?.description,
      url: `${origin}/guides/balloon-decorations`,
      author: { '@type': 'Organization', name: 'Party Central' },
      publisher: { '@type': 'Organization', name: 'Party Central', logo: { url: `${origin}/favicon.svg` } },
    });
  });

  it('gives each city page a Store serving the city, with an address only where the site names a warehouse', () => {
    const sydney = resolvePageMeta('/locations/sydney', '', origin)?.jsonLd ?? [];
    expect(sydney.map((d) => d['@type'])).toEqual(['Store', 'BreadcrumbList']);
    expect(sydney[0]).toMatchObject({
      name: 'Party Central',
      url: `${origin}/locations/sydney`,
      areaServed: { '@type': 'City', name: 'Sydney', containedInPlace: { '@type': 'State', name: 'NSW' } },
      address: { addressLocality: 'Lidcombe', addressRegion: 'NSW', addressCountry: 'AU' },
      openingHours: 'Mo-Fr 09:00-17:00',
    });
    const perth = resolvePageMeta('/locations/perth', '', origin)?.jsonLd?.[0];
    expect(perth).toMatchObject({ areaServed: { name: 'Perth', containedInPlace: { name: 'WA' } } });
    expect(perth).not.toHaveProperty('address');
    expect(perth).not.toHaveProperty('openingHours');
  });

  it('lists the questions shown on /faq as FAQPage data, and none when nothing matches', () => {
    const meta = faqPageMeta([{ question: 'Do you sell helium?', answer: 'Yes, in tanks.' }], origin);
    expect(meta.title).toBe(seoPresets.faq.title);
    expect(meta.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        url: `${origin}/faq`,
        mainEntity: [
          {
            '@type': 'Question',
            name: 'Do you sell helium?',
            acceptedAnswer: { '@type': 'Answer', text: 'Yes, in tanks.' },
          },
        ],
      },
      expect.objectContaining({ '@type': 'BreadcrumbList' }),
    ]);
    expect(faqPageMeta([], origin).jsonLd?.map((d) => d['@type'])).toEqual(['BreadcrumbList']);
  });
});

describe('share images (link previews show no SVG)', () => {
  const product = {
    name: 'Foil Star',
    slug: 'foil-star',
    description: null,
    price: '3.50',
    category: 'decorations',
    stockStatus: 'In Stock' as const,
  };

  it('gives every preset and category page a PNG share image', () => {
    for (const [name, meta] of Object.entries(seoPresets))
      expect(meta.image, name).toMatch(/^\/images\/share\/.+\.png$/);
    for (const path of sitemapPaths()) {
      const [pathname = '', search = ''] = path.split('?');
      const meta = resolvePageMeta(pathname, search ? `?${search}` : '', origin);
      expect(meta?.image, path).toMatch(/^\/images\/share\/.+\.png$/);
    }
    expect(resolvePageMeta('/products', '?category=cake-supplies', origin)?.image).toBe(
      '/images/share/cake-supplies.png',
    );
  });

  it("shares a product's own picture only when it is a raster file, else its category's PNG", () => {
    const imageOf = (imageUrl: string | null) => productPageMeta({ ...product, imageUrl }, origin).image;
    expect(imageOf('/media/products/foil-star.svg')).toBe('/images/share/decorations.png');
    expect(imageOf(null)).toBe('/images/share/decorations.png');
    expect(imageOf('/media/products/foil-star.JPG')).toBe('/media/products/foil-star.JPG');
    expect(imageOf('https://cdn.example.com/foil-star.webp?v=2')).toBe(
      'https://cdn.example.com/foil-star.webp?v=2',
    );
    expect(imageOf('/media/products/foil-star.png.svg')).toBe('/images/share/decorations.png');
  });
});

describe('search health score', () => {
  it('starts at 85 and takes 15 per issue from 100, never below 60', () => {
    expect(initialSearchHealthScore).toBe(85);
    expect(scoreSearchHealth({ description: true, ogTitle: true, structuredData: true })).toEqual({
      score: 100,
      issues: [],
      recommendations: [],
    });
    const one = scoreSearchHealth({ description: true, ogTitle: false, structuredData: true });
    expect(one.score).toBe(85);
    expect(one.issues).toEqual(['Missing Open Graph title']);
    expect(one.recommendations).toHaveLength(1);
    expect(scoreSearchHealth({ description: false, ogTitle: false, structuredData: true }).score).toBe(70);
    const all = scoreSearchHealth({ description: false, ogTitle: false, structuredData: false });
    expect(all.score).toBe(60);
    expect(all.issues).toEqual([
      'Missing meta description',
      'Missing Open Graph title',
      'Missing structured data',
    ]);
  });

  it('reads the facts from a head, ignoring empty values', () => {
    const attrs: Record<string, { content?: string; text?: string }> = {
      'meta[name="description"]': { content: '  ' },
      'meta[property="og:title"]': { content: 'Shop' },
      'script[type="application/ld+json"]': { text: '{}' },
    };
    const doc = {
      querySelector: (selector: string) => {
        const found = attrs[selector];
        return found ? { getAttribute: () => found.content ?? null, textContent: found.text ?? null } : null;
      },
    };
    expect(readHeadFacts(doc)).toEqual({ description: false, ogTitle: true, structuredData: true });
  });
});
