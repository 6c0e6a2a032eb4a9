import type { ProductCard } from '@party/shared';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';
import { type ListQueryState, ListStates } from '@/components/list/list-states';
import { Button } from '@/components/ui/button';
import { ProductGrid } from '@/features/catalog/product-grid';

/**
 * A storefront product grid through the list kit: the grid's own screen-tall loading line (the page
 * does not jump when the cards arrive), the failure inline with Retry, and the grid's empty state
 * unless `empty` says otherwise (a page past the end of the results).
 */
export function ProductGridStates<Data extends { items: ProductCard[] }>({
  query,
  errorTitle,
  onQuote,
  headingLevel,
  empty,
  className,
}: {
  query: ListQueryState<Data>;
  errorTitle: string;
  onQuote: (product: ProductCard) => void;
  headingLevel?: 'h2' | 'h3';
  empty?: ReactNode;
  className?: string;
}) {
  const grid = (products: ProductCard[] | undefined) => (
    <ProductGrid
      products={products}
      isLoading={products === undefined}
      onQuote={onQuote}
      headingLevel={headingLevel}
    />
  );
  return (
    <ListStates
      query={query}
      isEmpty={(data) => data.items.length === 0}
      loadingLabel="Loading products..."
      loading={grid(undefined)}
      errorTitle={errorTitle}
      error={(error) => (
        <EmptyState
          title={errorTitle}
          description={error?.message}
          action={<Button onClick={() => void query.refetch()}>Retry</Button>}
        />
      )}
      empty={empty ?? grid([])}
      className={className}
    >
      {(data) => grid(data.items)}
    </ListStates>
  );
}
