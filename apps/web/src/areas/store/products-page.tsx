import { categoryLabel } from '@party/shared/catalog/categories';
import type { ProductList } from '@party/shared/catalog/contract';
import { CATALOG_COUNT_CAP, catalogFiltersFrom } from '@party/shared/catalog/first-screen';
import { countOrOver } from '@party/shared/text/count-or-over';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useInBrowser } from '@/components/client-only';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { SearchBox } from '@/components/search-box';
import { buttonVariants } from '@/components/ui/button';
import { productListQueryOptions } from '@/features/catalog/api';
import { CatalogPagination } from '@/features/catalog/catalog-pagination';
import { CategoryFilter } from '@/features/catalog/category-filter';
import { ProductGridStates } from './product-grid-states';
import { useQuoteDialog } from './use-quote-dialog';

function productCountText({ total, totalCapped }: ProductList): string {
  return countOrOver(
    totalCapped ? CATALOG_COUNT_CAP : total,
    { one: 'product', other: 'products' },
    totalCapped,
  );
}

type CatalogChanges = { search?: string; category?: string; page?: number };

/** The catalogue's address after a change of search, category or page. */
function paramsWith(previous: URLSearchParams, changes: CatalogChanges): URLSearchParams {
  const next = new URLSearchParams(previous);
  const set = (key: string, value: string | undefined, empty: string) =>
    value === undefined || value === empty ? next.delete(key) : next.set(key, value);
  if (changes.search !== undefined) set('search', changes.search, '');
  if (changes.category !== undefined) set('category', changes.category, 'all');
  // A new search or category starts again from its first page.
  set('page', changes.page === undefined ? undefined : String(changes.page), '1');
  return next;
}

/** Pages of the search; a capped total is a lower bound: there is at least one match past it. */
function pageCountOf(data: ProductList | undefined): number {
  if (!data) return 1;
  const pages = data.totalCapped
    ? Math.floor(data.total / data.pageSize) + 1
    : Math.ceil(data.total / data.pageSize);
  return Math.max(1, pages);
}

/**
 * One search event per search the server answered (the catalogue's analytics, docs/product/storefront-and-
 * sign-in.md),
 * not per render, refetch or page of the same search. The home page's search lands here, so it counts once
 * too.
 * analytics.ts is imported when needed (as main.tsx does), so it stays out of the catalogue's first JS.
 */
function useTrackSearch(search: string, category: string, answered: number | null) {
  const trackedSearch = useRef('');
  useEffect(() => {
    const key = search && `${category} ${search}`;
    if (answered === null || key === trackedSearch.current) return;
    trackedSearch.current = key;
    if (key)
      import('@/lib/analytics')
        .then((analytics) => analytics.trackSearch(search, answered, { category }))
        .catch((error: unknown) => console.warn('Analytics could not be loaded', error));
  }, [search, category, answered]);
}

/** An address past the last page (?page=99 of 6): the search found products, this page has none. */
function PastEndState({ params, pageCount }: { params: URLSearchParams; pageCount: number }) {
  return (
    <EmptyState
      title="This page is past the end of the results."
      description={`The last page is page ${pageCount}.`}
      action={
        <Link
          to={{ search: paramsWith(params, { page: pageCount }).toString() }}
          className={buttonVariants()}
        >
          Go to the last page
        </Link>
      }
    />
  );
}

/** The catalogue's address: search, category and page, and the way to change them. */
function useCatalogParams() {
  const [params, setParams] = useSearchParams();
  // The server reads the same filters from the address to send this page's first screen with the HTML.
  const filters = catalogFiltersFrom(params);
  function show(changes: CatalogChanges, replace = false) {
    setParams((previous) => paramsWith(previous, changes), {
      replace,
      // Filters sit at the top already; only a new page goes back up to the first row.
      preventScrollReset: changes.page === undefined,
    });
  }
  return { params, ...filters, show };
}

/**
 * /products: the catalogue (docs/product/storefront-and-sign-in.md). Search, category and page live in the
 * URL; the server filters.
 */
export default function ProductsPage() {
  const { params, search, category, page, show } = useCatalogParams();
  const products = useQuery({
    ...productListQueryOptions({ search, category, page }),
    placeholderData: keepPreviousData,
  });
  const { openQuote, quoteDialog } = useQuoteDialog();
  const inBrowser = useInBrowser();

  const data = products.data;
  const pageCount = pageCountOf(data);
  const pastEnd = !!data && data.items.length === 0 && data.total > 0 && page > 1;
  useTrackSearch(search, category, data && !products.isPlaceholderData ? data.total : null);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <PageHeader
        title={category === 'all' ? 'Products' : categoryLabel(category)}
        description="Browse party supplies for every occasion and request a quote on any product."
      />
      <div className="flex flex-col gap-4 rounded-xl border bg-card p-4">
        <search className="max-w-xl">
          <SearchBox
            label="Search products"
            value={search}
            onSearch={(text, { replace }) => text !== search && show({ search: text }, replace)}
            followTyping
            // Not editable until the page's script has taken the server-drawn page over.
            readOnly={!inBrowser}
            placeholder="Search products..."
            icon
            className="relative"
            labelClassName="sr-only"
          />
        </search>
        <CategoryFilter value={category} onChange={(next) => show({ category: next })} />
      </div>
      {/* The count line keeps its height while loading, so the grid below it does not move. */}
      <p className="min-h-5 text-muted-foreground text-sm" role="status">
        {data && productCountText(data)}
      </p>
      <ProductGridStates
        query={products}
        errorTitle="Products could not be loaded."
        onQuote={openQuote}
        headingLevel="h2"
        empty={pastEnd ? <PastEndState params={params} pageCount={pageCount} /> : undefined}
        className={products.isPlaceholderData ? 'opacity-60' : undefined}
      />
      {!pastEnd && (
        <CatalogPagination
          page={page}
          pageCount={pageCount}
          morePages={data?.totalCapped ?? false}
          onPageChange={(next) => show({ page: next })}
        />
      )}
      {quoteDialog}
    </div>
  );
}
