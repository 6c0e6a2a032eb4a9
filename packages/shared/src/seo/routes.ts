import { categoryImagePath, categoryLabel, productCategoryIds } from '../catalog/categories.ts';
import {
  categoryShareImage,
  type PageMeta,
  type PresetName,
  pageMeta,
  seoPresets,
  siteName,
} from './presets.ts';
import {
  articleJsonLd,
  breadcrumbJsonLd,
  faqPageJsonLd,
  localBusinessJsonLd,
  organizationJsonLd,
  type ProductForPage,
  productJsonLd,
  type ServedCity,
} from './structured-data.ts';

/**
 * Metadata of the public pages that have no preset of their own. Content engineers add a page
 * here (path, title, description, keywords); the server head, the sitemap and the browser's
 * title updates all follow.
 */
export interface ContentPage {
  path: string;
  title: string;
  description: string;
  keywords: string[];
  /** Breadcrumb label; defaults to the title before its first '|'. */
  label?: string;
  /** Listed in the sitemap (default true). */
  inSitemap?: boolean;
  robots?: string;
  /** A guide: its headline (the page's h1), for Article structured data. */
  article?: { headline: string };
  /** A city page: the city served, for LocalBusiness (Store) structured data. */
  city?: ServedCity;
}

/** The five city pages, as their content (apps/web/src/areas/store/content/locations.ts) describes them. */
const cities: ServedCity[] = [
  { name: 'Sydney', state: 'NSW', warehouseSuburb: 'Lidcombe', warehouseHours: 'Mo-Fr 09:00-17:00' },
  { name: 'Melbourne', state: 'VIC', warehouseSuburb: 'Braeside', warehouseHours: 'Mo-Fr 09:00-17:00' },
  { name: 'Brisbane', state: 'QLD' },
  { name: 'Perth', state: 'WA' },
  { name: 'Adelaide', state: 'SA' },
];

export const contentPages: ContentPage[] = [
  {
    path: '/delivery',
    title: 'Delivery Information – Australia-wide Party Supplies Delivery | Party Central',
    description:
      'Delivery areas, times and costs for party supplies across Australia: metro and regional delivery, express options, bulk and business orders from Party Central.',
    keywords: ['party supplies delivery', 'delivery Australia', 'shipping times', 'express delivery'],
    label: 'Delivery Information',
  },
  {
    path: '/guides',
    title: 'Party Planning Guides | Party Central',
    description:
      'Practical guides for planning birthday parties, decorating with balloons and keeping your party on budget, from the Party Central team.',
    keywords: ['party planning guides', 'party ideas', 'party tips'],
    label: 'Guides',
  },
  {
    path: '/guides/birthday-party-planning',
    title: 'Birthday Party Planning Guide – Checklist & Timeline | Party Central',
    description:
      'Plan a birthday party step by step: guest list, theme, timeline, decorations, food and tableware quantities, with a printable checklist.',
    keywords: ['birthday party planning', 'birthday checklist', 'kids birthday party ideas'],
    label: 'Birthday Party Planning',
    article: { headline: 'Birthday Party Planning Guide' },
  },
  {
    path: '/guides/balloon-decorations',
    title: 'Balloon Decorations Guide – Garlands, Arches & Bouquets | Party Central',
    description:
      'How to build balloon garlands, arches and bouquets: how many balloons you need, helium or air, colour palettes and set-up tips.',
    keywords: ['balloon decorations', 'balloon garland', 'balloon arch', 'how many balloons'],
    label: 'Balloon Decorations',
    article: { headline: 'Balloon Decorations Guide' },
  },
  {
    path: '/guides/party-budget-tips',
    title: 'Party Budget Tips – Save on Party Supplies | Party Central',
    description:
      'Keep your party on budget: buying in bulk, reusable decorations, planning quantities per guest and timing your order to avoid express delivery.',
    keywords: ['party budget', 'cheap party ideas', 'save on party supplies', 'bulk buying'],
    label: 'Party Budget Tips',
    article: { headline: 'Party Budget Tips' },
  },
  ...cities.map(
    (city): ContentPage => ({
      path: `/locations/${city.name.toLowerCase()}`,
      title: `Party Supplies ${city.name} – Delivery Across ${city.name} | Party Central`,
      description: `Party supplies delivered across ${city.name}: balloons, decorations, tableware and party essentials with wholesale pricing for ${city.name} events and businesses.`,
      keywords: [
        `party supplies ${city.name}`,
        `balloons ${city.name}`,
        `party decorations ${city.name}`,
        'party delivery',
      ],
      label: `Party Supplies in ${city.name}`,
      city,
    }),
  ),
  {
    path: '/login/associate',
    title: 'Staff Login | Party Central',
    description:
      'Sign in to the Party Central associate portal to manage quotes, orders, inventory and support.',
    keywords: ['party central staff login'],
    inSitemap: false,
  },
  {
    path: '/login/vendor',
    title: 'Supplier Login | Party Central',
    description:
      'Sign in to the Party Central vendor portal to manage purchase orders, shipments and payments.',
    keywords: ['party central supplier login'],
    inSitemap: false,
  },
  {
    path: '/seo-dashboard',
    title: 'SEO Dashboard | Party Central',
    description:
      'Search-engine health of the Party Central public pages: metadata, share tags and structured data.',
    keywords: ['seo dashboard'],
    inSitemap: false,
    robots: 'noindex',
  },
  {
    path: '/security-dashboard',
    title: 'Security Dashboard | Party Central',
    description:
      'Live security checks of the Party Central server: headers, cookies, content policy and HTTPS.',
    keywords: ['security dashboard'],
    inSitemap: false,
    robots: 'noindex',
  },
];

/** Categories with a preset of their own; the other categories get the products preset, retitled. */
const categoryPresets: Partial<Record<string, PresetName>> = {
  balloons: 'balloons',
  decorations: 'decorations',
  tableware: 'tableware',
};

/** The public pages a search engine should list, but for the category listings and the products. */
export function sitemapPagePaths(): string[] {
  return [
    '/',
    '/products',
    '/faq',
    ...contentPages.filter((p) => p.inSitemap !== false).map((p) => p.path),
    '/login',
  ];
}

/** Each category's listing, as its canonical address. */
export function sitemapCategoryPaths(): string[] {
  return productCategoryIds.map((id) => `/products?category=${id}`);
}

/** Every public page address a search engine should list (products come from the database). */
export function sitemapPaths(): string[] {
  return [...sitemapPagePaths(), ...sitemapCategoryPaths()];
}

function withCrumbs(meta: PageMeta, origin: string, trail: { name: string; path: string }[]): PageMeta {
  return { ...meta, jsonLd: [...(meta.jsonLd ?? []), breadcrumbJsonLd(origin, trail)] };
}

const labelOf = (title: string) => title.split('|')[0]?.split(' – ')[0]?.trim() ?? title;

/**
 * The metadata of a public page, or null when the path is not a public page (portals, unknown
 * paths, product pages: those need the product, see productPageMeta).
 */
export function resolvePageMeta(pathname: string, search: string, origin: string): PageMeta | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/') return { ...pageMeta('home'), jsonLd: organizationJsonLd(origin) };
  if (path === '/products') {
    const category = new URLSearchParams(search).get('category');
    if (!category || category === 'all' || !productCategoryIds.includes(category as never))
      return withCrumbs(pageMeta('products'), origin, [{ name: 'Products', path: '/products' }]);
    const canonical = `/products?category=${category}`;
    const label = categoryLabel(category);
    const preset = categoryPresets[category];
    const meta = preset
      ? pageMeta(preset)
      : {
          ...pageMeta('products', {
            title: `${label} | ${siteName}`,
            canonical,
            image: categoryShareImage(category as never),
          }),
          description: `${label}: ${seoPresets.products.description}`,
        };
    return withCrumbs(meta, origin, [
      { name: 'Products', path: '/products' },
      { name: label, path: canonical },
    ]);
  }
  if (path === '/faq') return faqPageMeta([], origin);
  if (path === '/login')
    return withCrumbs(pageMeta('login'), origin, [{ name: 'Business Login', path: '/login' }]);
  const page = contentPages.find((p) => p.path === path);
  if (!page) return null;
  const meta: PageMeta = {
    ...pageMeta('home', { title: page.title, canonical: page.path }),
    description: page.description,
    keywords: page.keywords,
    ...(page.robots ? { robots: page.robots } : {}),
    jsonLd: contentJsonLd(page, origin),
  };
  const parents = page.path.startsWith('/guides/')
    ? [{ name: 'Guides', path: '/guides' }]
    : page.path.startsWith('/locations/')
      ? [{ name: 'Delivery Information', path: '/delivery' }]
      : [];
  return withCrumbs(meta, origin, [...parents, { name: page.label ?? labelOf(page.title), path: page.path }]);
}

/** A content page's own structured data: Article for a guide, Store for a city page. */
function contentJsonLd(page: ContentPage, origin: string): Record<string, unknown>[] {
  const image = seoPresets.home.image;
  if (page.article)
    return [
      articleJsonLd(origin, { ...page.article, description: page.description, path: page.path, image }),
    ];
  if (page.city) return [localBusinessJsonLd(origin, { ...page, image }, page.city)];
  return [];
}

/**
 * /faq's metadata with the questions it shows (those of its address's filter), so search engines
 * read them as FAQPage data; no FAQPage when none match.
 */
export function faqPageMeta(faqs: { question: string; answer: string }[], origin: string): PageMeta {
  const jsonLd = faqs.length > 0 ? [faqPageJsonLd(origin, '/faq', faqs)] : [];
  return withCrumbs({ ...pageMeta('faq'), jsonLd }, origin, [{ name: 'FAQ', path: '/faq' }]);
}

/** Picture files link previews show (Facebook, X and LinkedIn show no SVG). */
const rasterPicture = /\.(png|jpe?g|webp|gif)(?:[?#]|$)/i;

/**
 * A product's share image: its own picture when link previews can show it, else its category's
 * share image (the seeded product pictures are SVG).
 */
export function productShareImage(product: Pick<ProductForPage, 'imageUrl' | 'category'>): string {
  return product.imageUrl && rasterPicture.test(product.imageUrl)
    ? product.imageUrl
    : categoryShareImage(product.category as never);
}

/**
 * A product page's metadata: the product preset, retitled and re-imaged from the product. The
 * structured data names the product's own picture, whatever its format (search engines read SVG).
 */
export function productPageMeta(product: ProductForPage, origin: string): PageMeta {
  const picture = product.imageUrl ?? categoryImagePath(product.category as never);
  const base = pageMeta('product', {
    title: `${product.name} | ${siteName}`,
    canonical: `/product/${product.slug}`,
    image: productShareImage(product),
  });
  const summary = product.description?.trim();
  return withCrumbs(
    {
      ...base,
      description: summary ? truncate(summary, 160) : base.description,
      keywords: [product.name, categoryLabel(product.category), ...base.keywords],
      jsonLd: [productJsonLd(origin, product, picture)],
    },
    origin,
    [
      { name: categoryLabel(product.category), path: `/products?category=${product.category}` },
      { name: product.name, path: `/product/${product.slug}` },
    ],
  );
}

/** The head of an unknown product address: the page still loads, search engines drop it. */
export function productNotFoundMeta(): PageMeta {
  return { ...pageMeta('product', { title: `Product not found | ${siteName}` }), robots: 'noindex' };
}

/** The head of an address no page of the app answers (docs/product/storefront-and-sign-in.md, anything else): search engines drop it. */
export function pageNotFoundMeta(): PageMeta {
  return { ...pageMeta('home', { title: `Page not found | ${siteName}` }), robots: 'noindex' };
}

function truncate(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}
