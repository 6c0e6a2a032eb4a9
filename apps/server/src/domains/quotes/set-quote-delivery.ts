import type { Principal, QuoteDeliveryInput, QuoteDetail } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { listDeliveryMethods } from '../orders/list-delivery-methods.ts';
import { assertStaff, draftAgain, lockOpenQuote, publishQuoteChange, quoteLabel } from './quote-guards.ts';
import { updateQuote } from './quotes.repository.ts';
import { readQuote } from './read-quote.ts';

/**
 * Delivery on a quote (issue 27): one of checkout's active methods, at its cost now, which joins the
 * quote's total; the order it converts to ships the same way at the same cost, so the order's total
 * is the quote's. A sent quote is a draft again (its total changed).
 */
export async function setQuoteDelivery(
  db: Db,
  caller: Principal,
  quoteId: string,
  input: QuoteDeliveryInput,
): Promise<QuoteDetail> {
  assertStaff(caller);
  return db.transaction(async (tx) => {
    const quote = await lockOpenQuote(tx, quoteId);
    const method = (await listDeliveryMethods(tx)).items.find((m) => m.id === input.deliveryMethodId);
    if (!method)
      throw badRequest('Choose one of the active delivery methods.', {
        deliveryMethodId: 'Choose a delivery method',
      });
    await updateQuote(tx, quote.id, {
      deliveryMethodId: method.id,
      deliveryCost: method.cost.toFixed(2),
      ...draftAgain(quote),
    });
    await recordAudit(tx, caller, {
      action: 'quote.delivery_changed',
      entity: { id: quote.id, label: quoteLabel(quote) },
      oldValues: { deliveryMethodId: quote.deliveryMethodId, deliveryCost: Number(quote.deliveryCost) },
      newValues: { deliveryMethodId: method.id, deliveryMethod: method.name, deliveryCost: method.cost },
    });
    await publishQuoteChange(tx, quote);
    return readQuote(tx, quote.id);
  });
}
