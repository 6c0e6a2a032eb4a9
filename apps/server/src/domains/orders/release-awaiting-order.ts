import { orderNumberOf } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import type { WriteBatch } from '../../lib/write-batch.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';
import { releaseCampaignUse } from '../campaigns/count-campaign-use.ts';
import { queueEmail } from '../email/enqueue-email.ts';
import { returnOrderStock } from '../inventory/move-order-stock.ts';
import { queueNotification } from '../notifications/create-notification.ts';
import { markDecided } from './approvals.repository.ts';
import { findOrderItems, type OrderRecord } from './orders.repository.ts';

export type Release =
  | { kind: 'rejected'; by: { userId: string; name: string }; reason: string }
  | { kind: 'expired' }
  | { kind: 'withdrawn'; by: { userId: string } };

/**
 * An order awaiting approval that will not go ahead (docs/product/company-accounts.md, "Approval" and
 * "Reservations and their 72 hours"): rejected by an approver, expired, or withdrawn by its buyer.
 * It becomes cancelled; its stock and promo use return; nothing was charged, so nothing is released
 * on account. The caller holds the order's lock.
 */
export async function releaseAwaitingOrder(tx: Tx, order: OrderRecord, release: Release): Promise<void> {
  const approvalStatus = release.kind === 'expired' ? 'expired' : 'rejected';
  const decidedBy = release.kind === 'expired' ? null : release.by.userId;
  const reason = release.kind === 'rejected' ? release.reason : null;
  await markDecided(tx, order.id, {
    status: 'cancelled',
    approvalStatus,
    decidedBy,
    rejectionReason: reason,
  });
  const items = await findOrderItems(tx, [order.id]);
  await returnOrderStock(tx, {
    orderId: order.id,
    actorId: decidedBy ?? order.partnerId,
    lines: items.flatMap((i) => (i.productId ? [{ productId: i.productId, quantity: i.quantity }] : [])),
  });
  if (order.campaignId) await releaseCampaignUse(tx, order.campaignId);
  const actor: AuditActor = decidedBy ? { userId: decidedBy } : 'system';
  await recordAudit(tx, actor, {
    action:
      release.kind === 'expired'
        ? 'order.approval_expired'
        : release.kind === 'withdrawn'
          ? 'order.status_changed'
          : 'order.rejected',
    entity: { id: order.id, label: orderNumberOf(order.id) },
    oldValues: { status: 'awaiting_approval' },
    newValues: { status: 'cancelled', ...(reason ? { reason } : {}) },
  });
}

/** The buyer's bell and email about the decision (docs/product/company-accounts.md, "Approval"). */
export function queueBuyerDecision(
  batch: WriteBatch,
  decided: {
    order: OrderRecord;
    buyer: { id: string; name: string; email: string };
    decision: 'approved' | 'rejected' | 'expired';
    decidedBy: string | null;
    reason: string | null;
  },
): void {
  const { order, buyer, decision, decidedBy, reason } = decided;
  const orderNumber = orderNumberOf(order.id);
  const actionUrl = `/partner/orders?order=${order.id}`;
  const bell = {
    approved: {
      title: 'Order approved',
      message: `${decidedBy ?? 'An approver'} approved your order ${orderNumber}.`,
      type: 'success' as const,
    },
    rejected: {
      title: 'Order not approved',
      message:
        `${decidedBy ?? 'An approver'} did not approve your order ${orderNumber}: ${reason ?? ''}`.trim(),
      type: 'error' as const,
    },
    expired: {
      title: 'Order approval expired',
      message: `Your order ${orderNumber} expired before it was approved; its stock has been released.`,
      type: 'warning' as const,
    },
  }[decision];
  queueNotification(batch, { userId: buyer.id, ...bell, actionUrl });
  queueEmail(batch, {
    to: buyer.email,
    userId: buyer.id,
    template: 'order_approval_decided',
    variables: { name: buyer.name, orderNumber, decision, decidedBy, reason, actionUrl },
  });
}
