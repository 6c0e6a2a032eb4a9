import { type Order, orderMessages, orderSubtotal, orderTabs } from '@party/shared/orders/contract';
import { useQuery } from '@tanstack/react-query';
import { AlertCircleIcon, EyeIcon, PackageIcon, TruckIcon, XCircleIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { StatusBadge } from '@/components/status-badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import {
  type OrderTab,
  orderQueryOptions,
  ordersQueryOptions,
  useCancelOrder,
  useLiveOrders,
} from '@/features/orders/api';
import { OrderDetailDialog } from '@/features/orders/order-detail-dialog';
import { TrackShipmentDialog } from '@/features/orders/track-shipment-dialog';
import { formatDate } from '@/lib/format';

const tabValues = new Set<string>(orderTabs.map((t) => t.value));

/** Track Orders (spec 2 section 2.1): tabs, detail overlay, cancel on pending, track on shipped. */
export default function PartnerOrdersPage() {
  useLiveOrders();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('status') ?? 'all';
  const tab = (tabValues.has(tabParam) ? tabParam : 'all') as OrderTab;
  const openId = params.get('order');
  const orders = useQuery(ordersQueryOptions(tab));
  const fromList = orders.data?.items.find((o) => o.id === openId);
  const detail = useQuery({ ...orderQueryOptions(openId ?? ''), enabled: openId !== null && !fromList });
  const shown = openId ? (fromList ?? detail.data ?? null) : null;
  const cancel = useCancelOrder();
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const [tracking, setTracking] = useState<Order | null>(null);

  useEffect(() => {
    if (orders.isError) toast.error(orderMessages.loadFailed, { id: 'orders-load-failed' });
  }, [orders.isError]);

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  const confirmCancel = () => {
    if (!cancelling) return;
    const orderId = cancelling.id;
    cancel.mutate(orderId, {
      onSuccess: () => {
        // Keyed by the order's address, as the live cancel notification is: one toast, not two.
        toast.success(orderMessages.cancelled, { id: `/partner/orders?order=${orderId}` });
        setCancelling(null);
      },
      onError: (error) => {
        toast.error(orderMessages.cancelFailed, { description: error.message });
        setCancelling(null);
      },
    });
  };

  const items = orders.data?.items;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Track Orders" description="Follow your orders from placement to delivery." />
      <Tabs value={tab} onValueChange={(value) => update({ status: value === 'all' ? null : value })}>
        <TabsList className="flex-wrap">
          {orderTabs.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>
      <div aria-busy={orders.isFetching}>
        {orders.isPending ? (
          <div className="flex flex-col gap-2">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : orders.isError && !items ? (
          <EmptyState
            icon={AlertCircleIcon}
            title={orderMessages.loadFailed}
            description={orders.error.message}
            action={<Button onClick={() => void orders.refetch()}>Try Again</Button>}
          />
        ) : !items || items.length === 0 ? (
          <EmptyState
            icon={PackageIcon}
            title={orderMessages.empty}
            action={
              <Link to="/partner/shop" className={buttonVariants({ variant: 'outline' })}>
                Shop Now!
              </Link>
            }
          />
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Order</TableHead>
                <TableHead>Date</TableHead>
                <TableHead>Items</TableHead>
                <TableHead className="text-right">Subtotal</TableHead>
                <TableHead className="text-right">Total</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((order) => (
                <TableRow key={order.id}>
                  <TableCell className="font-mono">#{order.orderNumber}</TableCell>
                  <TableCell>{formatDate(order.createdAt)}</TableCell>
                  <TableCell>{order.items.reduce((sum, i) => sum + i.quantity, 0)}</TableCell>
                  <TableCell className="text-right">
                    <Money amount={orderSubtotal(order)} />
                  </TableCell>
                  <TableCell className="text-right">
                    <Money amount={order.totalAmount} />
                  </TableCell>
                  <TableCell>
                    <StatusBadge entity="order" status={order.status} />
                  </TableCell>
                  <TableCell>
                    <div className="flex justify-end gap-1">
                      <Button size="sm" variant="outline" onClick={() => update({ order: order.id })}>
                        <EyeIcon aria-hidden="true" /> View
                        <span className="sr-only"> order {order.orderNumber}</span>
                      </Button>
                      {order.status === 'shipped' && (
                        <Button size="sm" variant="outline" onClick={() => setTracking(order)}>
                          <TruckIcon aria-hidden="true" /> Track Shipment
                        </Button>
                      )}
                      {order.status === 'pending' && (
                        <Button size="sm" variant="ghost" onClick={() => setCancelling(order)}>
                          <XCircleIcon aria-hidden="true" /> Cancel
                          <span className="sr-only"> order {order.orderNumber}</span>
                        </Button>
                      )}
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </div>
      <OrderDetailDialog
        order={shown}
        onOpenChange={(open) => !open && update({ order: null })}
        // One dialog at a time: the overlay closes before the confirmation or tracking opens.
        onCancel={(order) => {
          update({ order: null });
          setCancelling(order);
        }}
        onTrack={(order) => {
          update({ order: null });
          setTracking(order);
        }}
      />
      <TrackShipmentDialog order={tracking} onOpenChange={(open) => !open && setTracking(null)} />
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title="Cancel this order?"
        description={
          cancelling
            ? `Order #${cancelling.orderNumber} will be cancelled and its items returned to stock. This cannot be undone.`
            : ''
        }
        confirmLabel="Cancel Order"
        cancelLabel="Keep Order"
        destructive
        pending={cancel.isPending}
        onConfirm={confirmCancel}
      />
    </div>
  );
}
