import {
  CATALOG_PAGE_SIZE,
  type CatalogFilters,
  catalogFiltersFrom,
  catalogQueryKeys,
  categoryImagePath,
  type DehydratedQueries,
  dehydrateQueries,
  FIRST_SCREEN_DATA_ID,
  type FirstScreenResult,
  faqFilterFrom,
  faqPageMeta,
  featuredProductsSchema,
  type ProductCategoryId,
  type ProductDetail,
  pageNotFoundMeta,
  productDetailSchema,
  productListQuerySchema,
  productListSchema,
  productNotFoundMeta,
  productPageMeta,
  publicFaqListSchema,
  publicFaqQuerySchema,
  publicFaqsQueryKey,
  resolvePageMeta,
} from '@party/shared';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { getProduct } from '../catalog/get-product.ts';
import { listFeaturedProducts } from '../catalog/list-featured-products.ts';
import { listProducts } from '../catalog/list-products.ts';
import { listPublicFaqs } from '../faqs/list-public-faqs.ts';
import { escapeHtml, jsonForScript, renderHeadTags } from './render-head.ts';

export interface PageHead {
  status: number;
  tags: string;
  /** The first screen's queries as the head carries them, for the server's render of the page. */
  firstScreen: DehydratedQueries | null;
}

interface FirstScreen {
  queries: FirstScreenResult[];
  /** The picture the first paint waits for (Largest Contentful Paint), fetched before any script. */
  lcpImage?: string;
}

/**
 * The head of a public page for the HTML the server sends, so search engines and link previews
 * read it without running JavaScript, and the first screen's data (catalogue, /faq's FAQs: the same
 * answers the API gives, under the browser's query keys) so the first paint waits for no API round trip.
 * Null for paths that are not public pages (portals, unknown paths: see pageNotFoundHead). An
 * unknown product slug still loads the app, with 404.
 */
export async function resolvePageHead(db: Db, publicUrl: string, url: string): Promise<PageHead | null> {
  const parsed = new URL(url, 'http://local');
  const origin = new URL(publicUrl).origin;
  const productSlug = /^\/product\/([^/]+)\/?$/.exec(parsed.pathname)?.[1];
  if (productSlug !== undefined) {
    const slug = safeDecode(productSlug);
    const product = slug ? await findProduct(db, slug) : null;
    if (!product) {
      // The page shows its not-found state from the HTML, as the API's 404 would make it.
      const notFound: FirstScreen | null = slug
        ? { queries: [{ queryKey: catalogQueryKeys.product(slug), error: productNotFoundError }] }
        : null;
      return pageHead(404, renderHeadTags(productNotFoundMeta(), publicUrl), notFound);
    }
    const meta = productPageMeta({ ...product, price: product.price.toFixed(2) }, origin);
    const firstScreen: FirstScreen = {
      queries: [{ queryKey: catalogQueryKeys.product(product.slug), data: product }],
      lcpImage: pictureOf(product),
    };
    return pageHead(200, renderHeadTags(meta, publicUrl), firstScreen);
  }
  if (/^\/faq\/?$/.test(parsed.pathname)) return faqPageHead(db, publicUrl, parsed);
  const meta = resolvePageMeta(parsed.pathname, parsed.search, origin);
  if (!meta) return null;
  const firstScreen = await loadFirstScreen(db, parsed);
  return pageHead(200, renderHeadTags(meta, publicUrl), firstScreen);
}

/** The head of an address no page of the app answers: 404, a title that says so, and noindex. */
export function pageNotFoundHead(publicUrl: string): PageHead {
  return pageHead(404, renderHeadTags(pageNotFoundMeta(), publicUrl), null);
}

/**
 * /faq with the FAQs of its address's filter, as the page asks the API for them, and those questions
 * as FAQPage structured data. A search the API would refuse (over 200 characters) is left to the page.
 */
async function faqPageHead(db: Db, publicUrl: string, url: URL): Promise<PageHead> {
  const origin = new URL(publicUrl).origin;
  const filter = faqFilterFrom(url.searchParams);
  const query = publicFaqQuerySchema.safeParse(filter);
  if (!query.success) return pageHead(200, renderHeadTags(faqPageMeta([], origin), publicUrl), null);
  const list = publicFaqListSchema.parse(await listPublicFaqs(db, query.data));
  const firstScreen: FirstScreen = { queries: [{ queryKey: publicFaqsQueryKey(filter), data: list }] };
  return pageHead(200, renderHeadTags(faqPageMeta(list.items, origin), publicUrl), firstScreen);
}

/** The API's answer for an unknown product (GET /api/store/products/{slug}). */
const productMissing = notFound('Product');
const productNotFoundError = {
  status: productMissing.status,
  code: productMissing.code,
  message: productMissing.message,
};

function pageHead(status: number, metaTags: string, firstScreen: FirstScreen | null): PageHead {
  const state = firstScreen ? dehydrateQueries(firstScreen.queries, Date.now()) : null;
  return { status, tags: `${metaTags}${firstScreenTags(firstScreen, state)}`, firstScreen: state };
}

async function findProduct(db: Db, slug: string): Promise<ProductDetail | null> {
  try {
    return productDetailSchema.parse(await getProduct(db, slug));
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/** The catalogue data the home page and /products show before any interaction. */
async function loadFirstScreen(db: Db, url: URL): Promise<FirstScreen | null> {
  if (url.pathname === '/') {
    const featured = featuredProductsSchema.parse(await listFeaturedProducts(db));
    return { queries: [{ queryKey: catalogQueryKeys.featured, data: featured }] };
  }
  if (url.pathname === '/products') {
    const filters: CatalogFilters = catalogFiltersFrom(url.searchParams);
    // Filters the API would refuse (a search text over 100 characters) are left to the page to report.
    const query = productListQuerySchema.safeParse({ ...filters, pageSize: CATALOG_PAGE_SIZE });
    if (!query.success) return null;
    const list = productListSchema.parse(await listProducts(db, query.data));
    const first = list.items[0];
    return {
      queries: [{ queryKey: catalogQueryKeys.list(filters), data: list }],
      lcpImage: first ? pictureOf(first) : undefined,
    };
  }
  return null;
}

const pictureOf = (product: { imageUrl: string | null; category: ProductCategoryId }) =>
  product.imageUrl ?? categoryImagePath(product.category);

function firstScreenTags(firstScreen: FirstScreen | null, state: DehydratedQueries | null): string {
  if (!firstScreen || !state) return '';
  const tags = [
    firstScreen.lcpImage
      ? `<link rel="preload" as="image" href="${escapeHtml(firstScreen.lcpImage)}" fetchpriority="high" />`
      : '',
    `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${jsonForScript(state)}</script>`,
  ];
  return tags
    .filter(Boolean)
    .map((tag) => `\n    ${tag}`)
    .join('');
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
