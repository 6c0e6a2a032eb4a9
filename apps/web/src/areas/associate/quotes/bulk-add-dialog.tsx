import { bulkAddQuoteItemsSchema, productCategories, type QuoteDetail, quoteMessages } from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { PageNav } from '@/components/data-table';
import { FormAlert } from '@/components/form-alert';
import { ListSearch } from '@/components/list/list-search';
import { Money } from '@/components/money';
import { OptionSelect } from '@/components/option-select';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { productListQueryOptions } from '@/features/catalog/api';
import { useAddQuoteItems } from '@/features/quotes/staff-api';

/**
 * Bulk Add: products of the catalogue by category and search, a quantity each. A quantity is added
 * to the product's line; 0 removes the line. Only the quantities typed are sent.
 */
export function BulkAddDialog({
  quote,
  open,
  onOpenChange,
}: {
  quote: QuoteDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [category, setCategory] = useState('all');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const products = useQuery({ ...productListQueryOptions({ search, category, page }), enabled: open });
  const add = useAddQuoteItems(quote.id);
  const onQuote = new Map(quote.items.map((i) => [i.productId, i.quantity]));

  const reset = () => {
    setQuantities({});
    setError(null);
  };
  const submit = () => {
    const items = Object.entries(quantities)
      .filter(([, v]) => v.trim() !== '')
      .map(([productId, v]) => ({ productId, quantity: Number(v) }));
    const parsed = bulkAddQuoteItemsSchema.safeParse({ items });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? quoteMessages.addProductsFailed);
    add.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(quoteMessages.productsAdded);
        reset();
        onOpenChange(false);
      },
      onError: (failure) => {
        setError(failure.message);
        toast.error(quoteMessages.addProductsFailed);
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (add.isPending) return;
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Bulk Add</DialogTitle>
          <DialogDescription>
            Type a quantity for each product to add. A product already on the quote gets the quantity added; 0
            removes it.
          </DialogDescription>
        </DialogHeader>
        <FormAlert message={error} />
        <div className="flex flex-wrap items-end gap-3">
          <ListSearch
            label="Search products"
            value={search}
            onSearch={(text) => {
              setSearch(text);
              setPage(1);
            }}
          />
          <div className="flex flex-col gap-1">
            <Label htmlFor="bulk-add-category">Category</Label>
            <OptionSelect
              id="bulk-add-category"
              value={category}
              onValueChange={(value) => {
                setCategory(value);
                setPage(1);
              }}
              options={[
                { value: 'all', label: 'All Categories' },
                ...productCategories.map((c) => ({ value: c.id, label: c.label })),
              ]}
            />
          </div>
        </div>
        <div className="max-h-96 overflow-y-auto">
          {products.isPending ? (
            <p role="status">Loading products...</p>
          ) : products.isError ? (
            <FormAlert message={quoteMessages.loadFailed} />
          ) : products.data.items.length === 0 ? (
            <p>No products found</p>
          ) : (
            <ul className="flex flex-col divide-y">
              {products.data.items.map((product) => (
                <li key={product.id} className="flex items-center justify-between gap-3 py-2">
                  <div className="flex flex-col">
                    <span>{product.name}</span>
                    <span className="text-muted-foreground text-sm">
                      <Money amount={product.price} />
                      {onQuote.has(product.id) ? ` · on quote: ${onQuote.get(product.id)}` : ''}
                    </span>
                  </div>
                  <Input
                    className="w-24"
                    type="number"
                    min={0}
                    step={1}
                    aria-label={`Quantity of ${product.name}`}
                    value={quantities[product.id] ?? ''}
                    onChange={(e) => setQuantities((q) => ({ ...q, [product.id]: e.target.value }))}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
        {products.data && products.data.total > products.data.pageSize && (
          <PageNav
            page={page}
            pageCount={Math.ceil(products.data.total / products.data.pageSize)}
            onPage={setPage}
          />
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={add.isPending}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={add.isPending}>
            {add.isPending ? 'Adding...' : 'Add to Quote'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
