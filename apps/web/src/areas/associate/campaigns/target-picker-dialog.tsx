import { categoryLabel, productCategories } from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { PageNav } from '@/components/data-table';
import { FormAlert } from '@/components/form-alert';
import { ListSearch } from '@/components/list/list-search';
import { ListStates } from '@/components/list/list-states';
import { Money } from '@/components/money';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { productListQueryOptions } from '@/features/catalog/api';

export interface CampaignTargets {
  appliesToAll: boolean;
  categories: string[];
  products: { id: string; name: string }[];
}

/** In words: 'All products', or the categories and products chosen. */
export function describeTargets(targets: CampaignTargets): string {
  if (targets.appliesToAll) return 'All products';
  const parts = [...targets.categories.map(categoryLabel), ...targets.products.map((p) => p.name)];
  return parts.length ? parts.join(', ') : 'Nothing chosen yet';
}

type Product = { id: string; name: string };

/** The categories, each a checkbox. */
function CategoryChoices({
  id,
  chosen,
  onToggle,
}: {
  id: string;
  chosen: string[];
  onToggle: (category: string, on: boolean) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-medium text-sm">Categories</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {productCategories.map((category) => (
          <div key={category.id} className="flex items-center gap-2">
            <Checkbox
              id={`${id}-${category.id}`}
              checked={chosen.includes(category.id)}
              onCheckedChange={(checked) => onToggle(category.id, checked === true)}
            />
            <Label htmlFor={`${id}-${category.id}`}>{category.label}</Label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/** The catalogue's products, searched and paged on the server, each a checkbox. */
function ProductChoices({
  id,
  chosen,
  onToggle,
}: {
  id: string;
  chosen: Product[];
  onToggle: (product: Product, on: boolean) => void;
}) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const products = useQuery(productListQueryOptions({ search, category: 'all', page }));
  const chosenIds = new Set(chosen.map((p) => p.id));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-medium text-sm">
        Products ({chosen.length.toLocaleString('en-AU')} chosen)
      </legend>
      <ListSearch
        label="Search products"
        value={search}
        onSearch={(text) => {
          setSearch(text);
          setPage(1);
        }}
      />
      <ListStates
        query={products}
        isEmpty={(data) => data.items.length === 0}
        loadingLabel="Loading products..."
        loading={<p role="status">Loading products...</p>}
        errorTitle="Failed to load products"
        error={() => <FormAlert message="Failed to load products" />}
        empty={<p>No products found</p>}
        className="max-h-64 overflow-y-auto"
      >
        {(data) => (
          <ul className="flex flex-col divide-y">
            {data.items.map((product) => (
              <li key={product.id} className="flex items-center gap-2 py-2">
                <Checkbox
                  id={`${id}-p-${product.id}`}
                  checked={chosenIds.has(product.id)}
                  onCheckedChange={(checked) =>
                    onToggle({ id: product.id, name: product.name }, checked === true)
                  }
                />
                <Label htmlFor={`${id}-p-${product.id}`} className="flex-1 font-normal">
                  {product.name}
                </Label>
                <span className="text-muted-foreground text-sm">
                  <Money amount={product.price} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </ListStates>
      {products.data && products.data.total > products.data.pageSize && (
        <PageNav
          page={page}
          pageCount={Math.ceil(products.data.total / products.data.pageSize)}
          onPage={setPage}
        />
      )}
    </fieldset>
  );
}

/**
 * The product and category picker (docs/product/associate-portal.md, 'Campaign Management'): everything, or chosen categories
 * and products of the catalogue (searched on the server). Done hands the choice back to the form.
 */
export function TargetPickerDialog({
  open,
  onOpenChange,
  value,
  onDone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  value: CampaignTargets;
  onDone: (targets: CampaignTargets) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const toggleCategory = (category: string, on: boolean) =>
    setDraft((d) => ({
      ...d,
      categories: on ? [...d.categories, category] : d.categories.filter((c) => c !== category),
    }));
  const toggleProduct = (product: Product, on: boolean) =>
    setDraft((d) => ({
      ...d,
      products: on ? [...d.products, product] : d.products.filter((p) => p.id !== product.id),
    }));

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(value);
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Choose Products and Categories</DialogTitle>
          <DialogDescription>The campaign's discount applies to what you choose here.</DialogDescription>
        </DialogHeader>
        <div className="flex items-center gap-2">
          <Checkbox
            id={`${id}-all`}
            checked={draft.appliesToAll}
            onCheckedChange={(checked) => setDraft((d) => ({ ...d, appliesToAll: checked === true }))}
          />
          <Label htmlFor={`${id}-all`}>All products</Label>
        </div>
        {open && !draft.appliesToAll && (
          <>
            <CategoryChoices id={id} chosen={draft.categories} onToggle={toggleCategory} />
            <ProductChoices id={id} chosen={draft.products} onToggle={toggleProduct} />
          </>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            onClick={() => {
              onDone(draft);
              onOpenChange(false);
            }}
          >
            Done
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
