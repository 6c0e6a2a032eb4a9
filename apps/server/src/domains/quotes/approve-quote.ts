import type { approveQuoteSchema, Principal, QuoteDetail } from '@party/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { assertStaff, lockQuoteToDecide, publishQuoteChange, quoteLabel } from './quote-guards.ts';
import { updateQuote } from './quotes.repository.ts';
import { readQuote } from './read-quote.ts';

/** Approval Required → approve (docs/product/approvals.md): a pending quote, by finance or an admin who did not author it; reason optional. */
export async function approveQuote(
  db: Db,
  caller: Principal,
  quoteId: string,
  input: z.infer<typeof approveQuoteSchema>,
): Promise<QuoteDetail> {
  assertStaff(caller, 'approve');
  return db.transaction(async (tx) => {
    const quote = await lockQuoteToDecide(tx, caller, quoteId, 'approved');
    await updateQuote(tx, quote.id, {
      approvalStatus: 'approved',
      approvalReason: input.reason || null,
      rejectionReason: null,
      approverId: caller.userId,
      approvedAt: new Date(),
    });
    await recordAudit(tx, caller, {
      action: 'quote.approved',
      entity: { id: quote.id, label: quoteLabel(quote) },
      oldValues: { approvalStatus: quote.approvalStatus },
      newValues: {
        approvalStatus: 'approved',
        totalAmount: Number(quote.totalAmount),
        discountAmount: Number(quote.discountAmount),
        reason: input.reason || null,
      },
    });
    await publishQuoteChange(tx, quote);
    return readQuote(tx, quote.id);
  });
}
