import { categoryLabel, type StaffProduct } from '@party/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { MoreHorizontalIcon } from 'lucide-react';
import { useMemo } from 'react';
import { Money } from '@/components/money';
import { StatusBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { ProductDialogKind } from './product-open';

type Show = (kind: ProductDialogKind, product: StaffProduct) => void;

/** A product row's Actions menu; managing entries only for the product-management ability. */
function ProductActionsMenu({
  product,
  canManage,
  show,
}: {
  product: StaffProduct;
  canManage: boolean;
  show: Show;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for ${product.name}`}>
          <MoreHorizontalIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => show('details', product)}>View Details</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => show('edit', product)}>Edit</DropdownMenuItem>
        {canManage && (
          <>
            <DropdownMenuItem onSelect={() => show('adjust', product)}>Adjust Stock</DropdownMenuItem>
            <DropdownMenuItem onSelect={() => show('wholesale', product)}>Wholesale</DropdownMenuItem>
            {/* A product short of stock is reordered from a vendor that offers it. */}
            {product.stockStatus !== 'In Stock' && (
              <DropdownMenuItem onSelect={() => show('reorder', product)}>
                Raise Purchase Order
              </DropdownMenuItem>
            )}
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={() => show('delete', product)}>
              Delete
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The product table's columns, its Actions menu last (pinned at the right edge). */
export function useProductColumns(canManage: boolean, show: Show): ColumnDef<StaffProduct, unknown>[] {
  return useMemo(
    (): ColumnDef<StaffProduct, unknown>[] => [
      {
        id: 'name',
        header: 'Product Name',
        cell: ({ row }) => (
          <div className="flex flex-col">
            <span className="font-medium">{row.original.name}</span>
            {row.original.isFeatured && <span className="text-muted-foreground text-xs">Featured</span>}
          </div>
        ),
      },
      { id: 'category', header: 'Category', cell: ({ row }) => categoryLabel(row.original.category) },
      {
        id: 'price',
        header: 'Price',
        meta: { className: 'text-right' },
        cell: ({ row }) => <Money amount={row.original.price} />,
      },
      {
        id: 'cost',
        header: 'Cost',
        meta: { className: 'text-right' },
        cell: ({ row }) => <Money amount={row.original.cost} />,
      },
      {
        id: 'stock',
        header: 'Stock',
        meta: { className: 'text-right tabular-nums' },
        cell: ({ row }) => row.original.stockQuantity.toLocaleString('en-AU'),
      },
      {
        id: 'status',
        header: 'Status',
        cell: ({ row }) => <StatusBadge entity="stock" status={row.original.stockStatus} />,
      },
      {
        id: 'actions',
        header: 'Actions',
        meta: { className: 'text-right' },
        cell: ({ row }) => <ProductActionsMenu product={row.original} canManage={canManage} show={show} />,
      },
    ],
    [canManage, show],
  );
}
