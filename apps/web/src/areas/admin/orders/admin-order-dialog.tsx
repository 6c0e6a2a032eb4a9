import { companyAndMember, orderSubtotal, type StaffOrder, staffOrderMessages } from '@party/shared';
import { RefreshCwIcon, TruckIcon } from 'lucide-react';
import { useState } from 'react';
import { FileDownload } from '@/components/file-download';
import { Money } from '@/components/money';
import { type RecordQueryState, RecordStates } from '@/components/record/record-states';
import { StatusBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { staffInvoiceHref } from '@/features/orders/staff-api';
import { TrackShipmentDialog } from '@/features/orders/track-shipment-dialog';
import { UpdateStatusDialog } from '@/features/orders/update-status-dialog';
import { formatDate, formatDateTime } from '@/lib/format';

/**
 * The detail overlay of Admin Order Management (docs/product/admin-area.md) with Items, Shipping and
 * Tracking tabs, the subtotal, shipping cost, discount and order total, a status change that is saved
 * (and tells the partner), Download Invoice and View Tracking. The order's read shows its loading and
 * failure inside the overlay.
 */
export function AdminOrderDialog({
  open,
  detail,
  onOpenChange,
}: {
  open: boolean;
  detail: RecordQueryState<StaffOrder>;
  onOpenChange: (open: boolean) => void;
}) {
  const [updating, setUpdating] = useState(false);
  const [tracking, setTracking] = useState(false);
  const order = open ? (detail.data ?? null) : null;
  return (
    <>
      <Dialog open={open && !updating && !tracking} onOpenChange={onOpenChange}>
        <DialogContent className="sm:max-w-2xl">
          <OrderHeader order={order} />
          <RecordStates
            query={detail}
            loadingLabel="Loading order"
            errorTitle={staffOrderMessages.loadDetailFailed}
            notFoundTitle="Order not found."
            className="flex flex-col gap-4"
          >
            {(shown) => (
              <>
                <OrderTabs order={shown} />
                <OrderTotals order={shown} />
                <OrderActions
                  order={shown}
                  onTrack={() => setTracking(true)}
                  onUpdate={() => setUpdating(true)}
                />
              </>
            )}
          </RecordStates>
        </DialogContent>
      </Dialog>
      {order && <UpdateStatusDialog order={order} open={updating} onOpenChange={setUpdating} scope="admin" />}
      <TrackShipmentDialog order={tracking ? order : null} onOpenChange={(isOpen) => setTracking(isOpen)} />
    </>
  );
}

/** The order's number, status and partner; 'Order' while it loads or could not be read. */
function OrderHeader({ order }: { order: StaffOrder | null }) {
  return (
    <DialogHeader>
      <DialogTitle className="flex flex-wrap items-center gap-2">
        {order ? (
          <>
            Order #{order.orderNumber} <StatusBadge entity="order" status={order.status} />
          </>
        ) : (
          'Order'
        )}
      </DialogTitle>
      {order && (
        <DialogDescription>
          {companyAndMember(order.company, order.placedBy) ?? order.partnerName} · Placed{' '}
          {formatDateTime(order.createdAt)}
        </DialogDescription>
      )}
    </DialogHeader>
  );
}

function OrderTabs({ order }: { order: StaffOrder }) {
  return (
    <Tabs defaultValue="items">
      <TabsList>
        <TabsTrigger value="items">Items</TabsTrigger>
        <TabsTrigger value="shipping">Shipping</TabsTrigger>
        <TabsTrigger value="tracking">Tracking</TabsTrigger>
      </TabsList>
      <TabsContent value="items">
        <ul className="flex flex-col divide-y" aria-label={`Items of order ${order.orderNumber}`}>
          {order.items.map((item) => (
            <li key={item.id} className="flex items-center justify-between gap-4 py-2 text-sm">
              <span>
                <span className="font-medium">{item.productName}</span>
                <span className="text-muted-foreground">
                  {' '}
                  × {item.quantity.toLocaleString('en-AU')} at <Money amount={item.pricePerUnit} />
                </span>
              </span>
              <Money amount={Math.round(item.pricePerUnit * item.quantity * 100) / 100} />
            </li>
          ))}
        </ul>
      </TabsContent>
      <TabsContent value="shipping">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted-foreground">Placed by</dt>
          <dd>
            {order.placedBy.name} ({order.placedBy.email})
          </dd>
          <dt className="text-muted-foreground">Ship to</dt>
          <dd>
            <address className="not-italic">
              {order.shippingName && <div>{order.shippingName}</div>}
              {order.shippingAddress && <div>{order.shippingAddress}</div>}
              <div>
                {[order.shippingCity, order.shippingState, order.shippingPostalCode]
                  .filter(Boolean)
                  .join(' ')}
              </div>
              <div>{order.shippingCountry}</div>
            </address>
          </dd>
          <dt className="text-muted-foreground">Delivery method</dt>
          <dd>{order.deliveryMethod ?? 'None'}</dd>
          <dt className="text-muted-foreground">Delivery notes</dt>
          <dd className="whitespace-pre-wrap">{order.deliveryNotes || 'No delivery notes'}</dd>
        </dl>
      </TabsContent>
      <TabsContent value="tracking">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted-foreground">Carrier</dt>
          <dd>{order.carrier ?? 'Not yet assigned'}</dd>
          <dt className="text-muted-foreground">Tracking number</dt>
          <dd className="font-mono">{order.trackingNumber ?? 'Not yet assigned'}</dd>
          <dt className="text-muted-foreground">Shipped</dt>
          <dd>{order.shippedAt ? formatDate(order.shippedAt) : 'Not yet shipped'}</dd>
          <dt className="text-muted-foreground">Delivered</dt>
          <dd>{order.deliveredAt ? formatDate(order.deliveredAt) : 'Not yet delivered'}</dd>
        </dl>
      </TabsContent>
    </Tabs>
  );
}

function OrderTotals({ order }: { order: StaffOrder }) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t pt-3 text-sm">
      <dt>Subtotal</dt>
      <dd className="text-right">
        <Money amount={orderSubtotal(order)} />
      </dd>
      <dt>Shipping Cost</dt>
      <dd className="text-right">
        <Money amount={order.deliveryCost} />
      </dd>
      <dt>Discount{order.promoCode ? ` (${order.promoCode})` : ''}</dt>
      <dd className="text-right">
        {order.discountAmount > 0 && '−'}
        <Money amount={order.discountAmount} />
      </dd>
      <dt className="font-semibold">Order Total</dt>
      <dd className="text-right font-semibold">
        <Money amount={order.totalAmount} />
      </dd>
    </dl>
  );
}

function OrderActions({
  order,
  onTrack,
  onUpdate,
}: {
  order: StaffOrder;
  onTrack: () => void;
  onUpdate: () => void;
}) {
  return (
    <DialogFooter className="flex-wrap gap-2">
      <FileDownload
        href={staffInvoiceHref(order.id, 'admin')}
        filename={`tax-invoice-${order.orderNumber}.pdf`}
      >
        Download Invoice
      </FileDownload>
      <Button variant="outline" onClick={onTrack}>
        <TruckIcon aria-hidden="true" /> View Tracking
      </Button>
      <Button onClick={onUpdate}>
        <RefreshCwIcon aria-hidden="true" /> Update Status
      </Button>
    </DialogFooter>
  );
}
