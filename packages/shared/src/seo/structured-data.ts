import type { StockStatus } from '../catalog/contract.ts';
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
  /** As the product page shows it: Low Stock is 1 to the product's low-stock level. */
  stockStatus: StockStatus;
}

const availability: Record<StockStatus, string> = {
  'In Stock': 'https://schema.org/InStock',
  'Low Stock': 'https://schema.org/LimitedAvailability',
  'Out of Stock': 'https://schema.org/OutOfStock',
};

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
      availability: availability[product.stockStatus],
    },
  };
}

/** The questions a FAQ page lists, each with its answer (schema.org wants the page's visible text). */
export function faqPageJsonLd(origin: string, path: string, faqs: { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: absoluteUrl(origin, path),
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

const organization = (origin: string) => ({
  '@type': 'Organization',
  name: siteName,
  url: absoluteUrl(origin, '/'),
  logo: { '@type': 'ImageObject', url: absoluteUrl(origin, '/favicon.svg') },
});

/** A guide: written and published by Party Central (the page credits the Party Central team). */
export function articleJsonLd(
  origin: string,
  article: { headline: string; description: string; path: string; image: string },
) {
  const url = absoluteUrl(origin, article.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.headline,
    description: article.description,
    image: [absoluteUrl(origin, article.image)],
    url,
    mainEntityOfPage: url,
    inLanguage: 'en-AU',
    author: organization(origin),
    publisher: organization(origin),
  };
}

/** A city Party Central delivers to, as its landing page describes it. */
export interface ServedCity {
  name: string;
  /** The state's abbreviation, as the page writes it (NSW). */
  state: string;
  /** The suburb of the city's Click & Collect warehouse, where it has one. */
  warehouseSuburb?: string;
  /** The warehouse's opening hours (schema.org openingHours), where it has one. */
  warehouseHours?: string;
}

/**
 * A city landing page: the store serving that city. Only what the page says: the warehouse's
 * suburb and hours where the city has one, never a street address the site does not publish.
 */
export function localBusinessJsonLd(
  origin: string,
  page: { path: string; description: string; image: string },
  city: ServedCity,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Store',
    name: siteName,
    description: page.description,
    url: absoluteUrl(origin, page.path),
    image: absoluteUrl(origin, page.image),
    currenciesAccepted: 'AUD',
    areaServed: {
      '@type': 'City',
      name: city.name,
      containedInPlace: { '@type': 'State', name: city.state },
    },
    ...(city.warehouseSuburb
      ? {
          address: {
            '@type': 'PostalAddress',
            addressLocality: city.warehouseSuburb,
            addressRegion: city.state,
            addressCountry: 'AU',
          },
        }
      : {}),
    ...(city.warehouseHours ? { openingHours: city.warehouseHours } : {}),
    parentOrganization: organization(origin),
  };
}
