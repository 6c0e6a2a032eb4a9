import type { PriceListSummary } from '@party/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { StatusBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { assignedTo, validDates } from './price-list-texts';

export interface PriceListRowHandlers {
  onEdit: (list: PriceListSummary) => void;
  onDelete: (list: PriceListSummary) => void;
}

/** The Price Lists table: name (a link to the list), status, dates, whom it prices for, products; actions last. */
export function priceListColumns(handlers: PriceListRowHandlers): ColumnDef<PriceListSummary, unknown>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      cell: ({ row }) => (
        <Link
          className="font-medium underline-offset-4 hover:underline"
          to={`/associate/price-lists/${row.original.id}`}
        >
          {row.original.name}
        </Link>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => <StatusBadge entity="priceList" status={row.original.status} />,
    },
    {
      id: 'dates',
      header: 'Valid',
      cell: ({ row }) => <span className="whitespace-nowrap">{validDates(row.original)}</span>,
    },
    {
      id: 'assigned',
      header: 'Assigned To',
      meta: { className: 'whitespace-normal' },
      cell: ({ row }) => assignedTo(row.original),
    },
    {
      id: 'items',
      header: 'Products',
      meta: { className: 'text-right' },
      cell: ({ row }) => row.original.itemCount.toLocaleString('en-AU'),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => {
        const name = <span className="sr-only"> {row.original.name}</span>;
        return (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => handlers.onEdit(row.original)}>
              Edit{name}
            </Button>
            <Button variant="destructive" size="sm" onClick={() => handlers.onDelete(row.original)}>
              Delete{name}
            </Button>
          </div>
        );
      },
    },
  ];
}
