import { orderSubtotal, type StaffOrder } from '@party/shared';
import { RefreshCwIcon, TruckIcon } from 'lucide-react';
import { useState } from 'react';
import { FileDownload } from '@/components/file-download';
import { Money } from '@/components/money';
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
 * Spec 3 'Admin Order Management': the detail overlay with Items, Shipping and Tracking tabs, the
 * subtotal, shipping cost, discount and order total, a status change that is saved (and tells the
 * partner), Download Invoice and View Tracking.
 */
export function AdminOrderDialog({
  order,
  onOpenChange,
}: {
  order: StaffOrder | null;
  onOpenChange: (open: boolean) => void;
}) {
  const [updating, setUpdating] = useState(false);
  const [tracking, setTracking] = useState(false);
  return (
    <>
      <Dialog open={order !== null && !updating && !tracking} onOpenChange={onOpenChange}>
        <DialogContent className="sm:max-w-2xl">
          {order && (
            <>
              <DialogHeader>
                <DialogTitle className="flex flex-wrap items-center gap-2">
                  Order #{order.orderNumber} <StatusBadge entity="order" status={order.status} />
                </DialogTitle>
                <DialogDescription>
                  {order.partnerName}
                  {order.partnerCompany ? ` · ${order.partnerCompany}` : ''} · Placed{' '}
                  {formatDateTime(order.createdAt)}
                </DialogDescription>
              </DialogHeader>
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
              <DialogFooter className="flex-wrap gap-2">
                <FileDownload
                  href={staffInvoiceHref(order.id, 'admin')}
                  filename={`tax-invoice-${order.orderNumber}.pdf`}
                >
                  Download Invoice
                </FileDownload>
                <Button variant="outline" onClick={() => setTracking(true)}>
                  <TruckIcon aria-hidden="true" /> View Tracking
                </Button>
                <Button onClick={() => setUpdating(true)}>
                  <RefreshCwIcon aria-hidden="true" /> Update Status
                </Button>
              </DialogFooter>
            </>
          )}
        </DialogContent>
      </Dialog>
      {order && <UpdateStatusDialog order={order} open={updating} onOpenChange={setUpdating} scope="admin" />}
      <TrackShipmentDialog order={tracking ? order : null} onOpenChange={(open) => setTracking(open)} />
    </>
  );
}
