import type { Principal, QuoteDetail } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { assertStaff, publishQuoteChange, quoteLabel } from './quote-guards.ts';
import { findQuote, findQuoteLines, insertQuote, insertQuoteItems } from './quotes.repository.ts';
import { readQuote } from './read-quote.ts';
import { repriceQuote } from './reprice-quote.ts';

/** Duplicate (docs/product/associate-portal.md, Quotes): a new draft 'Copy of …' with the same customer, lines and discount. */
export async function duplicateQuote(db: Db, caller: Principal, quoteId: string): Promise<QuoteDetail> {
  assertStaff(caller);
  return db.transaction(async (tx) => {
    const source = await findQuote(tx, quoteId);
    if (!source) throw notFound('Quote');
    const copy = await insertQuote(tx, {
      title: `Copy of ${source.title}`,
      description: source.description,
      partnerId: source.partnerId,
      customerName: source.customerName,
      customerEmail: source.customerEmail,
      customerPhone: source.customerPhone,
      companyName: source.companyName,
      eventDate: source.eventDate,
      deliveryAddress: source.deliveryAddress,
      specialRequirements: source.specialRequirements,
      createdBy: caller.userId,
      status: 'draft',
      isUsingSpecialPricing: source.isUsingSpecialPricing,
      approvalStatus: 'pending',
    });
    const lines = await findQuoteLines(tx, source.id);
    await insertQuoteItems(
      tx,
      lines.map((l) => ({
        quoteId: copy.id,
        productId: l.productId,
        productName: l.productName,
        quantity: l.quantity,
        pricePerUnit: l.pricePerUnit,
      })),
    );
    const row = (await findQuote(tx, copy.id))!;
    // The copy keeps who priced the original: its price is still their work.
    await repriceQuote(tx, row, source.pricedBy, source);
    await recordAudit(tx, caller, {
      action: 'quote.created',
      entity: { id: copy.id, label: quoteLabel(row) },
      newValues: {
        title: row.title,
        status: 'draft',
        duplicatedFrom: source.quoteNumber,
        lines: lines.length,
      },
    });
    await publishQuoteChange(tx, { id: copy.id, status: 'draft' });
    return readQuote(tx, copy.id);
  });
}
