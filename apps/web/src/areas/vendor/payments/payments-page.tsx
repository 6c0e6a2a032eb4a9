import { type VendorPayment, vendorPaymentMethodLabel } from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { AlertTriangleIcon, BanknoteIcon, CalendarCheckIcon, ReceiptIcon, WalletIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { FileDownload } from '@/components/file-download';
import { PagedList } from '@/components/list/paged-list';
import { listQueryString, useListParams } from '@/components/list/use-list-params';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { StatCards } from '@/components/stat-cards';
import { StatusBadge } from '@/components/status-badge';
import {
  useLiveVendorPurchasing,
  vendorInvoiceHref,
  vendorPaymentsQueryOptions,
} from '@/features/purchasing/vendor-api';
import { formatDate } from '@/lib/format';

const columns: ColumnDef<VendorPayment, unknown>[] = [
  {
    header: 'Invoice',
    accessorKey: 'invoiceNumber',
    cell: ({ row }) => (
      <div className="flex flex-col gap-0.5">
        <span className="font-medium">{row.original.invoiceNumber}</span>
        <span className="text-muted-foreground text-xs">{row.original.poNumber}</span>
      </div>
    ),
  },
  { header: 'Issued', accessorKey: 'createdAt', cell: ({ row }) => formatDate(row.original.createdAt) },
  { header: 'Due', accessorKey: 'dueDate', cell: ({ row }) => formatDate(row.original.dueDate) },
  {
    header: 'Paid',
    accessorKey: 'paidDate',
    cell: ({ row }) =>
      row.original.paidDate ? (
        <div className="flex flex-col gap-0.5">
          <span>{formatDate(row.original.paidDate)}</span>
          {row.original.paymentMethod && (
            <span className="text-muted-foreground text-xs">
              {vendorPaymentMethodLabel(row.original.paymentMethod)}
            </span>
          )}
          {/* What the vendor matches the money on their statement by (docs/purchasing.md). */}
          {row.original.paymentReference && (
            <span className="text-muted-foreground text-xs">Ref {row.original.paymentReference}</span>
          )}
        </div>
      ) : (
        '—'
      ),
  },
  {
    header: 'Amount',
    accessorKey: 'amount',
    meta: { className: 'text-right' },
    cell: ({ row }) => <Money amount={row.original.amount} className="font-medium" />,
  },
  {
    header: 'Status',
    accessorKey: 'status',
    // Overdue is shown, never stored (docs/product/vendor-portal.md).
    cell: ({ row }) => (
      <StatusBadge entity="payment" status={row.original.overdue ? 'overdue' : row.original.status} />
    ),
  },
  {
    id: 'invoice',
    header: () => <span className="sr-only">Invoice PDF</span>,
    meta: { className: 'text-right' },
    cell: ({ row }) => (
      <FileDownload
        size="sm"
        href={vendorInvoiceHref(row.original.id)}
        filename={`tax-invoice-${row.original.invoiceNumber}.pdf`}
        aria-label={`Download invoice ${row.original.invoiceNumber} PDF`}
      >
        PDF
      </FileDownload>
    ),
  },
];

/**
 * docs/product/vendor-portal.md: Payments: the four cards and the read-only invoice history, each invoice a
 * PDF.
 */
export default function VendorPaymentsPage() {
  useLiveVendorPurchasing();
  const list = useListParams();
  const payments = useQuery(vendorPaymentsQueryOptions(listQueryString(list.query)));
  const stats = payments.data?.stats;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Payments"
        description="Your invoices to Party Central: what is owed, what is overdue and what has been paid."
      />
      <StatCards
        label="Payment figures"
        loading={!stats}
        stats={[
          {
            label: 'Total Outstanding',
            value: <Money amount={stats?.totalOutstanding ?? 0} />,
            icon: WalletIcon,
          },
          {
            label: 'Overdue',
            value: <Money amount={stats?.overdue ?? 0} />,
            icon: AlertTriangleIcon,
            hint: (
              <p className="text-muted-foreground text-xs">
                {stats?.overdueCount === 1 ? '1 invoice' : `${stats?.overdueCount ?? 0} invoices`} past due
              </p>
            ),
          },
          {
            label: 'Paid This Month',
            value: <Money amount={stats?.paidThisMonth ?? 0} />,
            icon: CalendarCheckIcon,
          },
          { label: 'Total Volume', value: <Money amount={stats?.totalVolume ?? 0} />, icon: BanknoteIcon },
        ]}
      />
      <PagedList
        filtered={list.filtered}
        query={payments}
        loadingLabel="Loading payments"
        errorTitle="Failed to load payments"
        empty={
          <EmptyState
            icon={ReceiptIcon}
            title="No payments yet"
            description="Accepting a purchase order raises its invoice here."
          />
        }
        caption="Payment history, newest first"
        columns={columns}
        getRowId={(payment) => payment.id}
        onPageChange={list.setPage}
      />
    </div>
  );
}
