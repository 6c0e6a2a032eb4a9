import type { Order } from '@party/shared/orders/contract';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatDate } from '@/lib/format';

/** docs/product/partner-portal.md: Track Shipment on a shipped order shows its carrier and tracking number. */
export function TrackShipmentDialog({
  order,
  onOpenChange,
}: {
  order: Order | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={order !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        {order && (
          <>
            <DialogHeader>
              <DialogTitle>Track Shipment</DialogTitle>
              <DialogDescription>Order #{order.orderNumber}</DialogDescription>
            </DialogHeader>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted-foreground">Carrier</dt>
              <dd>{order.carrier ?? 'Not yet assigned'}</dd>
              <dt className="text-muted-foreground">Tracking number</dt>
              <dd className="font-mono">{order.trackingNumber ?? 'Not yet assigned'}</dd>
              {order.shippedAt && (
                <>
                  <dt className="text-muted-foreground">Shipped</dt>
                  <dd>{formatDate(order.shippedAt)}</dd>
                </>
              )}
            </dl>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
