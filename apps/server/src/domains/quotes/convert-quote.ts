import { type ConvertQuote, centsOf, orderNumberOf, type Principal, quoteReleaseBlock } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { ensurePartnerAccount } from '../accounts/ensure-partner-account.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { companyIdOf } from '../companies/company-membership.ts';
import { winQuoteLeads } from '../leads/win-quote-leads.ts';
import { createOrderFromQuote } from '../orders/create-order-from-quote.ts';
import { assertStaff, publishQuoteChange, quoteLabel } from './quote-guards.ts';
import { findQuoteLines, lockQuote, updateQuote } from './quotes.repository.ts';

/**
 * Convert to Order (docs/product/associate-portal.md, Quotes): an approved quote (or one needing no approval)
 * becomes one order for its partner, matched by the customer's email or created. The quote row is
 * locked first, so a second conversion (even at the same moment) waits and then answers the same
 * order instead of making another. The lead the quote request opened is won in the same
 * transaction (it leaves the open Leads list).
 */
export async function convertQuote(
  db: Db,
  caller: Principal,
  quoteId: string,
  shipping: ConvertQuote,
): Promise<{ orderId: string }> {
  assertStaff(caller);
  return db.transaction(async (tx) => {
    const quote = await lockQuote(tx, quoteId);
    if (!quote) throw notFound('Quote');
    if (quote.convertedOrderId) return { orderId: quote.convertedOrderId };
    const lines = await findQuoteLines(tx, quote.id);
    const block = quoteReleaseBlock({ ...quote, itemCount: lines.length });
    if (block)
      throw new AppError(
        'CONFLICT',
        block === 'no_items'
          ? 'Add products to this quote before converting it.'
          : block === 'no_delivery'
            ? 'Choose a delivery method for this quote before converting it.'
            : block === 'closed'
              ? `This quote is ${quote.status} and can no longer be converted.`
              : 'Only approved quotes can be converted to an order.',
      );
    const gone = lines.find((l) => l.productId === null);
    if (gone)
      throw new AppError('CONFLICT', `${gone.productName} is no longer in the catalogue. Remove it first.`);

    const partner = quote.partnerId
      ? { id: quote.partnerId }
      : await ensurePartnerAccount(tx, { email: quote.customerEmail, name: quote.customerName });
    const { orderId } = await createOrderFromQuote(tx, {
      partnerId: partner.id,
      // A company's quote becomes the company's order, whoever of it requested it
      // (docs/decisions/0019-company-accounts.md §4).
      companyId: quote.companyId,
      partnerEmail: quote.customerEmail,
      customerName: quote.customerName,
      quoteNumber: quote.quoteNumber,
      actorId: caller.userId,
      lines: lines.map((l) => ({
        productId: l.productId!,
        productName: l.productName,
        quantity: l.quantity,
        priceCents: centsOf(l.pricePerUnit),
      })),
      discountCents: centsOf(quote.discountAmount),
      // quoteReleaseBlock let it through, so it has a delivery method.
      deliveryMethodId: quote.deliveryMethodId!,
      deliveryCents: centsOf(quote.deliveryCost),
      promoCode: quote.promoCode,
      shipping: {
        name: shipping.shippingName,
        address: shipping.shippingAddress,
        city: shipping.shippingCity,
        state: shipping.shippingState,
        postalCode: shipping.shippingPostalCode,
        country: shipping.shippingCountry,
      },
    });
    await updateQuote(tx, quote.id, {
      status: 'converted',
      partnerId: partner.id,
      // A visitor's quote joins the company of the partner it was matched to or opened for.
      companyId: quote.companyId ?? companyIdOf(partner.id),
      convertedOrderId: orderId,
      convertedAt: new Date(),
    });
    await recordAudit(tx, caller, {
      action: 'quote.converted',
      entity: { id: quote.id, label: quoteLabel(quote) },
      oldValues: { status: quote.status },
      newValues: { status: 'converted', orderId, orderNumber: orderNumberOf(orderId) },
    });
    await winQuoteLeads(tx, { quoteId: quote.id, partnerId: partner.id, convertedBy: caller.userId });
    await publishQuoteChange(tx, { id: quote.id, status: 'converted' });
    return { orderId };
  });
}
