import { type StaffVendorPayment, type VendorPaymentStatus, vendorPaymentStatuses } from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { ReceiptIcon } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { FileDownload } from '@/components/file-download';
import { PagedList } from '@/components/list/paged-list';
import { Money } from '@/components/money';
import { OptionSelect } from '@/components/option-select';
import { StatusBadge, statusMaps } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import {
  staffVendorInvoiceHref,
  staffVendorPaymentsQueryOptions,
  useLivePurchasing,
} from '@/features/purchasing/api';
import { MarkPaidDialog } from '@/features/purchasing/mark-paid-dialog';
import { formatDate } from '@/lib/format';

const statusOptions = [
  { value: 'all', label: 'All Statuses' },
  ...vendorPaymentStatuses.map((value) => ({ value, label: statusMaps.payment[value].label })),
];

/** The invoices' columns: each downloadable, and Mark Paid while it is not paid. */
function paymentColumns(
  setPaying: (payment: StaffVendorPayment) => void,
): ColumnDef<StaffVendorPayment, unknown>[] {
  return [
    {
      id: 'invoice',
      header: 'Invoice',
      cell: ({ row }) => <span className="font-mono">{row.original.invoiceNumber}</span>,
    },
    { id: 'vendor', header: 'Vendor', cell: ({ row }) => row.original.vendorName },
    { id: 'po', header: 'PO Number', cell: ({ row }) => row.original.poNumber },
    {
      id: 'amount',
      header: 'Amount',
      meta: { className: 'text-right' },
      cell: ({ row }) => <Money amount={row.original.amount} />,
    },
    { id: 'due', header: 'Due', cell: ({ row }) => formatDate(row.original.dueDate) },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => (
        <StatusBadge entity="payment" status={row.original.overdue ? 'overdue' : row.original.status} />
      ),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => {
        const payment = row.original;
        return (
          <div className="flex flex-wrap justify-end gap-2">
            <FileDownload
              size="sm"
              variant="outline"
              href={staffVendorInvoiceHref(payment.id)}
              filename={`tax-invoice-${payment.invoiceNumber}.pdf`}
            >
              Download<span className="sr-only"> invoice {payment.invoiceNumber}</span>
            </FileDownload>
            {payment.status !== 'paid' && (
              <Button size="sm" onClick={() => setPaying(payment)}>
                Mark Paid<span className="sr-only"> invoice {payment.invoiceNumber}</span>
              </Button>
            )}
          </div>
        );
      },
    },
  ];
}

/**
 * A section of /admin/vendors: every vendor's invoices, each downloadable as a GST tax invoice and
 * marked paid after a confirmation (the finance use case; the vendor is told).
 */
export function VendorPaymentsSection() {
  useLivePurchasing();
  const [status, setStatus] = useState<'all' | VendorPaymentStatus>('pending');
  const [page, setPage] = useState(1);
  const [paying, setPaying] = useState<StaffVendorPayment | null>(null);
  const payments = useQuery(
    staffVendorPaymentsQueryOptions({ status: status === 'all' ? undefined : status, page }),
  );

  const columns = paymentColumns(setPaying);

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle as="h2">Vendor Payments</CardTitle>
        <OptionSelect
          aria-label="Filter payments by status"
          className="w-44"
          value={status}
          onValueChange={(value) => {
            setStatus(value as 'all' | VendorPaymentStatus);
            setPage(1);
          }}
          options={statusOptions}
        />
      </CardHeader>
      <CardContent>
        <PagedList
          query={payments}
          loadingLabel="Loading vendor payments..."
          errorTitle="Could not load the vendor payments"
          empty={<EmptyState icon={ReceiptIcon} title="No invoices to show" />}
          caption="Vendor payments"
          columns={columns}
          getRowId={(p) => p.id}
          onPageChange={setPage}
        />
      </CardContent>
      <MarkPaidDialog invoice={paying} onOpenChange={(open) => !open && setPaying(null)} />
    </Card>
  );
}
