import { productCategoryIds } from './categories.ts';

/**
 * The catalogue counts matches exactly up to this many past the page's first row; beyond it the
 * count stops (a broad search would otherwise read the whole table for a number) and the page says
 * 'Over 1,000 products'. Kept in this zod-free module so the catalogue page does not load schemas.
 */
export const CATALOG_COUNT_CAP = 1000;

/** The catalogue's filters as the URL carries them (?search=&category=&page=, and in the partner shop &theme=&minPrice=&maxPrice=). */
export interface CatalogFilters {
  search: string;
  category: string;
  page: number;
  theme?: string;
  minPrice?: number;
  maxPrice?: number;
}

/**
 * The browser's query keys for the public catalogue (named public-products).
 * The server writes the first screen's data under the same keys, so the page finds it and does not
 * fetch it again.
 */
export const catalogQueryKeys = {
  all: ['public-products'] as const,
  list: (filters: CatalogFilters) => ['public-products', 'list', filters] as const,
  featured: ['public-products', 'featured'] as const,
  product: (slug: string) => ['public-products', 'product', slug] as const,
  productById: (id: string) => ['public-products', 'by-id', id] as const,
  categories: ['public-products', 'categories'] as const,
};

/** /products filters from its URL: an unknown category is 'all', a bad page number is 1. */
export function catalogFiltersFrom(params: URLSearchParams): CatalogFilters {
  const category = params.get('category');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    search: (params.get('search') ?? '').trim(),
    category: category && (productCategoryIds as readonly string[]).includes(category) ? category : 'all',
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

/** The id of the <script type="application/json"> that carries the first screen's data. */
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';

/** An API refusal the first screen shows as it is (an unknown product's 404), as the API body carries it. */
export interface FirstScreenError {
  status: number;
  code: string;
  message: string;
}

/** One query of the first screen: the API's answer, or its refusal. */
export type FirstScreenResult =
  | { queryKey: readonly unknown[]; data: unknown }
  | { queryKey: readonly unknown[]; error: FirstScreenError };

/** One query's result as TanStack Query's dehydrate() writes it (the fields hydrate() reads). */
export interface DehydratedQuery {
  queryKey: readonly unknown[];
  queryHash: string;
  dehydratedAt: number;
  state: {
    data: unknown;
    dataUpdateCount: number;
    dataUpdatedAt: number;
    error: FirstScreenError | null;
    errorUpdateCount: number;
    errorUpdatedAt: number;
    fetchFailureCount: number;
    fetchFailureReason: null;
    fetchMeta: null;
    isInvalidated: boolean;
    status: 'success' | 'error';
    fetchStatus: 'idle';
  };
}
export interface DehydratedQueries {
  mutations: [];
  queries: DehydratedQuery[];
}

/** TanStack Query's hashKey: JSON with every plain object's keys sorted. */
export function hashQueryKey(queryKey: readonly unknown[]): string {
  return JSON.stringify(queryKey, (_, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
}

/** Query results in the shape hydrate() takes, as if each had just been fetched (or refused) at `at`. */
export function dehydrateQueries(results: FirstScreenResult[], at: number): DehydratedQueries {
  return {
    mutations: [],
    queries: results.map((result) => {
      const failed = 'error' in result;
      return {
        queryKey: result.queryKey,
        queryHash: hashQueryKey(result.queryKey),
        dehydratedAt: at,
        state: {
          data: failed ? undefined : result.data,
          dataUpdateCount: failed ? 0 : 1,
          dataUpdatedAt: failed ? 0 : at,
          error: failed ? result.error : null,
          errorUpdateCount: failed ? 1 : 0,
          errorUpdatedAt: failed ? at : 0,
          fetchFailureCount: 0,
          fetchFailureReason: null,
          fetchMeta: null,
          isInvalidated: false,
          status: failed ? 'error' : 'success',
          fetchStatus: 'idle',
        },
      };
    }),
  };
}
