/**
 * Page metadata (docs/product/storefront-and-sign-in.md, page heads): one preset per kind of public page. The server writes
 * it into the HTML head of each request and the browser keeps it current on client navigation, so
 * both read these objects. No zod here: the public bundle imports this file.
 */
import type { ProductCategoryId } from '../catalog/categories.ts';

export interface PageMeta {
  title: string;
  description: string;
  keywords: string[];
  /** Path (with query when it names a distinct page); made absolute with PUBLIC_URL when rendered. */
  canonical: string;
  /** Share image path or absolute URL. */
  image: string;
  /** 'noindex' for pages search engines should not list (unknown products). */
  robots?: string;
  /** Structured data objects, each written as one application/ld+json block. */
  jsonLd?: Record<string, unknown>[];
}

export const siteName = 'Party Central';

/**
 * Link-preview pictures: 1200×630 PNG files committed under apps/web/public/images/share and made by
 * apps/web/scripts/generate-share-images.ts. Facebook, X and LinkedIn show no SVG, so the category
 * and product SVG pictures are never share images.
 */
export const shareImageFolder = '/images/share/';
/** What the head declares of a share image (og:image:type, og:image:width, og:image:height). */
export const shareImageFormat = { type: 'image/png', width: 1200, height: 630 } as const;
/** The brand picture: home, the catalogue, FAQ, login and content pages. */
export const defaultShareImage = `${shareImageFolder}party-central.png`;

/** One of the share images above, whose format the head can declare (a product's own picture is not). */
export const isShareImage = (image: string) => image.startsWith(shareImageFolder);

/** The share picture of a catalogue category (one per catalogue category). */
export function categoryShareImage(category: ProductCategoryId): string {
  return `${shareImageFolder}${category}.png`;
}

export const presetNames = [
  'home',
  'products',
  'balloons',
  'decorations',
  'tableware',
  'faq',
  'login',
  'product',
] as const;
export type PresetName = (typeof presetNames)[number];

export const seoPresets: Record<PresetName, PageMeta> = {
  home: {
    title: 'Party Central | Party Supplies Australia – Balloons, Decorations & Tableware',
    description:
      'Australia-wide party supplies with wholesale pricing: balloons, decorations, tableware, party essentials and cake supplies. Browse free and request a quote in minutes.',
    keywords: [
      'party supplies',
      'party supplies Australia',
      'wholesale party supplies',
      'balloons',
      'party decorations',
      'tableware',
    ],
    canonical: '/',
    image: defaultShareImage,
  },
  products: {
    title: 'Shop Party Supplies | Party Central',
    description:
      'Browse balloons, decorations, party essentials, tableware and cake supplies with bulk pricing and delivery across Australia. Request a quote on any product.',
    keywords: ['buy party supplies', 'bulk party supplies', 'party products', 'event supplies Australia'],
    canonical: '/products',
    image: defaultShareImage,
  },
  balloons: {
    title: 'Balloons – Latex, Foil & Number Balloons | Party Central',
    description:
      'Latex, foil, number and letter balloons, garlands and helium accessories in bulk, delivered Australia-wide. Wholesale pricing for events and party businesses.',
    keywords: [
      'balloons',
      'foil balloons',
      'number balloons',
      'balloon garland',
      'helium balloons Australia',
    ],
    canonical: '/products?category=balloons',
    image: categoryShareImage('balloons'),
  },
  decorations: {
    title: 'Party Decorations – Banners, Backdrops & Bunting | Party Central',
    description:
      'Banners, bunting, streamers, backdrops, lanterns and table centrepieces for birthdays, weddings and corporate events, with bulk pricing and Australia-wide delivery.',
    keywords: ['party decorations', 'banners', 'bunting', 'backdrops', 'event decorations Australia'],
    canonical: '/products?category=decorations',
    image: categoryShareImage('decorations'),
  },
  tableware: {
    title: 'Party Tableware – Plates, Cups & Napkins | Party Central',
    description:
      'Party plates, cups, napkins, cutlery, tablecloths and serving ware in bulk for events of every size, delivered Australia-wide at wholesale prices.',
    keywords: ['party tableware', 'party plates', 'paper cups', 'napkins', 'disposable tableware Australia'],
    canonical: '/products?category=tableware',
    image: categoryShareImage('tableware'),
  },
  faq: {
    title: 'Frequently Asked Questions | Party Central',
    description:
      'Answers about ordering party supplies, quotes, bulk pricing, delivery times across Australia, returns and business partner accounts at Party Central.',
    keywords: ['party supplies FAQ', 'delivery questions', 'bulk order help', 'party central help'],
    canonical: '/faq',
    image: defaultShareImage,
  },
  login: {
    title: 'Business Login | Party Central',
    description:
      'Sign in to your Party Central partner account to order party supplies at wholesale prices, track orders and manage quotes, or create a free business account.',
    keywords: ['party central login', 'partner account', 'wholesale account'],
    canonical: '/login',
    image: defaultShareImage,
  },
  product: {
    title: 'Party Supplies Product | Party Central',
    description:
      'Party supplies with bulk pricing and Australia-wide delivery from Party Central. Request a quote for any quantity.',
    keywords: ['party supplies', 'buy party supplies', 'bulk pricing'],
    canonical: '/products',
    image: defaultShareImage,
  },
};

/** What a caller may change on a preset (title, canonical and share image). */
export interface PresetOverrides {
  title?: string;
  canonical?: string;
  image?: string;
}

/** A preset with the caller's overrides; the preset itself is never changed. */
export function pageMeta(name: PresetName, overrides: PresetOverrides = {}): PageMeta {
  const preset = seoPresets[name];
  return {
    ...preset,
    keywords: [...preset.keywords],
    ...(overrides.title ? { title: overrides.title } : {}),
    ...(overrides.canonical ? { canonical: overrides.canonical } : {}),
    ...(overrides.image ? { image: overrides.image } : {}),
  };
}
