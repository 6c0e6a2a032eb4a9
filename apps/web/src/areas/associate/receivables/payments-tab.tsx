import { type PaymentRow, receivablesMessages, receivedPaymentMethodLabels } from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { BanknoteIcon } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { PagedList } from '@/components/list/paged-list';
import { Money } from '@/components/money';
import { paymentsQueryOptions } from '@/features/receivables/api';
import { formatDate } from '@/lib/format';

const columns: ColumnDef<PaymentRow, unknown>[] = [
  { id: 'receivedOn', header: 'Received', cell: ({ row }) => formatDate(row.original.receivedOn) },
  {
    id: 'company',
    header: 'Company',
    meta: { className: 'whitespace-normal' },
    cell: ({ row }) => <span className="font-medium">{row.original.companyName}</span>,
  },
  { id: 'method', header: 'Method', cell: ({ row }) => receivedPaymentMethodLabels[row.original.method] },
  { id: 'reference', header: 'Reference', cell: ({ row }) => row.original.reference || '—' },
  {
    id: 'amount',
    header: 'Amount',
    meta: { className: 'text-right' },
    cell: ({ row }) => <Money amount={row.original.amount} />,
  },
  {
    id: 'invoices',
    header: 'Invoices',
    meta: { detail: true, className: 'whitespace-normal' },
    cell: ({ row }) =>
      row.original.allocations.map((a) => (
        <span key={a.invoiceId} className="mr-3 inline-block">
          {a.invoiceNumber} <Money amount={a.amount} />
        </span>
      )),
  },
  {
    id: 'recordedBy',
    header: 'Recorded by',
    meta: { detail: true },
    cell: ({ row }) => row.original.recordedByName ?? '—',
  },
];

/** The payments received, newest first, each with the invoices it paid. */
export function PaymentsTab() {
  const [page, setPage] = useState(1);
  const payments = useQuery(paymentsQueryOptions({ page, pageSize: 25 }));
  return (
    <PagedList
      query={payments}
      loadingLabel="Loading payments"
      errorTitle={receivablesMessages.loadFailed}
      empty={
        <EmptyState
          icon={BanknoteIcon}
          title="No payments recorded yet"
          description="Record a payment when a company pays its invoices on account."
        />
      }
      caption="Payments received"
      columns={columns}
      getRowId={(row) => row.id}
      onPageChange={setPage}
    />
  );
}
