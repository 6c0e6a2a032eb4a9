import {
  amountOf,
  centsOf,
  formatCents,
  type Principal,
  type PurchaseOrder,
  purchaseOrderMessages,
  type RaisePurchaseOrder,
} from '@party/shared';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { publishEvent } from '../../lib/events.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { getPurchaseOrder } from './get-purchase-order.ts';
import { purchasingScope } from './purchasing.policy.ts';
import {
  findOpenOffer,
  findProductName,
  findVendorRecipient,
  insertPurchaseOrder,
  insertPurchaseOrderLine,
} from './purchasing.repository.ts';

const VENDOR_PO_PATH = '/vendor/orders';

/**
 * PRODUCT.md: an associate with product-management ability raises a purchase order for one product
 * to a vendor that offers it, at the vendor's price, for at least the vendor's minimum order
 * quantity. The PO number comes from its sequence. In one transaction: the PO and its line, the
 * audit entry, the vendor's notification (bell, live) and email, and the staff lists' live event.
 */
export async function raisePurchaseOrder(
  db: Db,
  principal: Principal,
  input: RaisePurchaseOrder,
): Promise<PurchaseOrder> {
  assertAllowed(
    purchasingScope(principal, 'raise').rows === 'all',
    'Only Product Management and Finance associates can raise purchase orders.',
  );
  const id = await db.transaction(async (tx) => {
    const product = await findProductName(tx, input.productId);
    if (!product) throw notFound('Product');
    const offer = await findOpenOffer(tx, input.vendorProductId, input.productId);
    if (!offer)
      throw badRequest(purchaseOrderMessages.notOffered, {
        vendorProductId: purchaseOrderMessages.notOffered,
      });
    if (input.quantity < offer.minimumOrderQuantity) {
      const message = purchaseOrderMessages.belowMinimum(offer.minimumOrderQuantity);
      throw badRequest(message, { quantity: message });
    }
    const totalCents = centsOf(offer.vendorPrice) * input.quantity;
    if (totalCents > 999_999_999_999)
      throw new AppError('BAD_REQUEST', 'This purchase order is too large. Split it into smaller orders.');
    const notes = input.notes?.trim() || null;
    const po = await insertPurchaseOrder(tx, {
      vendorId: offer.vendorId,
      createdBy: principal.userId,
      totalAmount: amountOf(totalCents),
      notes,
    });
    await insertPurchaseOrderLine(tx, {
      purchaseOrderId: po.id,
      productId: product.id,
      productName: product.name,
      quantity: input.quantity,
      unitPrice: offer.vendorPrice,
    });
    await recordAudit(tx, principal, {
      action: 'purchase_order.raised',
      entity: { id: po.id, label: po.poNumber },
      newValues: {
        poNumber: po.poNumber,
        vendorId: offer.vendorId,
        productId: product.id,
        quantity: input.quantity,
        totalAmount: amountOf(totalCents),
      },
    });
    const total = amountOf(totalCents);
    await createNotification(tx, {
      userId: offer.vendorUserId,
      title: 'New purchase order',
      message: `Party Central raised ${po.poNumber}: ${input.quantity} × ${product.name} (${formatCents(totalCents)}). Please accept or reject it.`,
      type: 'info',
      actionUrl: VENDOR_PO_PATH,
    });
    const recipient = await findVendorRecipient(tx, offer.vendorUserId);
    if (recipient && !recipient.disabled) {
      await enqueueEmail(tx, {
        to: recipient.email,
        userId: offer.vendorUserId,
        template: 'purchase_order_raised',
        variables: {
          name: recipient.name,
          companyName: offer.vendorName,
          poNumber: po.poNumber,
          items: [{ productName: product.name, quantity: input.quantity, price: offer.vendorPrice }],
          total,
          requestedBy: principal.name,
          notes,
          actionUrl: VENDOR_PO_PATH,
        },
      });
    }
    await publishEvent(tx, {
      userIds: [offer.vendorUserId],
      roles: ['associate'],
      admins: true,
      type: 'purchase_order.changed',
      data: { purchaseOrderId: po.id, status: po.status },
    });
    return po.id;
  });
  return getPurchaseOrder(db, principal, id);
}
