import type { Principal, QuoteDetail, rejectQuoteSchema } from '@party/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { assertStaff, lockQuoteToDecide, publishQuoteChange, quoteLabel } from './quote-guards.ts';
import { updateQuote } from './quotes.repository.ts';
import { readQuote } from './read-quote.ts';

/** Approval Required → reject (docs/product/approvals.md): a pending quote, by finance or an admin who did not author it; reason required. */
export async function rejectQuote(
  db: Db,
  caller: Principal,
  quoteId: string,
  input: z.infer<typeof rejectQuoteSchema>,
): Promise<QuoteDetail> {
  assertStaff(caller, 'approve');
  return db.transaction(async (tx) => {
    const quote = await lockQuoteToDecide(tx, caller, quoteId, 'rejected');
    await updateQuote(tx, quote.id, {
      approvalStatus: 'rejected',
      rejectionReason: input.reason,
      approverId: caller.userId,
      approvedAt: null,
    });
    await recordAudit(tx, caller, {
      action: 'quote.rejected',
      entity: { id: quote.id, label: quoteLabel(quote) },
      oldValues: { approvalStatus: quote.approvalStatus },
      newValues: {
        approvalStatus: 'rejected',
        totalAmount: Number(quote.totalAmount),
        discountAmount: Number(quote.discountAmount),
        reason: input.reason,
      },
    });
    await publishQuoteChange(tx, quote);
    return readQuote(tx, quote.id);
  });
}
