import { PRICE_SLIDER_MAX, PRICE_SLIDER_MIN, productCategoryIds, productThemes } from '@party/shared';
import type { ProductList } from '@party/shared/catalog/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LayoutGridIcon, ListIcon, PackageSearchIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { type ListQueryState, ListStates } from '@/components/list/list-states';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { partnerPricesQueryOptions, productListQueryOptions } from '@/features/catalog/api';
import { CatalogPagination } from '@/features/catalog/catalog-pagination';
import { useLiveWishlist } from '@/features/wishlist/api';
import { ShopFilters, type ShopFilterValues } from './shop-filters';
import { ShopProduct } from './shop-product-card';
import { useCartAdder } from './use-cart-adder';

// The first row is on screen at once: its pictures skip the lazy wait.
const EAGER_IMAGES = 4;

function oneOf(value: string | null, allowed: readonly string[]): string {
  return value && allowed.includes(value) ? value : 'all';
}

function wholeIn(value: string | null, min: number, max: number, fallback: number): number {
  const number = Number.parseInt(value ?? '', 10);
  return Number.isFinite(number) ? Math.min(max, Math.max(min, number)) : fallback;
}

function filtersFrom(params: URLSearchParams): ShopFilterValues & { page: number; view: 'grid' | 'list' } {
  const minPrice = wholeIn(params.get('minPrice'), PRICE_SLIDER_MIN, PRICE_SLIDER_MAX, PRICE_SLIDER_MIN);
  const maxPrice = wholeIn(params.get('maxPrice'), PRICE_SLIDER_MIN, PRICE_SLIDER_MAX, PRICE_SLIDER_MAX);
  return {
    search: (params.get('search') ?? '').trim(),
    category: oneOf(params.get('category'), productCategoryIds),
    theme: oneOf(params.get('theme'), productThemes),
    minPrice: Math.min(minPrice, maxPrice),
    maxPrice: Math.max(minPrice, maxPrice),
    page: wholeIn(params.get('page'), 1, 100_000, 1),
    view: params.get('view') === 'list' ? 'list' : 'grid',
  };
}

/** The shop's address: its filters, page and layout, and the ways to change them. */
function useShopParams() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);

  function show(changes: Partial<ShopFilterValues & { page: number; view: string }>, replace = false) {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        const set = (key: string, value: string | number | undefined, empty: string | number) =>
          value === undefined || value === empty ? next.delete(key) : next.set(key, String(value));
        if (changes.search !== undefined) set('search', changes.search, '');
        if (changes.category !== undefined) set('category', changes.category, 'all');
        if (changes.theme !== undefined) set('theme', changes.theme, 'all');
        if (changes.minPrice !== undefined) set('minPrice', changes.minPrice, PRICE_SLIDER_MIN);
        if (changes.maxPrice !== undefined) set('maxPrice', changes.maxPrice, PRICE_SLIDER_MAX);
        if (changes.view !== undefined) set('view', changes.view, 'grid');
        // A changed filter starts again from its first page; the view keeps the page.
        if (changes.page !== undefined) set('page', changes.page, 1);
        else if (changes.view === undefined) next.delete('page');
        return next;
      },
      { replace, preventScrollReset: changes.page === undefined },
    );
  }

  function clear() {
    setParams((previous) => {
      const next = new URLSearchParams();
      const view = previous.get('view');
      if (view) next.set('view', view);
      return next;
    });
  }
  return { filters, show, clear };
}

/** The products of the shop's filters in one layout, through the list kit's states. */
function ShopResults({
  products,
  layout,
  onClear,
}: {
  products: ListQueryState<ProductList>;
  layout: 'grid' | 'list';
  onClear: () => void;
}) {
  const cart = useCartAdder();
  const prices = useQuery(partnerPricesQueryOptions(products.data?.items.map((p) => p.id) ?? []));
  const priceOf = new Map(prices.data?.items.map((p) => [p.productId, p]));
  return (
    <ListStates
      query={products}
      isEmpty={(data) => data.items.length === 0}
      loadingLabel="Loading products..."
      loading={
        <p role="status" className="py-16 text-center text-muted-foreground">
          Loading products...
        </p>
      }
      errorTitle="Products could not be loaded."
      empty={
        <EmptyState
          icon={PackageSearchIcon}
          title="No products found matching your criteria."
          description="Try adjusting your search or filters."
          action={
            <Button variant="outline" onClick={onClear}>
              Clear Filters
            </Button>
          }
          className="py-16"
        />
      }
    >
      {(data) => (
        <ul
          className={
            layout === 'grid'
              ? 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4'
              : 'flex flex-col gap-4'
          }
        >
          {data.items.map((product, index) => (
            <li key={product.id} className="flex [&>article]:w-full">
              <ShopProduct
                product={product}
                yourPrice={priceOf.get(product.id)}
                layout={layout}
                eagerImage={index < EAGER_IMAGES}
                adding={cart.pendingId === product.id}
                onAddToCart={(p) => cart.add(p.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </ListStates>
  );
}

/**
 * /partner/shop: the Shop (docs/product/partner-portal.md). Every filter lives in the URL; the server filters
 * and pages.
 */
export default function ShopPage() {
  useLiveWishlist();
  const { filters, show, clear } = useShopParams();
  const products = useQuery({
    ...productListQueryOptions({
      search: filters.search,
      category: filters.category,
      theme: filters.theme,
      minPrice: filters.minPrice > PRICE_SLIDER_MIN ? filters.minPrice : undefined,
      // The slider's top end means 'and dearer' ($50+), so it sends no upper bound.
      maxPrice: filters.maxPrice < PRICE_SLIDER_MAX ? filters.maxPrice : undefined,
      page: filters.page,
    }),
    placeholderData: keepPreviousData,
  });
  const data = products.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Shop"
        description="Wholesale party supplies for every occasion, delivered Australia-wide."
      />
      <ShopFilters
        value={filters}
        onChange={(changes, options) => show(changes, options?.replace)}
        onClear={clear}
      />
      <Tabs value={filters.view} onValueChange={(view) => show({ view })}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-muted-foreground text-sm" role="status">
            {data ? (data.total === 1 ? '1 product' : `${data.total.toLocaleString('en-AU')} products`) : ''}
          </p>
          <TabsList aria-label="Layout">
            <TabsTrigger value="grid">
              <LayoutGridIcon aria-hidden="true" className="size-4" />
              Grid
            </TabsTrigger>
            <TabsTrigger value="list">
              <ListIcon aria-hidden="true" className="size-4" />
              List
            </TabsTrigger>
          </TabsList>
        </div>
        <div className={products.isPlaceholderData ? 'opacity-60' : undefined}>
          <TabsContent value="grid">
            <ShopResults products={products} layout="grid" onClear={clear} />
          </TabsContent>
          <TabsContent value="list">
            <ShopResults products={products} layout="list" onClear={clear} />
          </TabsContent>
        </div>
      </Tabs>
      <CatalogPagination page={filters.page} pageCount={pageCount} onPageChange={(page) => show({ page })} />
    </div>
  );
}
