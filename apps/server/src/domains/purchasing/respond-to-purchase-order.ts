import {
  addDays,
  amountOf,
  businessDay,
  centsOf,
  formatDisplayDate,
  type Principal,
  type PurchaseOrderAnswer,
  type RespondToPurchaseOrder,
  respondMessages,
} from '@party/shared';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { publishEvent } from '../../lib/events.ts';
import { ownerOf } from '../../lib/row-policy.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { createNotification } from '../notifications/create-notification.ts';
import {
  answerPendingPurchaseOrder,
  findRecipient,
  findVendorOfUser,
  insertShipment,
  insertVendorPayment,
  lockVendorPurchaseOrder,
} from './fulfilment.repository.ts';
import { purchasingScope } from './purchasing.policy.ts';

const STAFF_PO_PATH = '/associate/purchase-orders';

type LockedPurchaseOrder = NonNullable<Awaited<ReturnType<typeof lockVendorPurchaseOrder>>>;
type AnsweringVendor = NonNullable<Awaited<ReturnType<typeof findVendorOfUser>>>;
type Answer = NonNullable<Awaited<ReturnType<typeof answerPendingPurchaseOrder>>>;

/**
 * docs/product/vendor-portal.md, Purchase orders: the vendor accepts or rejects their own pending PO.
 * Accepting records the date and notes, opens a shipment (preparing) and an invoice (pending, due
 * after the vendor's payment terms, numbered from its sequence); rejecting records the reason. A PO
 * that is no longer pending answers 409: the row is locked first and the update is conditional, so
 * of two answers sent at once exactly one lands. The staff member who raised it gets a bell
 * notification, the live event and an email, all in the one transaction.
 */
export async function respondToPurchaseOrder(
  db: Db,
  principal: Principal,
  id: string,
  input: RespondToPurchaseOrder,
  now: Date = new Date(),
): Promise<PurchaseOrderAnswer> {
  const vendorUserId = ownerOf(purchasingScope(principal, 'fulfil'));
  return db.transaction(async (tx) => {
    const po = await lockVendorPurchaseOrder(tx, vendorUserId, id);
    if (!po) throw notFound('Purchase order');
    if (po.status !== 'pending') throw new AppError('CONFLICT', respondMessages.notPending(po.status));
    const vendor = (await findVendorOfUser(tx, vendorUserId))!;
    const notes = input.notes ?? null;
    const accept = input.decision === 'accept';
    const answered = await saveAnswer(tx, po, input, now);
    const invoiceNumber = accept ? await openShipmentAndInvoice(tx, po, vendor, input, now) : null;
    await recordAudit(tx, principal, {
      action: accept ? 'purchase_order.accepted' : 'purchase_order.rejected',
      entity: { id: po.id, label: po.poNumber },
      oldValues: { status: 'pending' },
      newValues: {
        status: answered.status,
        estimatedDeliveryDate: input.estimatedDeliveryDate ?? null,
        vendorNotes: notes,
        invoiceNumber,
      },
    });
    await tellRaiserOfAnswer(tx, { po, vendor, answered, input, invoiceNumber });
    await publishEvent(tx, {
      userIds: [vendorUserId],
      roles: ['associate'],
      admins: true,
      type: 'purchase_order.changed',
      data: { purchaseOrderId: po.id, status: answered.status },
    });
    return { id: po.id, status: answered.status as 'accepted' | 'rejected', invoiceNumber };
  });
}

/** The pending PO becomes accepted (date, notes) or rejected (reason), by a conditional update. */
async function saveAnswer(
  tx: Tx,
  po: LockedPurchaseOrder,
  input: RespondToPurchaseOrder,
  now: Date,
): Promise<Answer> {
  const notes = input.notes ?? null;
  const answered = await answerPendingPurchaseOrder(
    tx,
    po.id,
    input.decision === 'accept'
      ? {
          status: 'accepted',
          acceptedAt: now,
          estimatedDeliveryDate: input.estimatedDeliveryDate ?? null,
          vendorNotes: notes,
        }
      : { status: 'rejected', rejectedAt: now, rejectionReason: notes, vendorNotes: notes },
  );
  // The lock makes this unreachable; the guard keeps the rule even if the lock were dropped.
  if (!answered) throw new AppError('CONFLICT', respondMessages.notPending('answered'));
  return answered;
}

/** An accepted PO's shipment (preparing) and invoice (pending, due after the payment terms). */
async function openShipmentAndInvoice(
  tx: Tx,
  po: LockedPurchaseOrder,
  vendor: AnsweringVendor,
  input: RespondToPurchaseOrder,
  now: Date,
): Promise<string> {
  await insertShipment(tx, {
    vendorId: po.vendorId,
    purchaseOrderId: po.id,
    status: 'preparing',
    estimatedDeliveryDate: input.estimatedDeliveryDate ?? null,
  });
  const invoice = await insertVendorPayment(tx, {
    vendorId: po.vendorId,
    purchaseOrderId: po.id,
    amount: amountOf(centsOf(po.totalAmount)),
    status: 'pending',
    dueDate: addDays(businessDay(now), vendor.paymentTermsDays),
  });
  return invoice.invoiceNumber;
}

/** The bell notification and email to the staff member who raised the PO, if they still exist. */
async function tellRaiserOfAnswer(
  tx: Tx,
  {
    po,
    vendor,
    answered,
    input,
    invoiceNumber,
  }: {
    po: LockedPurchaseOrder;
    vendor: AnsweringVendor;
    answered: Answer;
    input: RespondToPurchaseOrder;
    invoiceNumber: string | null;
  },
): Promise<void> {
  const raisedBy = po.createdBy ? await findRecipient(tx, po.createdBy) : null;
  if (!raisedBy) return;
  const notes = input.notes ?? null;
  const accept = input.decision === 'accept';
  await createNotification(tx, {
    userId: raisedBy.id,
    title: accept ? 'Purchase order accepted' : 'Purchase order rejected',
    message: accept
      ? `${vendor.companyName} accepted ${po.poNumber}${input.estimatedDeliveryDate ? `; estimated delivery ${formatDisplayDate(input.estimatedDeliveryDate)}` : ''}.`
      : `${vendor.companyName} rejected ${po.poNumber}: ${notes}`,
    type: accept ? 'success' : 'warning',
    actionUrl: STAFF_PO_PATH,
  });
  await enqueueEmail(tx, {
    to: raisedBy.email,
    userId: raisedBy.id,
    template: 'purchase_order_answered',
    variables: {
      name: raisedBy.name,
      companyName: vendor.companyName,
      poNumber: po.poNumber,
      decision: answered.status,
      total: po.totalAmount,
      estimatedDeliveryDate: input.estimatedDeliveryDate ?? null,
      notes,
      invoiceNumber,
      actionUrl: STAFF_PO_PATH,
    },
  });
}
