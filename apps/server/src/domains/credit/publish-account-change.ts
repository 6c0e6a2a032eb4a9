import type { Tx } from '../../db/client.ts';
import { publishEvent } from '../../lib/events.ts';
import type { WriteBatch } from '../../lib/write-batch.ts';

/**
 * A company's account moved (an invoice raised or lowered, a payment settled, an adjustment note
 * credited): its members' Statements and Credit screens and finance's Receivables refresh, after
 * commit (docs/product/receivables.md).
 */
export async function publishAccountChange(tx: Tx | WriteBatch, companyId: string): Promise<void> {
  const event = {
    companyIds: [companyId],
    roles: ['associate' as const],
    admins: true,
    type: 'account.changed' as const,
    data: { companyId },
  };
  if ('publish' in tx) tx.publish(event);
  else await publishEvent(tx, event);
}
