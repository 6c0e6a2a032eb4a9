import {
  bulkAddQuoteItemsSchema,
  type ProductList,
  productCategories,
  type QuoteDetail,
  quoteMessages,
} from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Control } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { PageNav } from '@/components/data-table';
import { useZodForm } from '@/components/form-dialog';
import { FormPanel } from '@/components/form-panel';
import { FormTextField } from '@/components/form-text-field';
import { ListSearch } from '@/components/list/list-search';
import { ListStates } from '@/components/list/list-states';
import { Money } from '@/components/money';
import { OptionSelect } from '@/components/option-select';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { productListQueryOptions } from '@/features/catalog/api';
import { useAddQuoteItems } from '@/features/quotes/staff-api';

// The quantities typed, by product id; bulkAddQuoteItemsSchema checks what is sent.
const quantitiesFormSchema = z.object({ quantities: z.record(z.string(), z.string()) });
type QuantitiesForm = z.input<typeof quantitiesFormSchema>;
const blank: QuantitiesForm = { quantities: {} };
const categoryOptions = [
  { value: 'all', label: 'All Categories' },
  ...productCategories.map((c) => ({ value: c.id, label: c.label })),
];

/** The typed quantities as the contract's items (an empty field is not sent), or its first problem. */
function itemsToAdd({ quantities }: QuantitiesForm) {
  const items = Object.entries(quantities)
    .filter(([, v]) => v.trim() !== '')
    .map(([productId, v]) => ({ productId, quantity: Number(v) }));
  const parsed = bulkAddQuoteItemsSchema.safeParse({ items });
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? quoteMessages.addProductsFailed);
  return parsed.data;
}

function ProductQuantities({
  products,
  onQuote,
  control,
}: {
  products: ProductList['items'];
  onQuote: Map<string | null, number>;
  control: Control<QuantitiesForm, unknown, QuantitiesForm>;
}) {
  return (
    <ul className="flex flex-col divide-y">
      {products.map((product) => (
        <li key={product.id} className="flex items-center justify-between gap-3 py-2">
          <div className="flex flex-col">
            <span>{product.name}</span>
            <span className="text-muted-foreground text-sm">
              <Money amount={product.price} />
              {onQuote.has(product.id) ? ` · on quote: ${onQuote.get(product.id)}` : ''}
            </span>
          </div>
          <FormTextField
            control={control}
            name={`quantities.${product.id}`}
            label={<span className="sr-only">Quantity of {product.name}</span>}
            className="w-24 gap-0"
            type="number"
            min={0}
            step={1}
          />
        </li>
      ))}
    </ul>
  );
}

/** The catalogue's search and category (the search is a form of its own, so it stays outside the quantities' form). */
function BulkAddFilters({
  search,
  category,
  onSearch,
  onCategory,
}: {
  search: string;
  category: string;
  onSearch: (text: string) => void;
  onCategory: (category: string) => void;
}) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <ListSearch label="Search products" value={search} onSearch={onSearch} />
      <div className="flex flex-col gap-1">
        <Label htmlFor="bulk-add-category">Category</Label>
        <OptionSelect
          id="bulk-add-category"
          value={category}
          onValueChange={onCategory}
          options={categoryOptions}
        />
      </div>
    </div>
  );
}

/** The quantities' form: sends the typed quantities, toasts the outcome, and cannot close while sending. */
function useBulkAddForm(quoteId: string, onOpenChange: (open: boolean) => void) {
  const add = useAddQuoteItems(quoteId);
  const form = useZodForm(quantitiesFormSchema, { defaultValues: blank });
  const sending = form.formState.isSubmitting;
  const change = (next: boolean) => {
    if (sending) return;
    if (!next) form.reset(blank);
    onOpenChange(next);
  };
  const submit = async (values: QuantitiesForm) => {
    // The contract's first problem shows above the quantities; nothing is sent.
    const items = itemsToAdd(values);
    try {
      await add.mutateAsync(items);
    } catch (error) {
      // A server refusal is toasted as well as shown above the quantities.
      toast.error(quoteMessages.addProductsFailed);
      throw error;
    }
    toast.success(quoteMessages.productsAdded);
    form.reset(blank);
    onOpenChange(false);
  };
  return { form, sending, change, submit };
}

/**
 * Bulk Add: products of the catalogue by category and search, a quantity each. A quantity is added
 * to the product's line; 0 removes the line. Only the quantities typed are sent. The search is a
 * form of its own, so the quantities' form is a FormPanel under it rather than a FormDialog.
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
  const products = useQuery({ ...productListQueryOptions({ search, category, page }), enabled: open });
  const { form, sending, change, submit } = useBulkAddForm(quote.id, onOpenChange);
  const onQuote = new Map(quote.items.map((i) => [i.productId, i.quantity]));

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent className="max-w-3xl" closeDisabled={sending}>
        <DialogHeader>
          <DialogTitle>Bulk Add</DialogTitle>
          <DialogDescription>
            Type a quantity for each product to add. A product already on the quote gets the quantity added; 0
            removes it.
          </DialogDescription>
        </DialogHeader>
        <BulkAddFilters
          search={search}
          category={category}
          onSearch={(text) => {
            setSearch(text);
            setPage(1);
          }}
          onCategory={(value) => {
            setCategory(value);
            setPage(1);
          }}
        />
        <FormPanel
          form={form}
          onSubmit={submit}
          submitLabel="Add to Quote"
          pendingLabel="Adding..."
          label="Quantities to add"
          actions={
            <Button variant="outline" disabled={sending} onClick={() => change(false)}>
              Cancel
            </Button>
          }
        >
          <ListStates
            query={products}
            isEmpty={(data) => data.items.length === 0}
            empty={<p>No products found</p>}
            loadingLabel="Loading products..."
            loading={<p role="status">Loading products...</p>}
            errorTitle={quoteMessages.loadFailed}
            className="max-h-96 overflow-y-auto"
          >
            {(data) => <ProductQuantities products={data.items} onQuote={onQuote} control={form.control} />}
          </ListStates>
          {products.data && products.data.total > products.data.pageSize && (
            <PageNav
              page={page}
              pageCount={Math.ceil(products.data.total / products.data.pageSize)}
              onPage={setPage}
            />
          )}
        </FormPanel>
      </DialogContent>
    </Dialog>
  );
}
