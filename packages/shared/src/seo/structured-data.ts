import { siteName } from './presets.ts';

/** Absolute URL of a path on the site (schema.org wants absolute addresses). */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return `${origin.replace(/\/$/, '')}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** Home: who we are and the site search, so results can show a search box. */
export function organizationJsonLd(origin: string): Record<string, unknown>[] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: siteName,
      url: absoluteUrl(origin, '/'),
      logo: absoluteUrl(origin, '/favicon.svg'),
      areaServed: 'AU',
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: siteName,
      url: absoluteUrl(origin, '/'),
      potentialAction: {
        '@type': 'SearchAction',
        target: `${absoluteUrl(origin, '/products')}?search={search_term_string}`,
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}

/** The trail from home to a page; every public page but home carries one. */
export function breadcrumbJsonLd(origin: string, trail: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Home', path: '/' }, ...trail].map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(origin, item.path),
    })),
  };
}

export interface ProductForPage {
  name: string;
  slug: string;
  description: string | null;
  /** Dollars as the database gives them ('12.50'). */
  price: string;
  imageUrl: string | null;
  category: string;
  inStock: boolean;
}

export function productJsonLd(origin: string, product: ProductForPage, image: string) {
  const url = absoluteUrl(origin, `/product/${product.slug}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: [absoluteUrl(origin, image)],
    description: product.description ?? product.name,
    sku: product.slug,
    category: product.category,
    url,
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'AUD',
      price: Number(product.price).toFixed(2),
      availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
}
