import {
  companyAndMember,
  type OrderItem,
  orderSubtotal,
  paymentMethodLabels,
  type StaffOrder,
  staffOrderMessages,
} from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { ArrowLeftIcon, RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { DataTable } from '@/components/data-table';
import { FileDownload } from '@/components/file-download';
import { Money } from '@/components/money';
import { OptionSelect } from '@/components/option-select';
import { StatusBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import {
  staffDeliveryMethodsQueryOptions,
  staffInvoiceHref,
  useUpdateDeliveryMethod,
} from '@/features/orders/staff-api';
import { UpdateStatusDialog } from '@/features/orders/update-status-dialog';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';

const lineTotal = (item: OrderItem) => Math.round(item.pricePerUnit * item.quantity * 100) / 100;

const itemColumns: ColumnDef<OrderItem, unknown>[] = [
  { id: 'product', header: 'Product', cell: ({ row }) => row.original.productName },
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
    cell: ({ row }) => <Money amount={lineTotal(row.original)} />,
  },
];

/** Subtotal, any discount, delivery and total: the same lines under the items and in Payment Information. */
function OrderSums({ order }: { order: StaffOrder }) {
  return (
    <>
      <dt>Subtotal</dt>
      <dd className="text-right">
        <Money amount={orderSubtotal(order)} />
      </dd>
      {order.discountAmount > 0 && (
        <>
          <dt>Discount</dt>
          <dd className="text-right">
            −<Money amount={order.discountAmount} />
          </dd>
        </>
      )}
      <dt>Delivery</dt>
      <dd className="text-right">
        <Money amount={order.deliveryCost} />
      </dd>
      <dt className="font-semibold">Total</dt>
      <dd className="text-right font-semibold">
        <Money amount={order.totalAmount} />
      </dd>
    </>
  );
}

function OrderItemsCard({ order }: { order: StaffOrder }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Order Items</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <DataTable
          caption={`Items of order ${order.orderNumber}`}
          columns={itemColumns}
          data={order.items}
          getRowId={(item) => item.id}
        />
        <dl className="ml-auto grid w-full max-w-xs grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
          <OrderSums order={order} />
        </dl>
      </CardContent>
    </Card>
  );
}

/** The order's delivery method, changed on choosing another (each change toasts its outcome). */
function DeliveryMethodPicker({ order }: { order: StaffOrder }) {
  const methods = useQuery(staffDeliveryMethodsQueryOptions);
  const changeMethod = useUpdateDeliveryMethod();
  const methodOptions = (methods.data?.items ?? []).map((m) => ({
    value: m.id,
    label: `${m.name} (${formatMoney(m.cost)})`,
  }));

  const chooseMethod = (deliveryMethodId: string) => {
    if (deliveryMethodId === order.deliveryMethodId) return;
    changeMethod.mutate(
      { id: order.id, body: { deliveryMethodId } },
      {
        onSuccess: () => toast.success(staffOrderMessages.deliveryUpdated),
        onError: (error) => toast.error(staffOrderMessages.deliveryFailed, { description: error.message }),
      },
    );
  };

  return (
    <div className="mt-4 flex flex-col gap-2">
      <span className="font-medium" id={`delivery-method-${order.id}`}>
        Delivery Method
      </span>
      <OptionSelect
        aria-labelledby={`delivery-method-${order.id}`}
        // A method no longer offered is named in the placeholder rather than left blank.
        value={methodOptions.some((m) => m.value === order.deliveryMethodId) ? order.deliveryMethodId! : ''}
        onValueChange={chooseMethod}
        options={methodOptions}
        placeholder={
          methods.isPending
            ? 'Loading delivery methods...'
            : (order.deliveryMethod ?? 'Select delivery method')
        }
        disabled={changeMethod.isPending || methods.isPending}
      />
      <span className="text-muted-foreground">
        Delivery cost: <Money amount={order.deliveryCost} />
      </span>
    </div>
  );
}

function ShippingCard({ order }: { order: StaffOrder }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Shipping Information</CardTitle>
      </CardHeader>
      <CardContent className="text-sm">
        <address className="not-italic">
          {order.shippingName && <div className="font-medium">{order.shippingName}</div>}
          {order.shippingAddress && <div>{order.shippingAddress}</div>}
          <div>
            {[order.shippingCity, order.shippingState, order.shippingPostalCode].filter(Boolean).join(' ')}
          </div>
          <div>{order.shippingCountry}</div>
        </address>
        <DeliveryMethodPicker order={order} />
      </CardContent>
    </Card>
  );
}

function PaymentCard({ order }: { order: StaffOrder }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Payment Information</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
          <dt>Payment Method</dt>
          <dd className="text-right">{paymentMethodLabels[order.paymentMethod]}</dd>
          {order.promoCode && (
            <>
              <dt>Promo code</dt>
              <dd className="text-right">{order.promoCode}</dd>
            </>
          )}
          <OrderSums order={order} />
          <dt>Order Date</dt>
          <dd className="text-right">{formatDate(order.createdAt)}</dd>
          {/* docs/product/company-accounts.md, What staff see: the member who placed it. */}
          <dt>Placed by</dt>
          <dd className="text-right">
            {order.placedBy.name}
            <span className="block text-muted-foreground text-xs">{order.placedBy.email}</span>
          </dd>
        </dl>
      </CardContent>
    </Card>
  );
}

/** Orders (docs/product/associate-portal.md): one order's detail, with its status, delivery method and tax invoice. */
export function OrderDetail({ order, onBack }: { order: StaffOrder; onBack: () => void }) {
  const [updating, setUpdating] = useState(false);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="outline" onClick={onBack}>
          <ArrowLeftIcon aria-hidden="true" /> Back to Orders
        </Button>
        <div className="flex flex-wrap gap-2">
          <FileDownload href={staffInvoiceHref(order.id)} filename={`tax-invoice-${order.orderNumber}.pdf`}>
            Download Invoice
          </FileDownload>
          <Button onClick={() => setUpdating(true)}>
            <RefreshCwIcon aria-hidden="true" /> Update Status
          </Button>
        </div>
      </div>

      <div className="flex flex-col gap-1">
        <h1 className="flex flex-wrap items-center gap-3 font-bold text-2xl">
          Order #{order.orderNumber} <StatusBadge entity="order" status={order.status} />
        </h1>
        <p className="text-muted-foreground text-sm">
          {companyAndMember(order.company, order.placedBy) ?? order.partnerName} · Placed{' '}
          {formatDateTime(order.createdAt)} · Updated {formatDateTime(order.updatedAt)}
        </p>
      </div>

      <OrderItemsCard order={order} />

      <div className="grid gap-4 md:grid-cols-3">
        <ShippingCard order={order} />
        <PaymentCard order={order} />
        <Card>
          <CardHeader>
            <CardTitle as="h2">Delivery Notes</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="whitespace-pre-wrap text-sm" data-testid="delivery-notes">
              {order.deliveryNotes || 'No delivery notes'}
            </p>
          </CardContent>
        </Card>
      </div>

      <UpdateStatusDialog order={order} open={updating} onOpenChange={setUpdating} />
    </div>
  );
}
