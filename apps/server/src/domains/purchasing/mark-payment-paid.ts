import {
  businessDay,
  centsOf,
  formatCents,
  type MarkPaymentPaid,
  type PaidPayment,
  type Principal,
  paymentMessages,
  vendorPaymentMethodLabel,
} from '@party/shared';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { publishEvent } from '../../lib/events.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { completeIfSettled, findPurchaseOrderHeader, findRecipient } from './fulfilment.repository.ts';
import { purchasingScope } from './purchasing.policy.ts';
import { lockPayment, markPaymentRowPaid } from './vendor-payments.repository.ts';

const VENDOR_PAYMENTS_PATH = '/vendor/payments';

/**
 * Finance pays a vendor's invoice (docs/purchasing.md): status paid, paid date today in Sydney, how it was
 * paid and its reference (the vendor sees both: docs/purchasing.md), and the PO
 * completes when its shipment is already delivered. The vendor gets a bell notification, the live
 * event and an email (their payment switch decides the email). A paid invoice answers 409. One
 * transaction; the invoice row is locked so two clicks pay once.
 */
export async function markPaymentPaid(
  db: Db,
  principal: Principal,
  id: string,
  input: MarkPaymentPaid,
  now: Date = new Date(),
): Promise<PaidPayment> {
  assertAllowed(
    purchasingScope(principal, 'pay').rows === 'all',
    'Only Finance associates and admins can mark invoices paid.',
  );
  return db.transaction(async (tx) => {
    const payment = await lockPayment(tx, id);
    if (!payment) throw notFound('Invoice');
    if (payment.status === 'paid') throw new AppError('CONFLICT', paymentMessages.alreadyPaid);
    const paidDate = businessDay(now);
    await markPaymentRowPaid(tx, payment.id, {
      paidDate,
      paymentMethod: input.paymentMethod,
      paymentReference: input.paymentReference,
      notes: input.notes ?? null,
    });
    const completed = await completeIfSettled(tx, payment.purchaseOrderId);
    const po = (await findPurchaseOrderHeader(tx, payment.purchaseOrderId))!;
    await recordAudit(tx, principal, {
      action: 'vendor_payment.paid',
      entity: { id: payment.id, label: `${payment.invoiceNumber} (${po.poNumber})` },
      oldValues: { status: payment.status },
      newValues: {
        status: 'paid',
        paidDate,
        paymentMethod: input.paymentMethod,
        paymentReference: input.paymentReference,
        purchaseOrderCompleted: completed,
      },
    });
    const vendorUser = await findRecipient(tx, po.vendorUserId);
    if (vendorUser) {
      await createNotification(tx, {
        userId: vendorUser.id,
        title: 'Invoice paid',
        message: `Party Central paid invoice ${payment.invoiceNumber} for ${po.poNumber} (${formatCents(centsOf(payment.amount))}).`,
        type: 'success',
        actionUrl: VENDOR_PAYMENTS_PATH,
      });
      await enqueueEmail(tx, {
        to: vendorUser.email,
        userId: vendorUser.id,
        template: 'vendor_payment_paid',
        variables: {
          name: vendorUser.name,
          companyName: po.vendorName,
          invoiceNumber: payment.invoiceNumber,
          poNumber: po.poNumber,
          amount: payment.amount,
          paidDate,
          paymentMethod: vendorPaymentMethodLabel(input.paymentMethod),
          paymentReference: input.paymentReference,
          actionUrl: VENDOR_PAYMENTS_PATH,
        },
      });
    }
    await publishEvent(tx, {
      userIds: [po.vendorUserId],
      roles: ['associate'],
      admins: true,
      type: 'purchase_order.changed',
      data: { purchaseOrderId: po.id, status: completed ? 'completed' : po.status },
    });
    return {
      id: payment.id,
      invoiceNumber: payment.invoiceNumber,
      status: 'paid' as const,
      paidDate,
      purchaseOrderCompleted: completed,
    };
  });
}
