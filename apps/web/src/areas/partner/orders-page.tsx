import { companyMay } from '@party/shared/companies/roles';
import {
  mayCancelOrder,
  type Order,
  orderMessages,
  orderSubtotal,
  orderTabs,
} from '@party/shared/orders/contract';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { EyeIcon, PackageIcon, RotateCcwIcon, TruckIcon, XCircleIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { FilterGroup } from '@/components/list/filter-group';
import { PagedList } from '@/components/list/paged-list';
import { useListParams } from '@/components/list/use-list-params';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { Button, buttonVariants } from '@/components/ui/button';
import { usePrincipal } from '@/features/auth/api';
import { MemberFilter } from '@/features/companies/member-filter';
import {
  type OrderTab,
  orderQueryOptions,
  ordersQueryOptions,
  useCancelOrder,
  useLiveOrders,
} from '@/features/orders/api';
import { OrderDetailDialog } from '@/features/orders/order-detail-dialog';
import { OrderStatusBadge } from '@/features/orders/order-status-badge';
import { ReorderDialog, useOrderAgain } from '@/features/orders/reorder-dialog';
import { TrackShipmentDialog } from '@/features/orders/track-shipment-dialog';
import { formatDate } from '@/lib/format';
import { useSaveOrderAsListDialog } from './save-as-list';

const statusFilter = { values: orderTabs.map((t) => t.value), default: 'all' } as const;
const listOptions = { filters: { status: statusFilter }, extraFilters: ['member'] };

interface RowActions {
  view: (order: Order) => void;
  track: (order: Order) => void;
  cancel: (order: Order) => void;
  mayCancel: (order: Order) => boolean;
  /** Order Again, for members who may shop (docs/product/wholesale-buying.md); the order it waits on. */
  reorder?: (order: Order) => void;
  reorderingId?: string;
}

/** A row's View, Order Again, Track Shipment (shipped) and Cancel (when the member may). */
function OrderRowActions({ order, actions }: { order: Order; actions: RowActions }) {
  return (
    // A phone's card wraps them (a shipped order's three overran it); a table row keeps them on one line.
    <div className="flex flex-wrap justify-end gap-1 md:flex-nowrap">
      <Button size="sm" variant="outline" onClick={() => actions.view(order)}>
        <EyeIcon aria-hidden="true" /> View
        <span className="sr-only"> order {order.orderNumber}</span>
      </Button>
      {actions.reorder && (
        <Button
          size="sm"
          variant="outline"
          title="Order Again"
          disabled={actions.reorderingId === order.id}
          onClick={() => actions.reorder?.(order)}
        >
          <RotateCcwIcon aria-hidden="true" />
          {/* Words on a phone's card and a wide screen; between, the icon keeps the row within 1280 px. */}
          <span className="md:sr-only 2xl:not-sr-only">Order Again</span>
          <span className="sr-only"> order {order.orderNumber}</span>
        </Button>
      )}
      {order.status === 'shipped' && (
        <Button size="sm" variant="outline" onClick={() => actions.track(order)}>
          <TruckIcon aria-hidden="true" /> Track Shipment
        </Button>
      )}
      {actions.mayCancel(order) && (
        <Button size="sm" variant="ghost" onClick={() => actions.cancel(order)}>
          <XCircleIcon aria-hidden="true" /> Cancel
          <span className="sr-only"> order {order.orderNumber}</span>
        </Button>
      )}
    </div>
  );
}

function orderColumns(actions: RowActions, showPlacedBy: boolean): ColumnDef<Order, unknown>[] {
  return [
    {
      id: 'order',
      header: 'Order',
      cell: ({ row }) => <span className="font-mono">#{row.original.orderNumber}</span>,
    },
    { id: 'date', header: 'Date', cell: ({ row }) => formatDate(row.original.createdAt) },
    ...(showPlacedBy
      ? [
          { id: 'placedBy', header: 'Placed by', cell: ({ row }) => row.original.placedBy.name } as ColumnDef<
            Order,
            unknown
          >,
        ]
      : []),
    {
      id: 'items',
      header: 'Items',
      cell: ({ row }) => row.original.items.reduce((sum, i) => sum + i.quantity, 0),
    },
    {
      id: 'subtotal',
      header: 'Subtotal',
      meta: { className: 'text-right' },
      cell: ({ row }) => <Money amount={orderSubtotal(row.original)} />,
    },
    {
      id: 'total',
      header: 'Total',
      meta: { className: 'text-right' },
      cell: ({ row }) => <Money amount={row.original.totalAmount} />,
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => <OrderStatusBadge order={row.original} />,
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => <OrderRowActions order={row.original} actions={actions} />,
    },
  ];
}

/** Cancel Order, after the confirm dialog: the order being cancelled, and the cancel with its toasts. */
function useCancelling() {
  const cancel = useCancelOrder();
  const [cancelling, setCancelling] = useState<Order | null>(null);
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
  return { cancel, cancelling, setCancelling, confirmCancel };
}

/** The order whose overlay is open: from the list on screen, else fetched by its id (a shared link). */
function useShownOrder(openId: string | null, listed: Order[] | undefined): Order | null {
  const fromList = listed?.find((o) => o.id === openId);
  const detail = useQuery({ ...orderQueryOptions(openId ?? ''), enabled: openId !== null && !fromList });
  return openId ? (fromList ?? detail.data ?? null) : null;
}

/** Whose orders the list shows: members who see every company order choose (docs/product/company-accounts.md, "Track Orders"). */
function useOrdersMember(params: URLSearchParams) {
  const principal = usePrincipal();
  const seesCompany = companyMay(principal.companyRole, 'see-company-orders');
  const member = seesCompany ? (params.get('member') ?? 'all') : 'me';
  return { principal, seesCompany, member };
}

/** Asks before cancelling: the stock goes back, and it cannot be undone. */
function CancelOrderConfirm({
  order,
  onClose,
  pending,
  onConfirm,
}: {
  order: Order | null;
  onClose: () => void;
  pending: boolean;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={order !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Cancel this order?"
      description={
        order
          ? `Order #${order.orderNumber} will be cancelled and its items returned to stock. This cannot be undone.`
          : ''
      }
      confirmLabel="Cancel Order"
      cancelLabel="Keep Order"
      destructive
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}

function NoOrders() {
  return (
    <EmptyState
      icon={PackageIcon}
      title={orderMessages.empty}
      action={
        <Link to="/partner/shop" className={buttonVariants({ variant: 'outline' })}>
          Shop Now!
        </Link>
      }
    />
  );
}

/** The status filter, and whose orders for members who see the company's. */
function OrderFilters({
  list,
  tab,
  member,
  meId,
}: {
  list: ReturnType<typeof useListParams<'status'>>;
  tab: OrderTab;
  /** Null when the member sees only their own orders. */
  member: string | null;
  meId: string;
}) {
  return (
    <>
      <FilterGroup
        label="Order status"
        value={tab}
        onValueChange={(value) => list.setFilter('status', value)}
        options={orderTabs}
      />
      {member !== null && (
        <MemberFilter
          meId={meId}
          value={member}
          onValueChange={(value) =>
            list.setParam('member', value === 'all' ? null : value, { replace: false })
          }
        />
      )}
    </>
  );
}

/**
 * Track Orders (docs/product/partner-portal.md): status filter, detail overlay, cancel on pending, track on
 * shipped, Order Again on every order (docs/product/wholesale-buying.md).
 */
export default function PartnerOrdersPage() {
  useLiveOrders();
  const list = useListParams(listOptions);
  const tab = list.query.filters.status as OrderTab;
  const openId = list.params.get('order');
  const { principal, seesCompany, member } = useOrdersMember(list.params);
  const orders = useQuery(ordersQueryOptions(tab, member, list.query.page));
  const shown = useShownOrder(openId, orders.data?.items);
  const { cancel, cancelling, setCancelling, confirmCancel } = useCancelling();
  const [tracking, setTracking] = useState<Order | null>(null);
  const showOrder = (id: string | null) => list.setParam('order', id);
  const again = useOrderAgain();
  const saveAsList = useSaveOrderAsListDialog(() => showOrder(null));
  // A viewer does not shop (docs/product/company-accounts.md, Roles): no Order Again for them.
  const reorder = companyMay(principal.companyRole, 'shop') ? again.start : undefined;
  const mayCancel = (order: Order) => mayCancelOrder(order, principal);
  const actions = { view: (order: Order) => showOrder(order.id), track: setTracking, cancel: setCancelling };
  const columns = orderColumns(
    { ...actions, mayCancel, reorder, reorderingId: again.pendingId },
    seesCompany,
  );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Track Orders" description="Follow your orders from placement to delivery." />
      <OrderFilters list={list} tab={tab} member={seesCompany ? member : null} meId={principal.userId} />
      {/* Years of orders come a page at a time; past the server's count cap it reads "Page 1 of 400+". */}
      <PagedList
        filtered={list.filtered}
        noMatchTitle={orderMessages.empty}
        query={orders}
        loadingLabel="Loading orders"
        errorTitle={orderMessages.loadFailed}
        empty={<NoOrders />}
        onPageChange={list.setPage}
        caption={seesCompany ? "Your company's orders, newest first" : 'Your orders, newest first'}
        columns={columns}
        getRowId={(order) => order.id}
      />
      <OrderDetailDialog
        order={shown}
        mayCancel={mayCancel}
        onOpenChange={(open) => !open && showOrder(null)}
        // One dialog at a time: the overlay closes before the confirmation or tracking opens.
        onCancel={(order) => {
          showOrder(null);
          setCancelling(order);
        }}
        onTrack={(order) => {
          showOrder(null);
          setTracking(order);
        }}
        onReorder={
          reorder &&
          ((order) => {
            showOrder(null);
            reorder(order);
          })
        }
        reordering={again.pendingId !== undefined}
        onSaveAsList={reorder && saveAsList.start}
        mayReturn={reorder !== undefined}
      />
      {saveAsList.dialog}
      <ReorderDialog result={again.result} onOpenChange={(open) => !open && again.close()} />
      <TrackShipmentDialog order={tracking} onOpenChange={(open) => !open && setTracking(null)} />
      <CancelOrderConfirm
        order={cancelling}
        onClose={() => setCancelling(null)}
        pending={cancel.isPending}
        onConfirm={confirmCancel}
      />
    </div>
  );
}
