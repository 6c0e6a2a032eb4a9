import { priceListEntryFormSchema, priceListMessages, type StaffProduct } from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { PageNav } from '@/components/data-table';
import { useZodForm } from '@/components/form-dialog';
import { FormPanel } from '@/components/form-panel';
import { ListSearch } from '@/components/list/list-search';
import { ListStates } from '@/components/list/list-states';
import { Money } from '@/components/money';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { staffProductsQueryOptions } from '@/features/products/api';
import { EntryFields, type EntryValues, entryFormOf } from './entry-fields';

/** The staff product search (the Products screen's), a Choose button a product. */
function ProductSearch({
  open,
  listed,
  onChoose,
}: {
  open: boolean;
  listed: Set<string>;
  onChoose: (product: StaffProduct) => void;
}) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const products = useQuery({ ...staffProductsQueryOptions({ search, page }), enabled: open });
  return (
    <div className="flex flex-col gap-3">
      <ListSearch
        label="Search products"
        placeholder="Search by product name..."
        value={search}
        onSearch={(text) => {
          setSearch(text);
          setPage(1);
        }}
      />
      <ListStates
        query={products}
        isEmpty={(data) => data.items.length === 0}
        empty={<p className="text-muted-foreground">No products found</p>}
        loadingLabel="Loading products"
        errorTitle="Failed to load products"
        className="max-h-72 overflow-y-auto"
      >
        {(data) => (
          <ul className="flex flex-col divide-y">
            {data.items.map((product) => (
              <li key={product.id} className="flex items-center justify-between gap-3 py-2">
                <span className="flex flex-col">
                  <span>{product.name}</span>
                  <span className="text-muted-foreground text-sm">
                    <Money amount={product.price} />
                    {listed.has(product.id) ? ' · already in this list' : ''}
                  </span>
                </span>
                <Button type="button" variant="outline" size="sm" onClick={() => onChoose(product)}>
                  Choose<span className="sr-only"> {product.name}</span>
                </Button>
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
    </div>
  );
}

/**
 * Add Product: find a product of the catalogue, then give it a fixed price or a percentage off. The
 * search is a form of its own, so the price's form is a FormPanel beside it rather than a FormDialog
 * (as the quotes' Bulk Add). A product already in the list gets the new price.
 */
export function AddItemDialog({
  open,
  listed,
  onOpenChange,
  onSave,
}: {
  open: boolean;
  listed: Set<string>;
  onOpenChange: (open: boolean) => void;
  onSave: (productId: string, values: EntryValues) => Promise<unknown>;
}) {
  const [chosen, setChosen] = useState<StaffProduct | null>(null);
  const form = useZodForm(priceListEntryFormSchema, { defaultValues: entryFormOf(null) });
  const sending = form.formState.isSubmitting;
  const change = (next: boolean) => {
    if (sending) return;
    if (!next) {
      setChosen(null);
      form.reset(entryFormOf(null));
    }
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent className="sm:max-w-2xl" closeDisabled={sending}>
        <DialogHeader>
          <DialogTitle>Add Product</DialogTitle>
          <DialogDescription>
            Find a product, then give it a fixed price or a percentage off.
          </DialogDescription>
        </DialogHeader>
        {chosen ? (
          <FormPanel
            form={form}
            label={`Price of ${chosen.name}`}
            onSubmit={async (values) => {
              await onSave(chosen.id, values);
              toast.success(priceListMessages.itemsSaved);
              change(false);
            }}
            serverFields={[]}
            onError={(error) => toast.error(error instanceof Error ? error.message : String(error))}
            submitLabel="Add to List"
            pendingLabel="Saving..."
            actions={
              <Button type="button" variant="outline" disabled={sending} onClick={() => setChosen(null)}>
                Choose Another
              </Button>
            }
          >
            <p>
              <span className="font-medium">{chosen.name}</span> · list price <Money amount={chosen.price} />
            </p>
            <EntryFields control={form.control} />
          </FormPanel>
        ) : (
          <ProductSearch open={open} listed={listed} onChoose={setChosen} />
        )}
      </DialogContent>
    </Dialog>
  );
}
