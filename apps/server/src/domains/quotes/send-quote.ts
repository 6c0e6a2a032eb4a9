import {
  addDays,
  amountOf,
  businessDay,
  centsOf,
  type Principal,
  QUOTE_VALIDITY_DAYS,
  type QuoteDetail,
  quoteReleaseBlock,
} from '@party/shared';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { assertStaff, lockOpenQuote, publishQuoteChange, quoteLabel } from './quote-guards.ts';
import { findDeliveryMethodName, findQuoteLines, updateQuote } from './quotes.repository.ts';
import { readQuote } from './read-quote.ts';
import { renderQuotePdf } from './render-quote-pdf.ts';

type OpenQuote = Awaited<ReturnType<typeof lockOpenQuote>>;
type QuoteLines = Awaited<ReturnType<typeof findQuoteLines>>;

/**
 * Email Quote (docs/product/associate-portal.md, Quotes; docs/product/approvals.md, What approval
 * gates): once approved, or when it needs no approval, quote_ready_notification to the customer with
 * the quote as a PDF, through the outbox in this transaction; the quote records the send
 * (email_sent_at, email_recipient), becomes sent and is valid for 30 days from today unless it
 * already had a date.
 */
export async function sendQuote(db: Db, caller: Principal, quoteId: string): Promise<QuoteDetail> {
  assertStaff(caller);
  return db.transaction(async (tx) => {
    const quote = await lockOpenQuote(tx, quoteId);
    const lines = await findQuoteLines(tx, quote.id);
    assertQuoteCanBeEmailed(quote, lines);
    const today = businessDay();
    const validUntil =
      quote.validUntil && quote.validUntil >= today ? quote.validUntil : addDays(today, QUOTE_VALIDITY_DAYS);
    await emailQuotePdf(tx, quote, lines, { today, validUntil });
    const now = new Date();
    const status = quote.status === 'requested' || quote.status === 'draft' ? 'sent' : quote.status;
    await recordAudit(tx, caller, {
      action: 'quote.sent',
      entity: { id: quote.id, label: quoteLabel(quote) },
      oldValues: { status: quote.status, validUntil: quote.validUntil },
      newValues: { status, emailRecipient: quote.customerEmail, validUntil },
    });
    await updateQuote(tx, quote.id, {
      status,
      sentAt: now,
      emailSentAt: now,
      emailRecipient: quote.customerEmail,
      validUntil,
    });
    await publishQuoteChange(tx, { id: quote.id, status: 'sent' });
    return readQuote(tx, quote.id);
  });
}

/** Gated exactly as Convert to Order: the customer never receives a price awaiting approval. */
function assertQuoteCanBeEmailed(quote: OpenQuote, lines: QuoteLines): void {
  const block = quoteReleaseBlock({ ...quote, itemCount: lines.length });
  if (block)
    throw new AppError(
      'CONFLICT',
      block === 'no_items'
        ? 'Add products to this quote before emailing it.'
        : block === 'no_delivery'
          ? 'Choose a delivery method for this quote before emailing it.'
          : block === 'closed'
            ? `This quote is ${quote.status} and can no longer be emailed.`
            : 'Only approved quotes can be emailed to the customer.',
    );
}

/** The quote rendered as a PDF and queued to the customer as quote_ready_notification. */
async function emailQuotePdf(
  tx: Tx,
  quote: OpenQuote,
  lines: QuoteLines,
  { today, validUntil }: { today: string; validUntil: string },
): Promise<void> {
  const subtotalCents = centsOf(quote.totalAmount);
  const discountCents = centsOf(quote.discountAmount);
  const deliveryCents = centsOf(quote.deliveryCost);
  const pdf = await renderQuotePdf({
    quoteNumber: quote.quoteNumber,
    title: quote.title,
    customerName: quote.customerName,
    companyName: quote.companyName,
    customerEmail: quote.customerEmail,
    issuedOn: today,
    validUntil,
    lines: lines.map((l) => ({
      productName: l.productName,
      quantity: l.quantity,
      priceCents: centsOf(l.pricePerUnit),
    })),
    subtotalCents,
    discountCents,
    deliveryCents,
    promoCode: quote.promoCode,
  });
  await enqueueEmail(tx, {
    to: quote.customerEmail,
    userId: quote.partnerId ?? undefined,
    template: 'quote_ready_notification',
    variables: {
      customerName: quote.customerName,
      quoteNumber: quote.quoteNumber,
      items: lines.map((l) => ({
        productName: l.productName,
        quantity: l.quantity,
        price: l.pricePerUnit,
      })),
      discount: discountCents > 0 ? amountOf(discountCents) : null,
      deliveryMethod: await findDeliveryMethodName(tx, quote.deliveryMethodId),
      deliveryCost: amountOf(deliveryCents),
      total: amountOf(subtotalCents - discountCents + deliveryCents),
      validUntil,
    },
    attachments: [{ filename: `${quote.quoteNumber}.pdf`, contentType: 'application/pdf', content: pdf }],
  });
}
