import {
  hasProductManagementAbility,
  isFinanceApprover,
  type LowStockProduct,
  type PurchaseOrder,
  type PurchaseOrderSummary,
  purchaseOrderStatuses,
} from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { ClipboardListIcon, PackageCheckIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { FileDownload } from '@/components/file-download';
import { FilterGroup } from '@/components/list/filter-group';
import { ListSearch } from '@/components/list/list-search';
import { PagedList } from '@/components/list/paged-list';
import { listQueryString, useListParams } from '@/components/list/use-list-params';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { RecordStates } from '@/components/record/record-states';
import { StatusBadge, statusMaps } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { usePrincipal } from '@/features/auth/api';
import {
  lowStockQueryOptions,
  purchaseOrderQueryOptions,
  purchaseOrdersQueryOptions,
  staffVendorInvoiceHref,
  useLivePurchasing,
} from '@/features/purchasing/api';
import { MarkPaidDialog } from '@/features/purchasing/mark-paid-dialog';
import {
  RaisePurchaseOrderDialog,
  type ReorderProduct,
} from '@/features/purchasing/raise-purchase-order-dialog';
import { formatDate } from '@/lib/format';

const listOptions = {
  filters: { status: { values: ['all', ...purchaseOrderStatuses], default: 'all' } },
};
const statusOptions = [
  { value: 'all', label: 'All' },
  ...purchaseOrderStatuses.map((status) => ({
    value: status,
    label: statusMaps.purchaseOrder[status].label,
  })),
];
const LOW_STOCK_PAGE_SIZE = 10;

function purchaseOrderColumns(open: (id: string) => void): ColumnDef<PurchaseOrderSummary, unknown>[] {
  return [
    {
      header: 'PO Number',
      accessorKey: 'poNumber',
      cell: ({ row }) => (
        <Button variant="link" className="h-auto p-0 font-medium" onClick={() => open(row.original.id)}>
          {row.original.poNumber}
        </Button>
      ),
    },
    { header: 'Vendor', accessorKey: 'vendorName' },
    {
      header: 'Product',
      accessorKey: 'productName',
      cell: ({ row }) => {
        const { productName, lineCount } = row.original;
        const more = lineCount > 1 ? ` and ${lineCount - 1} more` : '';
        return `${productName ?? 'Unknown Product'}${more}`;
      },
    },
    { header: 'Date', accessorKey: 'createdAt', cell: ({ row }) => formatDate(row.original.createdAt) },
    {
      header: 'Total',
      accessorKey: 'totalAmount',
      meta: { className: 'text-right' },
      cell: ({ row }) => <Money amount={row.original.totalAmount} />,
    },
    {
      header: 'Status',
      accessorKey: 'status',
      cell: ({ row }) => <StatusBadge entity="purchaseOrder" status={row.original.status} />,
    },
  ];
}

/** Staff raise purchase orders to vendors from low-stock products and follow them here (docs/purchasing.md). */
export default function PurchaseOrdersPage() {
  useLivePurchasing();
  const principal = usePrincipal();
  const mayRaise = hasProductManagementAbility(principal.associateRole);
  const list = useListParams(listOptions);
  const orders = useQuery(purchaseOrdersQueryOptions(listQueryString(list.query)));
  const [reorder, setReorder] = useState<ReorderProduct | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const columns = useMemo(() => purchaseOrderColumns(setOpenId), []);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Purchase Orders"
        description="Reorder low-stock products from the vendors that offer them, and follow every purchase order."
      />
      <LowStockSection mayRaise={mayRaise} onRaise={setReorder} />
      <section aria-labelledby="po-list-heading" className="flex flex-col gap-4">
        <h2 id="po-list-heading" className="text-xl">
          All purchase orders
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          <ListSearch label="Search purchase orders" value={list.query.search} onSearch={list.setSearch} />
          <FilterGroup
            label="Status"
            value={list.query.filters.status}
            onValueChange={(value) => list.setFilter('status', value)}
            options={statusOptions}
          />
        </div>
        <PagedList
          filtered={list.filtered}
          query={orders}
          loadingLabel="Loading purchase orders"
          errorTitle="Failed to load purchase orders"
          empty={<EmptyState icon={ClipboardListIcon} title="No purchase orders yet" />}
          caption="Purchase orders, newest first"
          columns={columns}
          getRowId={(po) => po.id}
          onPageChange={list.setPage}
        />
      </section>
      <RaisePurchaseOrderDialog product={reorder} onOpenChange={(open) => !open && setReorder(null)} />
      <PurchaseOrderDialog id={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}

function lowStockColumns(
  mayRaise: boolean,
  onRaise: (product: ReorderProduct) => void,
): ColumnDef<LowStockProduct, unknown>[] {
  return [
    {
      header: 'Product',
      accessorKey: 'name',
      cell: ({ row }) => <span className="font-medium">{row.original.name}</span>,
    },
    {
      header: 'Stock',
      accessorKey: 'stockQuantity',
      meta: { className: 'text-right' },
      cell: ({ row }) =>
        row.original.stockQuantity === 0
          ? 'Out of Stock'
          : row.original.stockQuantity.toLocaleString('en-AU'),
    },
    {
      header: 'Vendors',
      accessorKey: 'offerCount',
      meta: { className: 'text-right' },
      cell: ({ row }) => row.original.offerCount.toLocaleString('en-AU'),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      meta: { className: 'text-right' },
      cell: ({ row }) =>
        mayRaise ? (
          <Button
            size="sm"
            variant="outline"
            disabled={row.original.offerCount === 0}
            aria-label={`Raise Purchase Order for ${row.original.name}`}
            onClick={() => onRaise(row.original)}
          >
            Raise Purchase Order
          </Button>
        ) : null,
    },
  ];
}

function LowStockSection({
  mayRaise,
  onRaise,
}: {
  mayRaise: boolean;
  onRaise: (product: ReorderProduct) => void;
}) {
  const [page, setPage] = useState(1);
  const lowStock = useQuery(lowStockQueryOptions(page, LOW_STOCK_PAGE_SIZE));
  // Kept across renders: a cell renderer made anew is a new component to React, which would replace
  // the row's button under a pointer between a refetch and a click.
  const columns = useMemo(() => lowStockColumns(mayRaise, onRaise), [mayRaise, onRaise]);
  return (
    <section aria-labelledby="low-stock-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="low-stock-heading" className="text-xl">
          Low stock
        </h2>
        <p className="text-muted-foreground text-sm">
          {mayRaise
            ? 'Products at or below their low-stock level, out of stock first.'
            : 'Products at or below their low-stock level. Product Management and Finance associates raise purchase orders.'}
        </p>
      </div>
      <PagedList
        query={lowStock}
        loadingLabel="Loading low-stock products"
        errorTitle="Failed to load low-stock products"
        empty={
          <EmptyState
            icon={PackageCheckIcon}
            title="No low-stock products"
            description="Every product is well stocked."
          />
        }
        caption="Low-stock products"
        columns={columns}
        getRowId={(product) => product.id}
        onPageChange={setPage}
      />
    </section>
  );
}

const lineColumns: ColumnDef<PurchaseOrder['lines'][number], unknown>[] = [
  { header: 'Product', accessorKey: 'productName' },
  {
    header: 'Quantity',
    accessorKey: 'quantity',
    meta: { className: 'text-right tabular-nums' },
    cell: ({ row }) => row.original.quantity.toLocaleString('en-AU'),
  },
  {
    header: 'Unit price',
    accessorKey: 'unitPrice',
    meta: { className: 'text-right' },
    cell: ({ row }) => <Money amount={row.original.unitPrice} />,
  },
  {
    header: 'Line total',
    accessorKey: 'totalPrice',
    meta: { className: 'text-right' },
    cell: ({ row }) => <Money amount={row.original.totalPrice} />,
  },
];

/** The order's status, total, lines, notes, fulfilment and (for finance) its invoice. */
function PurchaseOrderBody({ po }: { po: PurchaseOrder }) {
  return (
    <div className="flex flex-col gap-4 text-sm">
      <div className="flex flex-wrap items-center gap-3">
        <StatusBadge entity="purchaseOrder" status={po.status} />
        <span>
          Total: <Money amount={po.totalAmount} className="font-semibold" />
        </span>
        {po.requestedDeliveryDate && <span>Requested delivery: {formatDate(po.requestedDeliveryDate)}</span>}
      </div>
      <DataTable
        caption={`Lines of ${po.poNumber}`}
        columns={lineColumns}
        data={po.lines}
        getRowId={(line) => line.id}
      />
      {po.notes && <p>Notes: {po.notes}</p>}
      {po.vendorNotes && <p>Vendor notes: {po.vendorNotes}</p>}
      {po.rejectionReason && <p>Rejection reason: {po.rejectionReason}</p>}
      <FulfilmentDetails po={po} />
      <InvoiceActions po={po} />
    </div>
  );
}

/** One purchase order: vendor, status, who raised it, notes and its lines. */
function PurchaseOrderDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const po = useQuery({ ...purchaseOrderQueryOptions(id ?? ''), enabled: id !== null });
  const data = po.data;
  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{data ? `Purchase order ${data.poNumber}` : 'Purchase order'}</DialogTitle>
          <DialogDescription>
            {data
              ? `${data.vendorName}, raised ${formatDate(data.createdAt)}${data.createdByName ? ` by ${data.createdByName}` : ''}.`
              : 'Loading purchase order...'}
          </DialogDescription>
        </DialogHeader>
        <RecordStates
          query={po}
          loadingLabel="Loading purchase order..."
          errorTitle="Failed to load purchase order"
          notFoundTitle="Purchase order not found"
        >
          {(order) => <PurchaseOrderBody po={order} />}
        </RecordStates>
      </DialogContent>
    </Dialog>
  );
}

/** How the PO is being fulfilled: acceptance, the shipment's progress and the vendor's invoice. */
function FulfilmentDetails({ po }: { po: PurchaseOrder }) {
  const { acceptedAt, rejectedAt, completedAt, shipment, payment } = po.fulfilment;
  const rows: [string, React.ReactNode][] = [];
  if (acceptedAt) rows.push(['Accepted', formatDate(acceptedAt)]);
  if (rejectedAt) rows.push(['Rejected', formatDate(rejectedAt)]);
  if (po.estimatedDeliveryDate) rows.push(['Estimated delivery', formatDate(po.estimatedDeliveryDate)]);
  if (shipment) {
    rows.push(['Shipment', <StatusBadge key="shipment" entity="shipment" status={shipment.status} />]);
    if (shipment.trackingNumber || shipment.carrier)
      rows.push(['Tracking', [shipment.carrier, shipment.trackingNumber].filter(Boolean).join(' ')]);
    if (shipment.shippedDate) rows.push(['Shipped', formatDate(shipment.shippedDate)]);
    if (shipment.deliveredAt) rows.push(['Delivered', formatDate(shipment.deliveredAt)]);
  }
  if (payment) {
    rows.push([
      'Invoice',
      <span key="invoice" className="inline-flex flex-wrap items-center gap-2">
        {payment.invoiceNumber} · <Money amount={payment.amount} />
        <StatusBadge entity="payment" status={payment.overdue ? 'overdue' : payment.status} />
      </span>,
    ]);
    rows.push([payment.paidDate ? 'Paid' : 'Due', formatDate(payment.paidDate ?? payment.dueDate)]);
  }
  if (completedAt) rows.push(['Completed', formatDate(completedAt)]);
  if (rows.length === 0) return <p className="text-muted-foreground">Waiting for the vendor to respond.</p>;
  return (
    <section aria-label="Fulfilment" className="flex flex-col gap-2">
      <h3 className="font-medium">Fulfilment</h3>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * Finance's part: the vendor's invoice as a PDF, and marking it paid once the money has gone out.
 * The finance approvers only (finance associates and admins); the server checks it again.
 */
function InvoiceActions({ po }: { po: PurchaseOrder }) {
  const principal = usePrincipal();
  const [paying, setPaying] = useState(false);
  const payment = po.fulfilment.payment;
  if (!payment || !isFinanceApprover(principal)) return null;
  return (
    <div className="flex flex-wrap gap-2">
      <FileDownload
        size="sm"
        href={staffVendorInvoiceHref(payment.id)}
        filename={`tax-invoice-${payment.invoiceNumber}.pdf`}
      >
        Download Invoice
      </FileDownload>
      {payment.status !== 'paid' && (
        <Button size="sm" onClick={() => setPaying(true)}>
          Mark Invoice Paid
        </Button>
      )}
      <MarkPaidDialog
        invoice={paying ? { ...payment, poNumber: po.poNumber, vendorName: po.vendorName } : null}
        onOpenChange={setPaying}
        onPaid={(paid) => {
          if (paid.purchaseOrderCompleted) toast.success(`${po.poNumber} is now completed.`);
        }}
      />
    </div>
  );
}
