import { useQuery } from '@tanstack/react-query';
import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { ListStates } from '@/components/list/list-states';
import { SearchBox } from '@/components/search-box';
import { Button } from '@/components/ui/button';
import { productListQueryOptions } from '@/features/catalog/api';

/** Searches start from two characters, as a name or SKU fragment shorter than that matches too much. */
const MIN_SEARCH = 2;
const SHOWN = 8;

/**
 * Add a product to the list by searching the shop's catalogue (/api/store/products?search=): each
 * match has Add, which puts the product's minimum order on the list (or more of it, when it is there).
 */
export function AddProductSearch({
  pendingId,
  onAdd,
}: {
  /** The product being added, whose Add waits. */
  pendingId: string | undefined;
  onAdd: (product: { id: string; name: string }) => void;
}) {
  const [search, setSearch] = useState('');
  const searching = search.length >= MIN_SEARCH;
  const matches = useQuery({
    ...productListQueryOptions({ search, category: 'all', page: 1 }),
    enabled: searching,
  });
  return (
    <section aria-labelledby="add-product-heading" className="flex flex-col gap-3 rounded-xl border p-4">
      <h2 id="add-product-heading" className="font-semibold text-base">
        Add a product
      </h2>
      <SearchBox
        label="Search products to add"
        labelClassName="sr-only"
        placeholder="Search by name"
        value={search}
        onSearch={(text) => setSearch(text)}
        followTyping
        icon
      />
      {searching && (
        <ListStates
          query={matches}
          isEmpty={(data) => data.items.length === 0}
          loadingLabel="Searching products"
          errorTitle="Products could not be searched."
          empty={<p className="text-muted-foreground text-sm">No products match "{search}".</p>}
        >
          {(data) => (
            <ul aria-label="Matching products" className="flex flex-col divide-y">
              {data.items.slice(0, SHOWN).map((product) => (
                <li key={product.id} className="flex items-center justify-between gap-3 py-2">
                  <span className="min-w-0 flex-1 truncate text-sm">{product.name}</span>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={pendingId !== undefined}
                    aria-label={`Add ${product.name} to this list`}
                    onClick={() => onAdd(product)}
                  >
                    <PlusIcon aria-hidden="true" />
                    {pendingId === product.id ? 'Adding...' : 'Add'}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </ListStates>
      )}
    </section>
  );
}
