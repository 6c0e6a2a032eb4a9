import {
  amountOf,
  centsOf,
  formatCents,
  type Principal,
  type PurchaseOrder,
  purchaseOrderMessages,
  type RaisePurchaseOrder,
} from '@party/shared';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { publishEvent } from '../../lib/events.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { getPurchaseOrder } from './get-purchase-order.ts';
import { purchasingScope } from './purchasing.policy.ts';
import {
  findOpenOffers,
  findVendorRecipient,
  insertPurchaseOrder,
  insertPurchaseOrderLines,
} from './purchasing.repository.ts';

const VENDOR_PO_PATH = '/vendor/orders';

type OfferedLine = Awaited<ReturnType<typeof priceOfferedLines>>[number];
type Offer = OfferedLine['offer'];
type RaisedPurchaseOrder = Awaited<ReturnType<typeof insertPurchaseOrder>>;
type PurchaseOrderTerms = { total: string; requestedDeliveryDate: string | null; notes: string | null };

/**
 * docs/purchasing.md, Raising a purchase order: an associate with product-management ability raises
 * a purchase order to a vendor for one or more of the products it offers, each at the vendor's price
 * and for at least the vendor's minimum order quantity, optionally asking for delivery by a day. The
 * PO number comes from its sequence. In one transaction: the PO and its lines, the audit entry, the
 * vendor's notification (bell, live) and email, and the staff lists' live event.
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
    const lines = await priceOfferedLines(tx, input);
    const vendor = lines[0]!.offer;
    if (lines.some((line) => line.offer.vendorId !== vendor.vendorId))
      throw badRequest(purchaseOrderMessages.oneVendor, { lines: purchaseOrderMessages.oneVendor });
    const totalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
    if (totalCents > 999_999_999_999)
      throw new AppError('BAD_REQUEST', 'This purchase order is too large. Split it into smaller orders.');
    const terms: PurchaseOrderTerms = {
      total: amountOf(totalCents),
      requestedDeliveryDate: input.requestedDeliveryDate ?? null,
      notes: input.notes?.trim() || null,
    };
    const po = await recordPurchaseOrderRaised(tx, principal, vendor, lines, terms);
    await tellVendorOfPurchaseOrder(tx, principal, { po, vendor, lines, totalCents, terms });
    await publishEvent(tx, {
      userIds: [vendor.vendorUserId],
      roles: ['associate'],
      admins: true,
      type: 'purchase_order.changed',
      data: { purchaseOrderId: po.id, status: po.status },
    });
    return po.id;
  });
  return getPurchaseOrder(db, principal, id);
}

/** Each line matched to the vendor's open offer, at its price and at least its minimum quantity. */
async function priceOfferedLines(tx: Tx, input: RaisePurchaseOrder) {
  const offers = await findOpenOffers(
    tx,
    input.lines.map((line) => line.vendorProductId),
  );
  return input.lines.map((line, index) => {
    const offer = offers.find((o) => o.vendorProductId === line.vendorProductId);
    if (!offer || offer.productId !== line.productId)
      throw badRequest(purchaseOrderMessages.notOffered, {
        [`lines.${index}.vendorProductId`]: purchaseOrderMessages.notOffered,
      });
    if (line.quantity < offer.minimumOrderQuantity) {
      const message = purchaseOrderMessages.belowMinimum(offer.minimumOrderQuantity);
      throw badRequest(message, { [`lines.${index}.quantity`]: message });
    }
    return { ...line, offer, totalCents: centsOf(offer.vendorPrice) * line.quantity };
  });
}

/** The purchase order, its lines and the audit entry. */
async function recordPurchaseOrderRaised(
  tx: Tx,
  principal: Principal,
  vendor: Offer,
  lines: OfferedLine[],
  { total, requestedDeliveryDate, notes }: PurchaseOrderTerms,
): Promise<RaisedPurchaseOrder> {
  const po = await insertPurchaseOrder(tx, {
    vendorId: vendor.vendorId,
    createdBy: principal.userId,
    totalAmount: total,
    requestedDeliveryDate,
    notes,
  });
  await insertPurchaseOrderLines(
    tx,
    lines.map((line) => ({
      purchaseOrderId: po.id,
      productId: line.offer.productId,
      productName: line.offer.productName,
      quantity: line.quantity,
      unitPrice: line.offer.vendorPrice,
    })),
  );
  await recordAudit(tx, principal, {
    action: 'purchase_order.raised',
    entity: { id: po.id, label: po.poNumber },
    newValues: {
      poNumber: po.poNumber,
      vendorId: vendor.vendorId,
      lines: lines.map((line) => ({ productId: line.offer.productId, quantity: line.quantity })),
      requestedDeliveryDate,
      totalAmount: total,
    },
  });
  return po;
}

/** The vendor's bell notification and, unless their account is disabled, the new-PO email. */
async function tellVendorOfPurchaseOrder(
  tx: Tx,
  principal: Principal,
  raised: {
    po: RaisedPurchaseOrder;
    vendor: Offer;
    lines: OfferedLine[];
    totalCents: number;
    terms: PurchaseOrderTerms;
  },
): Promise<void> {
  const { po, vendor, lines, totalCents } = raised;
  const { total, requestedDeliveryDate, notes } = raised.terms;
  const only = lines.length === 1 ? lines[0] : undefined;
  const what = only ? `${only.quantity} × ${only.offer.productName}` : `${lines.length} products`;
  await createNotification(tx, {
    userId: vendor.vendorUserId,
    title: 'New purchase order',
    message: `Party Central raised ${po.poNumber}: ${what} (${formatCents(totalCents)}). Please accept or reject it.`,
    type: 'info',
    actionUrl: VENDOR_PO_PATH,
  });
  const recipient = await findVendorRecipient(tx, vendor.vendorUserId);
  if (recipient && !recipient.disabled) {
    await enqueueEmail(tx, {
      to: recipient.email,
      userId: vendor.vendorUserId,
      template: 'purchase_order_raised',
      variables: {
        name: recipient.name,
        companyName: vendor.vendorName,
        poNumber: po.poNumber,
        items: lines.map((line) => ({
          productName: line.offer.productName,
          quantity: line.quantity,
          price: line.offer.vendorPrice,
        })),
        total,
        requestedBy: principal.name,
        requestedDeliveryDate,
        notes,
        actionUrl: VENDOR_PO_PATH,
      },
    });
  }
}
