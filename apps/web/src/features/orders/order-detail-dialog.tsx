import { type Order, orderSubtotal, paymentMethodLabels } from '@party/shared/orders/contract';
import { ListPlusIcon, RotateCcwIcon, TruckIcon, Undo2Icon, XCircleIcon } from 'lucide-react';
import { Link } from 'react-router';
import { FileDownload } from '@/components/file-download';
import { Money } from '@/components/money';
import { PriceWithList } from '@/components/price-with-list';
import { Button, buttonVariants } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Separator } from '@/components/ui/separator';
import { formatDate, formatDateTime } from '@/lib/format';
import { partnerInvoiceHref } from './api';
import { OrderStatusBadge } from './order-status-badge';

/** The order's lines: product, quantity at its unit price, and the line's amount. */
function OrderItems({ order }: { order: Order }) {
  return (
    <section aria-label="Items">
      <ul className="flex flex-col divide-y">
        {order.items.map((item) => (
          <li key={item.id} className="flex items-center justify-between gap-4 py-2 text-sm">
            <span>
              <span className="font-medium">{item.productName}</span>
              <span className="text-muted-foreground">
                {' '}
                × {item.quantity} at{' '}
                <PriceWithList
                  price={item.pricePerUnit}
                  listPrice={item.listPricePerUnit ?? item.pricePerUnit}
                />
              </span>
            </span>
            <Money amount={Math.round(item.pricePerUnit * item.quantity * 100) / 100} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Subtotal, any discount, delivery and the total. */
function OrderTotals({ order }: { order: Order }) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
      <dt>Subtotal</dt>
      <dd className="text-right">
        <Money amount={orderSubtotal(order)} />
      </dd>
      {order.discountAmount > 0 && (
        <>
          <dt>Discount{order.promoCode ? ` (${order.promoCode})` : ''}</dt>
          <dd className="text-right">
            −<Money amount={order.discountAmount} />
          </dd>
        </>
      )}
      <dt>Delivery{order.deliveryMethod ? ` (${order.deliveryMethod})` : ''}</dt>
      <dd className="text-right">
        <Money amount={order.deliveryCost} />
      </dd>
      <dt className="font-semibold">Total</dt>
      <dd className="text-right font-semibold">
        <Money amount={order.totalAmount} />
      </dd>
    </dl>
  );
}

/** Where it goes, how it is paid, delivery notes and when it was cancelled. */
function OrderDelivery({ order }: { order: Order }) {
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2">
      <div>
        <dt className="text-muted-foreground">Ship to</dt>
        <dd>
          {order.shippingName}
          <br />
          {order.shippingAddress}
          <br />
          {[order.shippingCity, order.shippingState, order.shippingPostalCode].filter(Boolean).join(' ')}
        </dd>
      </div>
      <div>
        <dt className="text-muted-foreground">Payment</dt>
        <dd>{paymentMethodLabels[order.paymentMethod]}</dd>
        {order.deliveryNotes && (
          <>
            <dt className="mt-2 text-muted-foreground">Delivery notes</dt>
            <dd>{order.deliveryNotes}</dd>
          </>
        )}
        {order.status === 'cancelled' && order.cancelledAt && (
          <>
            <dt className="mt-2 text-muted-foreground">Cancelled</dt>
            <dd>{formatDate(order.cancelledAt)}</dd>
          </>
        )}
        {order.approval?.rejectionReason && (
          <>
            <dt className="mt-2 text-muted-foreground">Reason not approved</dt>
            <dd>{order.approval.rejectionReason}</dd>
          </>
        )}
      </div>
    </dl>
  );
}

interface OrderDetailProps {
  order: Order | null;
  /** Whether the signed-in member may cancel it (shared `mayCancelOrder`). */
  mayCancel: (order: Order) => boolean;
  onOpenChange: (open: boolean) => void;
  onCancel: (order: Order) => void;
  onTrack: (order: Order) => void;
  /** Order Again (docs/product/wholesale-buying.md), given only to a member who may shop. */
  onReorder?: (order: Order) => void;
  reordering?: boolean;
  /** Save as List: the order's lines as a new saved list, for a member who may shop. */
  onSaveAsList?: (order: Order) => void;
  /** Return Items on a delivered order (docs/product/returns.md), for a member who may shop. */
  mayReturn?: boolean;
}

type ActionProps = Omit<OrderDetailProps, 'order' | 'onOpenChange'> & { order: Order };

/** The overlay's buttons, each where the order's status and the member's role allow it. */
function OrderActions({
  order,
  onCancel,
  onTrack,
  mayCancel,
  onReorder,
  reordering = false,
  onSaveAsList,
  mayReturn = false,
}: ActionProps) {
  return (
    <DialogFooter>
      <FileDownload href={partnerInvoiceHref(order.id)} filename={`tax-invoice-${order.orderNumber}.pdf`}>
        Download Invoice
      </FileDownload>
      {onReorder && (
        <Button variant="outline" disabled={reordering} onClick={() => onReorder(order)}>
          <RotateCcwIcon aria-hidden="true" /> {reordering ? 'Adding to cart...' : 'Order Again'}
        </Button>
      )}
      {onSaveAsList && (
        <Button variant="outline" onClick={() => onSaveAsList(order)}>
          <ListPlusIcon aria-hidden="true" /> Save as List
        </Button>
      )}
      {mayReturn && order.status === 'delivered' && (
        <Link
          to={`/partner/returns?order=${encodeURIComponent(order.id)}`}
          className={buttonVariants({ variant: 'outline' })}
        >
          <Undo2Icon aria-hidden="true" /> Return Items
        </Link>
      )}
      {order.status === 'shipped' && (
        <Button variant="outline" onClick={() => onTrack(order)}>
          <TruckIcon aria-hidden="true" /> Track Shipment
        </Button>
      )}
      {mayCancel(order) && (
        <Button variant="destructive" onClick={() => onCancel(order)}>
          <XCircleIcon aria-hidden="true" /> Cancel Order
        </Button>
      )}
    </DialogFooter>
  );
}

/**
 * The order detail overlay (docs/product/partner-portal.md): Cancel only on pending, Track Shipment
 * only on shipped, Order Again, Save as List and (delivered) Return Items for members who shop, and the
 * order’s GST tax invoice on every order. The order comes from the loaded
 * list, so the overlay has no loading or error state of its own.
 */
export function OrderDetailDialog({ order, onOpenChange, ...actions }: OrderDetailProps) {
  return (
    <Dialog open={order !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        {order && (
          <>
            <DialogHeader>
              <DialogTitle className="flex flex-wrap items-center gap-2">
                Order #{order.orderNumber} <OrderStatusBadge order={order} />
              </DialogTitle>
              <DialogDescription>Placed {formatDateTime(order.createdAt)}</DialogDescription>
            </DialogHeader>
            <OrderItems order={order} />
            <Separator />
            <OrderTotals order={order} />
            <Separator />
            <OrderDelivery order={order} />
            <OrderActions {...actions} order={order} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
