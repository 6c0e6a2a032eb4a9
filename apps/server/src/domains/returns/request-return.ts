import {
  amountOf,
  type CreateReturnInput,
  createReturnSchema,
  formatDisplayDate,
  type Principal,
  type ReturnDetail,
  returnMessages,
} from '@party/shared';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import { type Returnable, readReturnable } from './get-returnable-order.ts';
import { partnerReach, publishReturnChange, readReturn } from './return-guards.ts';
import { insertReturn } from './returns.repository.ts';
import { toReturnDetail } from './to-return.ts';

type Line = CreateReturnInput['lines'][number];

/**
 * Refuses a request the rules do not allow (docs/product/returns.md): the window closed (or returns
 * off), a line not on the order, or more of a line than may still come back — named, with the most
 * that may, nothing written.
 */
function refuseOutOfRules(returnable: Returnable, lines: readonly Line[]): void {
  if (returnable.lastDay === null) throw badRequest(returnMessages.returnsOff);
  if (!returnable.open) throw badRequest(returnMessages.windowClosed(formatDisplayDate(returnable.lastDay)));
  lines.forEach((asked, i) => {
    const line = returnable.lines.find((l) => l.orderItemId === asked.orderItemId);
    if (!line)
      throw badRequest(returnMessages.notOnOrder, { [`lines.${i}.orderItemId`]: returnMessages.notOnOrder });
    if (asked.quantity > line.returnable) {
      const message = returnMessages.tooMany(line.productName, line.returnable);
      throw badRequest(message, { [`lines.${i}.quantity`]: message });
    }
  });
}

/**
 * A member asks to return goods of a delivered order (docs/product/returns.md). The order's row is
 * locked first, so two requests for it queue and the second counts the first's lines; the return
 * and its lines are written with the live event that puts it on the associates' list.
 */
export async function requestReturn(
  db: Db,
  principal: Principal,
  body: CreateReturnInput,
): Promise<ReturnDetail> {
  const input = createReturnSchema.parse(body);
  const scope = partnerReach(principal);
  return db.transaction(async (tx: Tx) => {
    const returnable = await readReturnable(tx, principal, input.orderId, true);
    refuseOutOfRules(returnable, input.lines);
    const byId = new Map(returnable.lines.map((l) => [l.orderItemId, l]));
    const created = await insertReturn(tx, {
      orderId: returnable.order.id,
      companyId: returnable.order.companyId,
      requestedBy: principal.userId,
      reason: input.reason,
      notes: input.notes ?? '',
      lines: input.lines.map((l) => {
        const line = byId.get(l.orderItemId)!;
        return {
          orderItemId: l.orderItemId,
          productId: line.productId,
          quantity: l.quantity,
          unitPrice: amountOf(line.unitCents),
        };
      }),
    });
    await publishReturnChange(tx, {
      returnId: created.id,
      companyId: returnable.order.companyId,
      status: 'requested',
    });
    return toReturnDetail(tx, await readReturn(tx, scope, created.id));
  });
}
