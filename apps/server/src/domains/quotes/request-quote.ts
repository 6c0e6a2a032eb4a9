import type { Principal, QuoteRequest, QuoteRequestResponse } from '@party/shared';
import { amountOf, formatCents, quantityProblem, sumByProduct } from '@party/shared';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import { listStaffRecipients } from '../accounts/list-staff-recipients.ts';
import { locationFromAddress } from '../activity/anonymise.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { createLead } from '../leads/create-lead.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { priceLines } from '../pricing/price-lines.ts';
import { decideQuoteApproval, tellQuoteApprovers } from './quote-approval.ts';
import { publishQuoteChange } from './quote-guards.ts';
import { quoteScope } from './quotes.policy.ts';
import { insertQuote, insertQuoteItems } from './quotes.repository.ts';

// numeric(12,2) holds up to 9,999,999,999.99 AUD.
const MAX_TOTAL_CENTS = 999_999_999_999;

const optional = (value: string | undefined) => value?.trim() || null;

type PricedLine = Awaited<ReturnType<typeof priceRequestedLines>>[number];
type RequestedQuote = Awaited<ReturnType<typeof insertQuote>>;

/**
 * A visitor's quote request from the storefront (docs/product/storefront-and-sign-in.md, Quote
 * requests): stored as a quote with status requested, its lines priced from the catalogue (never
 * from the request), a lead for sales, a social-proof row, the customer's confirmation email and a
 * notification to every sales associate, all in one transaction so either all of it happens or none.
 */
export async function requestQuote(
  db: Db,
  caller: Principal | null,
  request: QuoteRequest,
): Promise<QuoteRequestResponse> {
  // The same product twice on one request becomes one line (quote_items is unique per product).
  const lines = sumByProduct(request.items);
  return db.transaction(async (tx) => {
    const priced = await priceRequestedLines(tx, caller?.companyId ?? null, request, lines);
    const totalCents = priced.reduce((sum, l) => sum + l.priceCents * l.quantity, 0);
    if (totalCents > MAX_TOTAL_CENTS)
      throw badRequest('This request is too large to quote online. Please call our sales team.');

    const requiresApproval = await decideQuoteApproval(tx, {
      grossCents: totalCents,
      discountCents: 0,
      lines: priced,
    });
    const scope = quoteScope(caller, 'request');
    const partnerId = scope.rows === 'company' ? (scope.placedBy ?? null) : null;
    const total = amountOf(totalCents);

    const quote = await insertRequestedQuote(tx, request, priced, { partnerId, total, requiresApproval });
    await recordQuoteRequestLead(tx, request, quote, { partnerId, total });
    await confirmQuoteRequest(tx, request, quote, priced, { partnerId, total });
    await tellSalesOfQuoteRequest(tx, request, quote, priced, totalCents);
    if (requiresApproval)
      await tellQuoteApprovers(tx, {
        id: quote.id,
        quoteNumber: quote.quoteNumber,
        customerName: request.customerName,
        createdBy: null,
        pricedBy: [],
        netCents: totalCents,
      });
    // The associates' Quotes screen shows the request as it arrives
    // (docs/product/storefront-and-sign-in.md, Quote requests).
    await publishQuoteChange(tx, { id: quote.id, status: 'requested' });
    return { quoteNumber: quote.quoteNumber, quoteId: quote.id };
  });
}

/**
 * Each requested line priced by the one rule at the partner's prices (list prices for a visitor) in a
 * quantity the product is sold in; a product not in the catalogue is refused by name.
 */
async function priceRequestedLines(
  tx: Tx,
  companyId: string | null,
  request: QuoteRequest,
  lines: { productId: string; quantity: number }[],
) {
  const products = await priceLines(tx, companyId, lines);
  return lines.map((line, i) => {
    const product = products[i];
    if (!product) {
      const asked = request.items.find((item) => item.productId === line.productId)?.productName;
      const what = asked ? `'${asked}'` : line.productId;
      throw badRequest(`The product ${what} is not in our catalogue`, { items: `Unknown product ${what}` });
    }
    const problem = quantityProblem({
      quantity: line.quantity,
      packSize: product.packSize,
      minQuantity: product.minOrderQty,
    });
    if (problem) throw badRequest(`${product.name}: ${problem.message}`, { items: problem.message });
    return {
      ...line,
      name: product.name,
      priceCents: product.unitCents,
      listCents: product.listCents,
      costCents: product.costCents,
    };
  });
}

/** The quote in status requested, with its priced lines. */
async function insertRequestedQuote(
  tx: Tx,
  request: QuoteRequest,
  priced: PricedLine[],
  {
    partnerId,
    total,
    requiresApproval,
  }: { partnerId: string | null; total: string; requiresApproval: boolean },
): Promise<RequestedQuote> {
  const quote = await insertQuote(tx, {
    title:
      priced.length === 1
        ? `Quote request: ${priced[0]!.name}`
        : `Quote request: ${priced[0]!.name} and ${priced.length - 1} more`,
    description: 'Submitted through the storefront quote form.',
    partnerId,
    customerName: request.customerName,
    customerEmail: request.customerEmail,
    customerPhone: optional(request.phone),
    companyName: optional(request.companyName),
    eventDate: optional(request.eventDate),
    deliveryAddress: optional(request.deliveryAddress),
    specialRequirements: optional(request.specialRequirements),
    status: 'requested',
    totalAmount: total,
    requiresApproval,
    approvalStatus: requiresApproval ? 'pending' : null,
  });
  await insertQuoteItems(
    tx,
    priced.map((l) => ({
      quoteId: quote.id,
      productId: l.productId,
      productName: l.name,
      quantity: l.quantity,
      pricePerUnit: amountOf(l.priceCents),
      listPricePerUnit: amountOf(l.listCents),
    })),
  );
  return quote;
}

/** The lead for sales and the storefront's social-proof activity row. */
async function recordQuoteRequestLead(
  tx: Tx,
  request: QuoteRequest,
  quote: RequestedQuote,
  { partnerId, total }: { partnerId: string | null; total: string },
) {
  await createLead(tx, {
    source: 'quote',
    stage: 'new',
    name: request.customerName,
    email: request.customerEmail,
    companyName: optional(request.companyName),
    phone: optional(request.phone),
    location: locationFromAddress(request.deliveryAddress),
    quoteId: quote.id,
    userId: partnerId,
    estimatedValue: total,
  });
  await recordActivity(tx, {
    activityType: 'quote_request',
    customerName: request.customerName,
    address: request.deliveryAddress,
  });
}

/** The customer's quote_request_confirmation email. */
async function confirmQuoteRequest(
  tx: Tx,
  request: QuoteRequest,
  quote: RequestedQuote,
  priced: PricedLine[],
  { partnerId, total }: { partnerId: string | null; total: string },
) {
  await enqueueEmail(tx, {
    to: request.customerEmail,
    userId: partnerId ?? undefined,
    template: 'quote_request_confirmation',
    variables: {
      customerName: request.customerName,
      quoteNumber: quote.quoteNumber,
      items: priced.map((l) => ({
        productName: l.name,
        quantity: l.quantity,
        price: amountOf(l.priceCents),
      })),
      total,
      eventDate: optional(request.eventDate),
    },
  });
}

/** A bell notification to every sales associate. */
async function tellSalesOfQuoteRequest(
  tx: Tx,
  request: QuoteRequest,
  quote: RequestedQuote,
  priced: PricedLine[],
  totalCents: number,
) {
  const who = optional(request.companyName) ?? request.customerName;
  const products = priced.length === 1 ? priced[0]!.name : `${priced.length} products`;
  for (const { id: userId } of await listStaffRecipients(tx, { associateRole: 'sales' })) {
    await createNotification(tx, {
      userId,
      title: 'New quote request',
      message: `${who} requested quote ${quote.quoteNumber} for ${products} (${formatCents(totalCents)}).`,
      type: 'info',
      actionUrl: '/associate/quotes',
    });
  }
}
