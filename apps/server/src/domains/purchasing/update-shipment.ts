import {
  businessDay,
  type Principal,
  shipmentMessages,
  type UpdateShipment,
  type VendorShipment,
} from '@party/shared';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { publishEvent } from '../../lib/events.ts';
import { ownerOf } from '../../lib/row-policy.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { receivePurchaseOrderStock } from '../inventory/receive-purchase-order-stock.ts';
import { createNotification } from '../notifications/create-notification.ts';
import {
  completeIfSettled,
  findLinesOf,
  findPurchaseOrderHeader,
  findRecipient,
} from './fulfilment.repository.ts';
import { purchasingScope } from './purchasing.policy.ts';
import { findVendorShipment, lockVendorShipment, updateShipmentRow } from './shipments.repository.ts';
import { toVendorShipment } from './to-vendor-shipment.ts';

const STAFF_PO_PATH = '/associate/purchase-orders';
const VENDOR_SHIPMENTS_PATH = '/vendor/shipments';

/**
 * The shipment Update dialog (docs/product/vendor-portal.md, Shipments), for the vendor's own shipment. The shipped date is set the first
 * time the shipment leaves 'preparing' (shipped, in transit or straight to delivered). Delivery puts
 * the PO's units on the shelf once (inventory's restock rows), tells the staff member who raised the
 * PO, sends the vendor a receipt (their shipment email switch decides), and completes the PO if its
 * invoice is already paid. A delivered shipment keeps its status:
 * its stock was received, so going back would leave the shelf and the shipment disagreeing.
 */
export async function updateShipment(
  db: Db,
  principal: Principal,
  id: string,
  input: UpdateShipment,
): Promise<VendorShipment> {
  const vendorUserId = ownerOf(purchasingScope(principal, 'fulfil'));
  await db.transaction(async (tx) => {
    const shipment = await lockVendorShipment(tx, vendorUserId, id);
    if (!shipment) throw notFound('Shipment');
    if (shipment.status === 'delivered' && input.status !== 'delivered')
      throw new AppError('CONFLICT', shipmentMessages.deliveredIsFinal);
    const now = new Date();
    const leavesPreparing = input.status !== 'preparing' && shipment.shippedDate === null;
    const firstDelivery = input.status === 'delivered' && shipment.deliveredAt === null;
    await updateShipmentRow(tx, shipment.id, {
      trackingNumber: input.trackingNumber ?? null,
      carrier: input.carrier ?? null,
      status: input.status,
      notes: input.notes ?? null,
      ...(leavesPreparing ? { shippedDate: now } : {}),
      ...(firstDelivery ? { deliveredAt: now } : {}),
    });
    const po = (await findPurchaseOrderHeader(tx, shipment.purchaseOrderId))!;
    let completed = false;
    if (firstDelivery) {
      const lines = await findLinesOf(tx, [po.id]);
      await receivePurchaseOrderStock(tx, {
        purchaseOrderId: po.id,
        poNumber: po.poNumber,
        actorId: principal.userId,
        lines: lines.flatMap((l) => (l.productId ? [{ productId: l.productId, quantity: l.quantity }] : [])),
      });
      completed = await completeIfSettled(tx, po.id);
      const vendorUser = await findRecipient(tx, vendorUserId);
      if (vendorUser)
        await enqueueEmail(tx, {
          to: vendorUser.email,
          userId: vendorUser.id,
          template: 'shipment_delivered',
          variables: {
            name: vendorUser.name,
            companyName: po.vendorName,
            poNumber: po.poNumber,
            items: lines.map((l) => ({ productName: l.productName, quantity: l.quantity })),
            deliveredDate: businessDay(now),
            trackingNumber: input.trackingNumber ?? null,
            carrier: input.carrier ?? null,
            actionUrl: VENDOR_SHIPMENTS_PATH,
          },
        });
      const raisedBy = po.createdBy ? await findRecipient(tx, po.createdBy) : null;
      if (raisedBy)
        await createNotification(tx, {
          userId: raisedBy.id,
          title: 'Purchase order delivered',
          message: `${po.vendorName} delivered ${po.poNumber}; its stock has been added.${completed ? ' The PO is now completed.' : ''}`,
          type: 'success',
          actionUrl: STAFF_PO_PATH,
        });
    }
    if (shipment.status !== input.status)
      await recordAudit(tx, principal, {
        action: 'shipment.status_changed',
        entity: { id: shipment.id, label: po.poNumber },
        oldValues: { status: shipment.status },
        newValues: { status: input.status, purchaseOrderId: po.id },
      });
    await publishEvent(tx, {
      userIds: [vendorUserId],
      roles: ['associate'],
      admins: true,
      type: 'purchase_order.changed',
      data: { purchaseOrderId: po.id, status: completed ? 'completed' : po.status },
    });
  });
  return toVendorShipment((await findVendorShipment(db, vendorUserId, id))!);
}
