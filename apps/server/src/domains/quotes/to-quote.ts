import {
  canConvertQuote,
  centsOf,
  type QuoteDetail,
  type QuoteSummary,
  quoteDiscountCents,
} from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { quoteAuthorIds } from './quote-guards.ts';
import {
  findDeliveryMethodName,
  findQuoteLines,
  findQuotePeople,
  findUserName,
  type QuotePeople,
  type QuoteRow,
} from './quotes.repository.ts';

const iso = (value: Date | string | null) =>
  value === null ? null : value instanceof Date ? value.toISOString() : value;

/**
 * A quote in the staff list. A partner's names their company and the member who requested it
 * (docs/product/company-accounts.md, What staff see), looked up in `people`.
 */
export function toQuoteSummary(row: QuoteRow, people: QuotePeople): QuoteSummary {
  const { companyName, memberName, memberEmail } = people;
  const totalCents = centsOf(row.totalAmount);
  const discountCents = centsOf(row.discountAmount);
  const deliveryCents = centsOf(row.deliveryCost);
  return {
    id: row.id,
    quoteNumber: row.quoteNumber,
    title: row.title,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    companyName: row.companyName,
    status: row.status,
    totalAmount: totalCents / 100,
    discountAmount: discountCents / 100,
    deliveryCost: deliveryCents / 100,
    netTotal: (totalCents - discountCents + deliveryCents) / 100,
    requiresApproval: row.requiresApproval,
    approvalStatus: row.approvalStatus,
    createdAt: row.createdAt.toISOString(),
    company: row.companyId && companyName !== null ? { id: row.companyId, name: companyName } : null,
    placedBy:
      row.partnerId && memberName !== null && memberEmail !== null
        ? { id: row.partnerId, name: memberName, email: memberEmail }
        : null,
  };
}

/** The whole quote as the staff screen shows it: lines with category and the approver's name. */
export async function toQuoteDetail(tx: Tx, row: QuoteRow | null): Promise<QuoteDetail> {
  if (!row) throw notFound('Quote');
  const [lines, approverName, deliveryMethodName, people] = await Promise.all([
    findQuoteLines(tx, row.id),
    findUserName(tx, row.approverId),
    findDeliveryMethodName(tx, row.deliveryMethodId),
    findQuotePeople(tx, row),
  ]);
  return {
    ...toQuoteSummary(row, people),
    description: row.description,
    partnerId: row.partnerId,
    customerPhone: row.customerPhone,
    eventDate: row.eventDate,
    deliveryAddress: row.deliveryAddress,
    specialRequirements: row.specialRequirements,
    discountType: row.discountType,
    discountValue: row.discountValue === null ? null : Number(row.discountValue),
    promoCode: row.promoCode,
    deliveryMethodId: row.deliveryMethodId,
    deliveryMethodName,
    approvalReason: row.approvalReason,
    rejectionReason: row.rejectionReason,
    approverName,
    approvedAt: iso(row.approvedAt),
    emailSentAt: iso(row.emailSentAt),
    emailRecipient: row.emailRecipient,
    viewedAt: iso(row.viewedAt),
    viewCount: row.viewCount,
    validUntil: row.validUntil,
    convertedOrderId: row.convertedOrderId,
    canConvert: canConvertQuote({ ...row, itemCount: lines.length }),
    authorIds: quoteAuthorIds(row).filter((id) => id !== null),
    items: lines.map((l) => {
      const priceCents = centsOf(l.pricePerUnit);
      return {
        id: l.id,
        productId: l.productId,
        productName: l.productName,
        category: l.category,
        quantity: l.quantity,
        pricePerUnit: priceCents / 100,
        lineTotal: (priceCents * l.quantity) / 100,
      };
    }),
  };
}

export { quoteDiscountCents };
