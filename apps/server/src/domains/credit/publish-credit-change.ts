import type { Tx } from '../../db/client.ts';
import { publishEvent } from '../../lib/events.ts';

/**
 * A request was sent, opened or decided: the partner's Credit Limit tab and the reviewers' Credit
 * Limit Requests screen (finance associates and admins) refresh, after commit.
 */
export async function publishCreditChange(
  tx: Tx,
  change: { partnerId: string; requestId: string; status: string },
): Promise<void> {
  await publishEvent(tx, {
    userIds: [change.partnerId],
    roles: ['associate'],
    admins: true,
    type: 'credit_request.changed',
    data: { requestId: change.requestId, status: change.status },
  });
}
