import {
  amountOf,
  type Principal,
  type ReceiveReturnInput,
  type ReturnDetail,
  receiveReturnSchema,
  returnMessages,
} from '@party/shared';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { restockReturn } from '../inventory/restock-return.ts';
import { type IssuedNote, issueAdjustmentNote } from './issue-adjustment-note.ts';
import { renderAdjustmentNote } from './render-adjustment-note.ts';
import { lockReturnIn, publishReturnChange, readReturn } from './return-guards.ts';
import { returnScope } from './returns.policy.ts';
import { findReturnLines, type ReturnLineRow, setDisposition, updateReturn } from './returns.repository.ts';
import { tellPartnerOfReturn } from './tell-partner-of-return.ts';
import { toReturnDetail } from './to-return.ts';

type Dispositions = ReceiveReturnInput['lines'];

/** Every line of the return named once with what becomes of it, or a 400. */
async function dispose(tx: Tx, returnId: string, sent: Dispositions): Promise<ReturnLineRow[]> {
  const lines = await findReturnLines(tx, [returnId]);
  const named = new Set(sent.map((l) => l.orderItemId));
  if (
    named.size !== sent.length ||
    named.size !== lines.length ||
    lines.some((l) => !named.has(l.orderItemId))
  )
    throw badRequest(returnMessages.receiveLines, { lines: returnMessages.receiveLines });
  for (const line of sent) await setDisposition(tx, returnId, line.orderItemId, line.disposition);
  const disposition = new Map(sent.map((l) => [l.orderItemId, l.disposition]));
  return lines.map((l) => ({ ...l, disposition: disposition.get(l.orderItemId) ?? null }));
}

const noteToRender = (note: IssuedNote) => ({
  ...note,
  totalAmount: amountOf(note.totalCents),
  gstAmount: amountOf(note.gstCents),
  creditedAmount: amountOf(note.creditedCents),
  refundedAmount: amountOf(note.refundedCents),
});

const noteValues = (note: IssuedNote | null) =>
  note && {
    adjustmentNote: note.number,
    total: amountOf(note.totalCents),
    credited: amountOf(note.creditedCents),
  };

/**
 * Staff mark an approved return received (docs/product/returns.md), once: the return's row is locked
 * (SELECT … FOR UPDATE), so of two receipts at once the second waits and is told it was already
 * received. Restocked lines go back on the shelf (history type 'return'), written-off lines change
 * no stock; the adjustment note is issued, credited or refunded, loyalty points taken back; audited,
 * and the partner is told by bell and by email with the note's PDF.
 */
export async function receiveReturn(
  db: Db,
  principal: Principal,
  id: string,
  body: ReceiveReturnInput,
): Promise<ReturnDetail> {
  const scope = returnScope(principal, 'staff');
  assertAllowed(scope.rows === 'all');
  const input = receiveReturnSchema.parse(body);
  return db.transaction(async (tx) => {
    const locked = await lockReturnIn(tx, id, 'approved');
    const lines = await dispose(tx, id, input.lines);
    const restock = lines.filter((l) => l.disposition === 'restock' && l.productId);
    await restockReturn(tx, {
      returnId: id,
      actorId: principal.userId,
      lines: restock.map((l) => ({ productId: l.productId!, quantity: l.quantity })),
    });
    const note = await issueAdjustmentNote(tx, { returnId: id, orderId: locked.orderId, lines });
    await updateReturn(tx, id, { status: 'received', receivedBy: principal.userId, receivedAt: new Date() });
    const row = await readReturn(tx, scope, id);
    await recordAudit(tx, principal, {
      action: 'return.received',
      entity: { id, label: `${locked.number} (${row.companyName})` },
      oldValues: { status: 'approved' },
      newValues: { status: 'received', restocked: restock.length, ...noteValues(note) },
    });
    const pdf = note && (await renderAdjustmentNote(row, lines, noteToRender(note)));
    await tellPartnerOfReturn(tx, row, { decision: 'received', note, pdf });
    await publishReturnChange(tx, { returnId: id, companyId: locked.companyId, status: 'received' });
    return toReturnDetail(tx, row);
  });
}
