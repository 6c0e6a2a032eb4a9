import type { Tx } from '../../db/client.ts';
import { publishEvent } from '../../lib/events.ts';

/**
 * A request was sent, opened or decided: the Credit Limit tab of every member of the company (the
 * limit is the company's: docs/product/company-accounts.md) and the reviewers' Credit Limit Requests
 * screen (finance associates and admins) refresh, after commit.
 */
export async function publishCreditChange(
  tx: Tx,
  change: { companyId: string; requestId: string; status: string },
): Promise<void> {
  await publishEvent(tx, {
    companyIds: [change.companyId],
    roles: ['associate'],
    admins: true,
    type: 'credit_request.changed',
    data: { requestId: change.requestId, status: change.status },
  });
}
