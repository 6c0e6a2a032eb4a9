import { categoryLabel } from '@party/shared/catalog/categories';
import type { ProductList } from '@party/shared/catalog/contract';
import { CATALOG_COUNT_CAP, catalogFiltersFrom } from '@party/shared/catalog/first-screen';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SearchIcon } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useInBrowser } from '@/components/client-only';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Button, buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { productListQueryOptions } from '@/features/catalog/api';
import { CatalogPagination } from '@/features/catalog/catalog-pagination';
import { CategoryFilter } from '@/features/catalog/category-filter';
import { ProductGrid } from '@/features/catalog/product-grid';
import { useQuoteDialog } from './use-quote-dialog';

// Typing settles for this long before the URL (and so the server query) follows it.
const SEARCH_DEBOUNCE_MS = 300;

function productCountText({ total, totalCapped }: ProductList): string {
  if (totalCapped) return `Over ${CATALOG_COUNT_CAP.toLocaleString('en-AU')} products`;
  return total === 1 ? '1 product' : `${total.toLocaleString('en-AU')} products`;
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

/** /products: spec 1 'Catalogue'. Search, category and page live in the URL; the server filters. */
export default function ProductsPage() {
  const [params, setParams] = useSearchParams();
  // The server reads the same filters from the address to send this page's first screen with the HTML.
  const { search, category, page } = catalogFiltersFrom(params);
  const products = useQuery({
    ...productListQueryOptions({ search, category, page }),
    placeholderData: keepPreviousData,
  });
  const { openQuote, quoteDialog } = useQuoteDialog();

  function show(changes: CatalogChanges, replace = false) {
    setParams((previous) => paramsWith(previous, changes), {
      replace,
      // Filters sit at the top already; only a new page goes back up to the first row.
      preventScrollReset: changes.page === undefined,
    });
  }

  // The box follows the URL when it changes from outside (back button, a link), not while typing.
  const [text, setText] = useState(search);
  const inBrowser = useInBrowser();
  const ownSearch = useRef(search);
  useEffect(() => {
    if (search === ownSearch.current) return;
    ownSearch.current = search;
    setText(search);
  }, [search]);

  function applySearch(value: string, replace: boolean) {
    const next = value.trim();
    if (next === search) return;
    ownSearch.current = next;
    show({ search: next }, replace);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the typed text restarts the wait.
  useEffect(() => {
    const timer = setTimeout(() => applySearch(text, true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  function submit(event: FormEvent) {
    event.preventDefault();
    applySearch(text, false);
  }

  const data = products.data;
  // A capped total is a lower bound: there is at least one match past it.
  const pageCount = data
    ? Math.max(
        1,
        data.totalCapped ? Math.floor(data.total / data.pageSize) + 1 : Math.ceil(data.total / data.pageSize),
      )
    : 1;
  // An address past the last page (?page=99 of 6): the search found products, this page has none.
  const pastEnd = !!data && data.items.length === 0 && data.total > 0 && page > 1;

  // One search event per search the server answered (spec 1 analytics), not per render, refetch or
  // page of the same search. The home page's search lands here, so it counts once too.
  // analytics.ts is imported when needed (as main.tsx does), so it stays out of the catalogue's first JS.
  const trackedSearch = useRef('');
  const answered = data && !products.isPlaceholderData ? data.total : null;
  useEffect(() => {
    const key = search && `${category} ${search}`;
    if (answered === null || key === trackedSearch.current) return;
    trackedSearch.current = key;
    if (key)
      import('@/lib/analytics')
        .then((analytics) => analytics.trackSearch(search, answered, { category }))
        .catch((error: unknown) => console.warn('Analytics could not be loaded', error));
  }, [search, category, answered]);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <PageHeader
        title={category === 'all' ? 'Products' : categoryLabel(category)}
        description="Browse party supplies for every occasion and request a quote on any product."
      />
      <div className="flex flex-col gap-4 rounded-xl border bg-card p-4">
        <search className="max-w-xl">
          <form onSubmit={submit} className="relative">
            <Label htmlFor="catalogue-search" className="sr-only">
              Search products
            </Label>
            <SearchIcon
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id="catalogue-search"
              type="search"
              value={text}
              // Not editable until the page's script has taken the server-drawn page over.
              readOnly={!inBrowser}
              onChange={(event) => setText(event.target.value)}
              placeholder="Search products..."
              className="pl-9"
            />
          </form>
        </search>
        <CategoryFilter value={category} onChange={(next) => show({ category: next })} />
      </div>
      {/* The count line keeps its height while loading, so the grid below it does not move. */}
      <p className="min-h-5 text-muted-foreground text-sm" role="status">
        {data && productCountText(data)}
      </p>
      <div aria-busy={products.isFetching} className={products.isPlaceholderData ? 'opacity-60' : undefined}>
        {products.isError && !data ? (
          <EmptyState
            title="Products could not be loaded."
            description={products.error.message}
            action={<Button onClick={() => void products.refetch()}>Retry</Button>}
          />
        ) : pastEnd ? (
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
        ) : (
          <ProductGrid
            products={data?.items}
            isLoading={products.isPending}
            onQuote={openQuote}
            headingLevel="h2"
          />
        )}
      </div>
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
