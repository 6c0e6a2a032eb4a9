import type { PriceListDetail, PriceListItem, PriceListItemInput } from '@party/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { DataTable } from '@/components/data-table';
import { Money } from '@/components/money';
import { Button } from '@/components/ui/button';
import { useSavePriceListItems } from '@/features/price-lists/api';
import { AddItemDialog } from './add-item-dialog';
import { EditItemDialog } from './edit-item-dialog';
import { type EntryValues, entryOf } from './entry-fields';

const entriesOf = (items: PriceListItem[]): PriceListItemInput[] =>
  items.map((i) => ({ productId: i.productId, fixedPrice: i.fixedPrice, percentOff: i.percentOff }));

/** The list's own rule for a product in words: 'Fixed price' or '20% off'. */
const ruleText = (item: PriceListItem) =>
  item.fixedPrice !== null ? 'Fixed price' : `${(item.percentOff ?? 0).toLocaleString('en-AU')}% off`;

function itemColumns(
  onEdit: (item: PriceListItem) => void,
  onRemove: (item: PriceListItem) => void,
  removing: boolean,
): ColumnDef<PriceListItem, unknown>[] {
  const money = (amount: number) => <Money amount={amount} />;
  return [
    { id: 'product', header: 'Product', cell: ({ row }) => row.original.productName },
    { id: 'sku', header: 'SKU', cell: ({ row }) => <span className="font-mono">{row.original.sku}</span> },
    {
      id: 'listPrice',
      header: 'List Price',
      meta: { className: 'text-right' },
      cell: ({ row }) => money(row.original.listPrice),
    },
    { id: 'rule', header: 'Rule', cell: ({ row }) => ruleText(row.original) },
    {
      id: 'price',
      header: 'List’s Price',
      meta: { className: 'text-right' },
      cell: ({ row }) => money(row.original.price),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => {
        const name = <span className="sr-only"> {row.original.productName}</span>;
        return (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => onEdit(row.original)}>
              Edit{name}
            </Button>
            <Button variant="outline" size="sm" disabled={removing} onClick={() => onRemove(row.original)}>
              Remove{name}
            </Button>
          </div>
        );
      },
    },
  ];
}

/**
 * The list's products: each with its list price, its rule (a fixed price or a percentage off) and
 * the list's price. Add Product, Edit and Remove each save the whole list (the server replaces it,
 * all or none, and writes the products' price history).
 */
export function PriceListItems({ list }: { list: PriceListDetail }) {
  const save = useSavePriceListItems(list.id);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<PriceListItem | null>(null);
  const put = (productId: string, values: EntryValues) => {
    const others = entriesOf(list.items).filter((e) => e.productId !== productId);
    return save.mutateAsync({ items: [...others, entryOf(productId, values)] });
  };
  const remove = (item: PriceListItem) =>
    save.mutate(
      { items: entriesOf(list.items).filter((e) => e.productId !== item.productId) },
      {
        onSuccess: () => toast.success(`${item.productName} removed from the list`),
        onError: (error) => toast.error(error.message),
      },
    );
  return (
    <section aria-labelledby="price-list-products" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="price-list-products" className="text-xl">
          Products
        </h2>
        <Button onClick={() => setAdding(true)}>
          <PlusIcon aria-hidden="true" /> Add Product
        </Button>
      </div>
      <DataTable
        caption="Products in this price list"
        columns={itemColumns(setEditing, remove, save.isPending)}
        data={list.items}
        getRowId={(item) => item.productId}
        pageSize={25}
        emptyMessage={
          list.percentOff === null
            ? 'No products yet. Add a product to give it its own price.'
            : `No products of its own: every product is ${list.percentOff}% off.`
        }
      />
      <AddItemDialog
        open={adding}
        listed={new Set(list.items.map((i) => i.productId))}
        onOpenChange={setAdding}
        onSave={put}
      />
      <EditItemDialog item={editing} onClose={() => setEditing(null)} onSave={put} />
    </section>
  );
}
