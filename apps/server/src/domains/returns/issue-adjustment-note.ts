import {
  amountOf,
  businessDay,
  centsOf,
  invoiceNumberOf,
  loyaltyPointsFor,
  type ReturnCredit,
  returnCredit,
} from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { adjustLoyaltyPoints } from '../companies/adjust-loyalty-points.ts';
import { creditAccountInvoice } from '../credit/credit-account-invoice.ts';
import {
  findCreditedBefore,
  findOrderLines,
  findReturnOrder,
  insertAdjustmentNote,
  type ReturnLineRow,
} from './returns.repository.ts';

export interface IssuedNote extends ReturnCredit {
  number: string;
  invoiceNumber: string;
  issuedOn: string;
  creditedCents: number;
  refundedCents: number;
}

/** The note's amount: the returned lines at the price paid, less the order's discount in proportion, capped by earlier notes. */
async function noteAmount(
  tx: Tx,
  orderId: string,
  lines: ReturnLineRow[],
  discount: string,
): Promise<ReturnCredit> {
  const orderLines = await findOrderLines(tx, orderId);
  return returnCredit({
    lines: lines.map((l) => ({ quantity: l.quantity, unitCents: centsOf(l.unitPrice) })),
    orderGoodsCents: orderLines.reduce((sum, l) => sum + l.quantity * centsOf(l.pricePerUnit), 0),
    orderDiscountCents: centsOf(discount),
    creditedBeforeCents: centsOf(await findCreditedBefore(tx, orderId)),
  });
}

/**
 * Issues a received return's adjustment note (docs/product/returns.md): the order's row is locked so
 * two returns of one order received at once cannot both take what is left of its goods; on account,
 * the note is credited to the order's invoice up to what is open on it and the rest refunded;
 * otherwise refunded whole. The points its goods earned are taken back (never below zero). Null when
 * nothing is left to credit (the goods were given away, or earlier notes took it all).
 */
export async function issueAdjustmentNote(
  tx: Tx,
  returned: { returnId: string; orderId: string; lines: ReturnLineRow[] },
): Promise<IssuedNote | null> {
  const order = await findReturnOrder(tx, returned.orderId, true);
  if (!order) return null;
  const credit = await noteAmount(tx, order.id, returned.lines, order.discountAmount);
  if (credit.totalCents <= 0) return null;
  const creditedCents =
    order.paymentMethod === 'account' ? await creditAccountInvoice(tx, order, credit.totalCents) : 0;
  const refundedCents = credit.totalCents - creditedCents;
  const invoiceNumber = invoiceNumberOf(order.id);
  const issuedOn = businessDay();
  const number = await insertAdjustmentNote(tx, {
    returnId: returned.returnId,
    orderId: order.id,
    companyId: order.companyId,
    invoiceNumber,
    issuedOn,
    totalAmount: amountOf(credit.totalCents),
    gstAmount: amountOf(credit.gstCents),
    outcome: creditedCents > 0 ? 'account_credit' : 'refund',
    creditedAmount: amountOf(creditedCents),
    refundedAmount: amountOf(refundedCents),
  });
  await adjustLoyaltyPoints(tx, order.companyId, -loyaltyPointsFor(credit.totalCents));
  return { ...credit, number, invoiceNumber, issuedOn, creditedCents, refundedCents };
}
