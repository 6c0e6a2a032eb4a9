import { invoiceNumberOf, type Principal } from '@party/shared';
import type { Db, Tx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { scopeCovers } from '../../lib/row-policy.ts';
import { orderScope } from './orders.policy.ts';
import { findOrderItems, findStaffOrder } from './orders.repository.ts';
import { renderTaxInvoice } from './render-tax-invoice.ts';

export interface InvoiceFile {
  filename: string;
  body: Buffer;
}

/**
 * Every order's GST tax invoice as a PDF (issue 13): a partner gets their company's orders' (a buyer their
 * own), staff any order's. Another company's order is "Order not found", never a hint that it exists.
 */
export async function getTaxInvoice(
  db: Db,
  principal: Principal,
  id: string,
  now: Date = new Date(),
): Promise<InvoiceFile> {
  const scope = orderScope(principal, 'invoice');
  const row = await findStaffOrder(db, id);
  if (!row || !scopeCovers(scope, row.partnerId, row.companyId)) throw notFound('Order');
  const body = await renderTaxInvoice(row, await findOrderItems(db, [row.id]), now);
  return { filename: `tax-invoice-${invoiceNumberOf(row.id)}.pdf`, body };
}

/**
 * An order's tax invoice for mail the store sends by itself (an invoice reminder,
 * docs/product/receivables.md): no caller to scope, so only the store's jobs call it. Null when the
 * order is gone.
 */
export async function renderStoreTaxInvoice(
  db: Tx,
  orderId: string,
  now: Date = new Date(),
): Promise<InvoiceFile | null> {
  const row = await findStaffOrder(db, orderId);
  if (!row) return null;
  const body = await renderTaxInvoice(row, await findOrderItems(db, [row.id]), now);
  return { filename: `tax-invoice-${invoiceNumberOf(row.id)}.pdf`, body };
}
