import type { Order } from '@party/shared/orders/contract';
import { StatusBadge } from '@/components/status-badge';

/**
 * An order's status as its buyer reads it: an order that never went ahead after needing approval
 * reads 'Rejected' or 'Approval expired' rather than 'Cancelled' (docs/product/company-accounts.md,
 * "Approval").
 */
export function OrderStatusBadge({ order }: { order: Pick<Order, 'status' | 'approval'> }) {
  const approval = order.approval;
  if (
    order.status === 'cancelled' &&
    approval &&
    (approval.status === 'rejected' || approval.status === 'expired')
  )
    return <StatusBadge entity="orderApproval" status={approval.status} />;
  return <StatusBadge entity="order" status={order.status} />;
}
