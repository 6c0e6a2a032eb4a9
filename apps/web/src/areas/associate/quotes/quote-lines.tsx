import { categoryLabel, type QuoteDetail } from '@party/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { Money } from '@/components/money';
import { OptionSelect } from '@/components/option-select';
import { Label } from '@/components/ui/label';

type QuoteLine = QuoteDetail['items'][number];

const lineColumns: ColumnDef<QuoteLine, unknown>[] = [
  { id: 'product', header: 'Product', cell: ({ row }) => row.original.productName },
  {
    id: 'category',
    header: 'Category',
    cell: ({ row }) => (row.original.category ? categoryLabel(row.original.category) : 'Unknown Product'),
  },
  {
    id: 'quantity',
    header: 'Quantity',
    meta: { className: 'text-right' },
    cell: ({ row }) => row.original.quantity.toLocaleString('en-AU'),
  },
  {
    id: 'price',
    header: 'Unit Price',
    meta: { className: 'text-right' },
    cell: ({ row }) => <Money amount={row.original.pricePerUnit} />,
  },
  {
    id: 'total',
    header: 'Total',
    meta: { className: 'text-right' },
    cell: ({ row }) => <Money amount={row.original.lineTotal} />,
  },
];

/** The quote's lines, narrowed to one category when chosen. */
export function QuoteLines({ quote }: { quote: QuoteDetail }) {
  const [category, setCategory] = useState('all');
  const categories = [...new Set(quote.items.flatMap((i) => (i.category ? [i.category] : [])))];
  const lines = category === 'all' ? quote.items : quote.items.filter((i) => i.category === category);
  return (
    <>
      <div className="flex items-end gap-2">
        <div className="flex flex-col gap-1">
          <Label htmlFor="quote-category-filter">Category</Label>
          <OptionSelect
            id="quote-category-filter"
            value={category}
            onValueChange={setCategory}
            options={[
              { value: 'all', label: 'All Categories' },
              ...categories.map((c) => ({ value: c, label: categoryLabel(c) })),
            ]}
          />
        </div>
      </div>
      {quote.items.length === 0 ? (
        <EmptyState title="No products on this quote yet" description="Use Bulk Add to add products." />
      ) : (
        <DataTable
          caption={`Lines of quote ${quote.quoteNumber}`}
          columns={lineColumns}
          data={lines}
          getRowId={(line) => line.id}
        />
      )}
    </>
  );
}
