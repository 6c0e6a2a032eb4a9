import { type createQuoteSchema, type Principal, type QuoteDetail, quoteMessages } from '@party/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import { findPartnerCustomer } from '../accounts/list-partner-customers.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { assertStaff, publishQuoteChange, quoteLabel } from './quote-guards.ts';
import { insertQuote } from './quotes.repository.ts';
import { readQuote } from './read-quote.ts';

/**
 * Create New Quote (docs/product/associate-portal.md, Quotes): for a partner from the customer list, status
 * draft, approval pending, total 0, created by the signed-in associate.
 */
export async function createQuote(
  db: Db,
  caller: Principal,
  input: z.infer<typeof createQuoteSchema>,
): Promise<QuoteDetail> {
  assertStaff(caller);
  return db.transaction(async (tx) => {
    const customer = await findPartnerCustomer(tx, input.partnerId);
    if (!customer)
      throw badRequest(quoteMessages.customerRequired, { partnerId: quoteMessages.customerRequired });
    const quote = await insertQuote(tx, {
      title: input.title,
      description: input.description || null,
      partnerId: customer.id,
      customerName: customer.name,
      customerEmail: customer.email,
      companyName: customer.companyName,
      createdBy: caller.userId,
      status: 'draft',
      totalAmount: '0',
      approvalStatus: 'pending',
    });
    await recordAudit(tx, caller, {
      action: 'quote.created',
      entity: {
        id: quote.id,
        label: quoteLabel({ quoteNumber: quote.quoteNumber, customerName: customer.name }),
      },
      newValues: { title: input.title, customerEmail: customer.email, status: 'draft' },
    });
    await publishQuoteChange(tx, { id: quote.id, status: 'draft' });
    return readQuote(tx, quote.id);
  });
}
