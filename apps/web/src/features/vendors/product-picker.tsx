import type { VendorCatalogueItem } from '@party/shared';
import { categoryLabel } from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import { SearchIcon } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { ListStates } from '@/components/list/list-states';
import { Money } from '@/components/money';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { vendorCatalogueQueryOptions } from './api';

/** One catalogue product as a radio button; one already offered is shown but cannot be picked. */
function ProductOption({
  item,
  name,
  checked,
  offeredNote,
  onChoose,
}: {
  item: VendorCatalogueItem;
  name: string;
  checked: boolean;
  offeredNote: string;
  onChoose: (productId: string) => void;
}) {
  return (
    <li>
      <label
        className={cn(
          'flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-muted',
          item.offered && 'cursor-not-allowed opacity-60',
          checked && 'bg-muted',
        )}
      >
        <input
          type="radio"
          name={name}
          value={item.id}
          checked={checked}
          disabled={item.offered}
          onChange={() => onChoose(item.id)}
          className="accent-primary"
        />
        <span className="flex flex-1 flex-col">
          <span className="font-medium">{item.name}</span>
          <span className="text-muted-foreground text-xs">
            {categoryLabel(item.category)}
            {item.offered ? ` · ${offeredNote}` : ''}
          </span>
        </span>
        <Money amount={item.price} className="text-muted-foreground text-xs" />
      </label>
    </li>
  );
}

/**
 * The Add dialog's product picker: a search over the catalogue by name and the matches as radio
 * buttons. A product already in the vendor's catalog is shown but cannot be picked twice. The
 * vendor's own dialog searches its catalogue; the admin's names the vendor (`catalogueFor`).
 */
export function ProductPicker({
  value,
  onChange,
  error,
  catalogueFor = vendorCatalogueQueryOptions,
  offeredNote = 'already in your catalog',
}: {
  value: string;
  onChange: (productId: string) => void;
  error?: string;
  catalogueFor?: (search: string) => ReturnType<typeof vendorCatalogueQueryOptions>;
  offeredNote?: string;
}) {
  const id = useId();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const catalogue = useQuery(catalogueFor(deferred));
  const errorId = error ? `${id}-error` : undefined;

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={errorId}>
      <legend className="mb-2 font-medium text-sm">Product</legend>
      <div className="relative">
        <SearchIcon
          className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-2.5 size-4 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label="Search products"
          placeholder="Search products..."
          className="pl-8"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <ListStates
        className="max-h-56 overflow-y-auto rounded-md border"
        query={catalogue}
        isEmpty={(data) => data.items.length === 0}
        loadingLabel="Loading products..."
        loading={<p className="p-3 text-muted-foreground text-sm">Loading products...</p>}
        errorTitle="Products could not be loaded"
        error={(failure) => <p className="p-3 text-destructive text-sm">{failure?.message}</p>}
        empty={<p className="p-3 text-muted-foreground text-sm">No products match your search.</p>}
      >
        {(data) => (
          <ul className="divide-y">
            {data.items.map((item) => (
              <ProductOption
                key={item.id}
                item={item}
                name={`${id}-product`}
                checked={value === item.id}
                offeredNote={offeredNote}
                onChoose={onChange}
              />
            ))}
          </ul>
        )}
      </ListStates>
      {error && (
        <p id={errorId} role="alert" className="font-medium text-destructive text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}
