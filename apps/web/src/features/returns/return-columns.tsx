import { type ReturnSummary, returnReasonLabels } from '@party/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { Money } from '@/components/money';
import { StatusBadge } from '@/components/status-badge';
import { formatDate } from '@/lib/format';

/**
 * The returns table (docs/product/returns.md): RMA number (a link to the return), order, company for
 * staff, date, reason, units, status and the adjustment note's amount once received.
 */
export function returnColumns(options: {
  hrefOf: (row: ReturnSummary) => string;
  showCompany: boolean;
}): ColumnDef<ReturnSummary, unknown>[] {
  const columns: ColumnDef<ReturnSummary, unknown>[] = [
    {
      id: 'number',
      header: 'Return',
      cell: ({ row }) => (
        <Link
          className="font-medium font-mono underline-offset-4 hover:underline"
          to={options.hrefOf(row.original)}
        >
          {row.original.number}
        </Link>
      ),
    },
    {
      id: 'order',
      header: 'Order',
      cell: ({ row }) => <span className="font-mono">#{row.original.orderNumber}</span>,
    },
  ];
  if (options.showCompany)
    columns.push({
      id: 'company',
      header: 'Company',
      meta: { className: 'whitespace-normal' },
      cell: ({ row }) => row.original.companyName,
    });
  columns.push(
    { id: 'createdAt', header: 'Requested', cell: ({ row }) => formatDate(row.original.createdAt) },
    {
      id: 'reason',
      header: 'Reason',
      meta: { detail: true },
      cell: ({ row }) => returnReasonLabels[row.original.reason],
    },
    {
      id: 'units',
      header: 'Units',
      meta: { className: 'text-right' },
      cell: ({ row }) => row.original.units.toLocaleString('en-AU'),
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => <StatusBadge entity="return" status={row.original.status} />,
    },
    {
      id: 'credit',
      header: 'Credit',
      meta: { className: 'text-right' },
      cell: ({ row }) =>
        row.original.creditAmount === null ? '—' : <Money amount={row.original.creditAmount} />,
    },
  );
  return columns;
}
