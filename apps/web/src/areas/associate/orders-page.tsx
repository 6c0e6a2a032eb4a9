import { companyAndMember, type StaffOrder, staffOrderMessages } from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import { EyeIcon, PackageIcon } from 'lucide-react';
import { PageNav } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { ListSkeleton, ListStates } from '@/components/list/list-states';
import { useListParams } from '@/components/list/use-list-params';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { RecordStates } from '@/components/record/record-states';
import { StatusBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { staffOrderQueryOptions, useLiveStaffOrders } from '@/features/orders/staff-api';
import {
  StaffOrderFilters,
  type StaffOrderListParams,
  staffOrderListOptions,
  useStaffOrderList,
} from '@/features/orders/staff-order-list';
import { formatDate } from '@/lib/format';
import { OrderDetail } from './orders/order-detail';

function OrderCard({ order, onOpen }: { order: StaffOrder; onOpen: () => void }) {
  const units = order.items.reduce((sum, i) => sum + i.quantity, 0);
  return (
    <li>
      <Card className="h-full">
        <CardHeader className="flex flex-row items-start justify-between gap-2">
          <CardTitle as="h2" className="font-mono text-base">
            Order #{order.orderNumber}
          </CardTitle>
          <StatusBadge entity="order" status={order.status} />
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Partner</dt>
            <dd className="truncate">
              {companyAndMember(order.company, order.placedBy) ?? order.partnerName}
            </dd>
            <dt className="text-muted-foreground">Date</dt>
            <dd>{formatDate(order.createdAt)}</dd>
            <dt className="text-muted-foreground">Items</dt>
            <dd>{units.toLocaleString('en-AU')}</dd>
            <dt className="text-muted-foreground">Total</dt>
            <dd className="font-semibold">
              <Money amount={order.totalAmount} />
            </dd>
          </dl>
        </CardContent>
        <CardFooter>
          <Button variant="outline" size="sm" onClick={onOpen}>
            <EyeIcon aria-hidden="true" /> View Details
            <span className="sr-only"> of order {order.orderNumber}</span>
          </Button>
        </CardFooter>
      </Card>
    </li>
  );
}

/** One order, read from ?order={id}: loading, not found and failure come from the record kit. */
function OrderRecord({ id, onBack }: { id: string; onBack: () => void }) {
  const detail = useQuery(staffOrderQueryOptions(id));
  return (
    <div className="flex flex-col gap-4">
      {detail.data === undefined && (
        <Button variant="outline" className="w-fit" onClick={onBack}>
          Back to Orders
        </Button>
      )}
      <RecordStates
        query={detail}
        loadingLabel="Loading order details..."
        loading={<ListSkeleton label="Loading order details..." rows={4} rowClassName="h-24" />}
        errorTitle={staffOrderMessages.loadDetailFailed}
        // An order that is not there (or not readable) tells the same failure, with no Try Again.
        notFoundTitle={staffOrderMessages.loadDetailFailed}
      >
        {(order) => <OrderDetail order={order} onBack={onBack} />}
      </RecordStates>
    </div>
  );
}

/** The searched, filtered and paged grid of order cards. */
function OrderCards({ list, onOpen }: { list: StaffOrderListParams; onOpen: (id: string) => void }) {
  const { status, orders } = useStaffOrderList(list);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Orders"
        description="Every partner order: follow it, change its status and delivery."
      />
      <StaffOrderFilters
        list={list}
        status={status}
        placeholder="Search by order ID, partner or product..."
      />
      <ListStates
        filtered={list.filtered}
        noMatchTitle={staffOrderMessages.noMatch}
        query={orders}
        isEmpty={(data) => data.total === 0}
        loadingLabel="Loading orders..."
        errorTitle={staffOrderMessages.loadFailed}
        empty={<EmptyState icon={PackageIcon} title={staffOrderMessages.empty} />}
      >
        {(data) => (
          <div className="flex flex-col gap-4">
            <ul aria-label="Orders, newest first" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {data.items.map((order) => (
                <OrderCard key={order.id} order={order} onOpen={() => onOpen(order.id)} />
              ))}
            </ul>
            {(data.total > data.pageSize || data.totalCapped) && (
              <PageNav
                page={data.page}
                pageCount={Math.ceil(data.total / data.pageSize)}
                onPage={list.setPage}
                morePages={data.totalCapped}
              />
            )}
          </div>
        )}
      </ListStates>
    </div>
  );
}

/**
 * /associate/orders (docs/product/associate-portal.md): the card grid, or one order's detail with
 * ?order={id}. A failed load shows inline with Try Again.
 */
export default function AssociateOrdersPage() {
  useLiveStaffOrders();
  const list = useListParams(staffOrderListOptions);
  const openId = list.params.get('order');
  const open = (id: string | null) => list.setParam('order', id, { replace: false });
  if (openId !== null) return <OrderRecord id={openId} onBack={() => open(null)} />;
  return <OrderCards list={list} onOpen={open} />;
}
